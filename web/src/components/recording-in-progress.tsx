import { Square } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { formatDuration } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import type { RecorderProblem } from '@/lib/use-audio-recorder.ts';

const MICROPHONE_MESSAGES: Record<RecorderProblem, string> = {
  denied: 'Please allow microphone access to record audio.',
  unavailable: 'No microphone could be found. Connect one, then try again.',
};

/** Spec §8 "Microphone Access Error", for every recorder (a post's audio, a voice question). */
export const toastMicrophoneProblem = (problem: RecorderProblem) =>
  toast({ title: 'Microphone Access Error', description: MICROPHONE_MESSAGES[problem], variant: 'destructive' });

/** A recorder's "recording" state: the running time against the maximum, and Stop. */
export function RecordingInProgress({ elapsed, maxSeconds, onStop }: { elapsed: number; maxSeconds: number; onStop: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <span className="inline-flex items-center gap-2 font-medium" role="timer" aria-label="Recording time">
        <span aria-hidden="true" className="size-3 rounded-full bg-destructive motion-safe:animate-pulse" />
        <span className="tabular-nums">
          {formatDuration(Math.floor(elapsed))} / {formatDuration(maxSeconds)}
        </span>
      </span>
      <Button type="button" variant="outline" onClick={onStop}>
        <Square aria-hidden="true" className="size-5" />
        Stop recording
      </Button>
    </div>
  );
}
