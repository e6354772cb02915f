import { Square } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { formatDuration } from '@/lib/format.ts';
import { useT } from '@/lib/i18n.tsx';
import { toast } from '@/lib/toast.ts';
import type { RecorderProblem } from '@/lib/use-audio-recorder.ts';
import { componentMessages } from './messages/index.ts';

/** Spec §8 "Microphone Access Error", for every recorder (a post's audio, a voice question). */
export const toastMicrophoneProblem = (problem: RecorderProblem) =>
  toast({ title: componentMessages.say('microphone.title'), description: componentMessages.say(`microphone.${problem}`), variant: 'destructive' });

/** A recorder's "recording" state: the running time against the maximum, and Stop. */
export function RecordingInProgress({ elapsed, maxSeconds, onStop }: { elapsed: number; maxSeconds: number; onStop: () => void }) {
  const t = useT(componentMessages);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <span className="inline-flex items-center gap-2 font-medium" role="timer" aria-label={t('recording.time')}>
        <span aria-hidden="true" className="size-3 rounded-full bg-destructive motion-safe:animate-pulse" />
        <span className="tabular-nums">
          {formatDuration(Math.floor(elapsed))} / {formatDuration(maxSeconds)}
        </span>
      </span>
      <Button type="button" variant="outline" onClick={onStop}>
        <Square aria-hidden="true" className="size-5" />
        {t('recording.stop')}
      </Button>
    </div>
  );
}
