import { ChevronDown, Mic, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { AUDIO_MAX_SECONDS } from '#shared/limits.ts';
import { RecordingInProgress, toastMicrophoneProblem } from '@/components/recording-in-progress.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAudioRecorder } from '@/lib/use-audio-recorder.ts';
import { cn } from '@/lib/utils.ts';

function Recorder() {
  const recorder = useAudioRecorder({ maxSeconds: AUDIO_MAX_SECONDS, onProblem: toastMicrophoneProblem });
  const { state } = recorder;
  if (state.status === 'recording') {
    return <RecordingInProgress elapsed={state.elapsed} maxSeconds={AUDIO_MAX_SECONDS} onStop={recorder.stop} />;
  }
  if (state.status === 'recorded') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <audio controls src={state.url} aria-label="Your recording" className="h-11 max-w-full" />
        <Button type="button" variant="outline" onClick={recorder.reset}>
          <Trash2 aria-hidden="true" className="size-5" />
          Delete recording
        </Button>
      </div>
    );
  }
  return (
    <Button type="button" variant="outline" onClick={() => void recorder.start()}>
      <Mic aria-hidden="true" className="size-5" />
      Record your question
    </Button>
  );
}

/**
 * Spec §2's collapsible voice recording section. The recorder is the one posts use; turning a
 * recording into the question's text waits for the guide's transcription route (docs/decisions.md).
 */
export function VoiceSection() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-2xl border border-border">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-2xl px-4 py-2 text-left font-medium"
      >
        <span className="inline-flex items-center gap-2">
          <Mic aria-hidden="true" className="size-5 text-primary" />
          Voice recording
        </span>
        <ChevronDown aria-hidden="true" className={cn('size-5 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div id={id} className="grid gap-3 px-4 pb-4">
          <p className="text-sm text-muted-foreground">
            Speak your question and listen back. Turning speech into text needs the guide's AI provider, which is not connected here yet, so please
            type your question below as well.
          </p>
          <Recorder />
        </div>
      ) : null}
    </div>
  );
}
