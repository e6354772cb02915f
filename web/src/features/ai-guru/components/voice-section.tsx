import { ChevronDown, Mic, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';
import { AUDIO_MAX_SECONDS } from '#shared/limits.ts';
import { RecordingInProgress, toastMicrophoneProblem } from '@/components/recording-in-progress.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useAudioRecorder } from '@/lib/use-audio-recorder.ts';
import { cn } from '@/lib/utils.ts';
import { useTranscribeQuestion } from '../api/transcribe-question.ts';

const TRANSCRIPTION_FAILED = 'Unable to transcribe audio. Please try again.';

/**
 * What the member is told when transcription fails: the server's own words when it says what is
 * wrong (a refused recording, or no provider configured here), the specification's otherwise.
 */
function transcriptionProblem(error: Error): string {
  if (!isApiError(error) || !error.serverMessage) return TRANSCRIPTION_FAILED;
  return error.status < 500 || error.code === 'transcription_unavailable' ? error.serverMessage : TRANSCRIPTION_FAILED;
}

/** The recording a question was transcribed from, kept on the server as the member's: it goes with the question. */
export interface VoiceQuestion {
  audioUrl: string;
  audioDuration: number;
}

interface VoiceProps {
  language: GuideLanguage;
  /** The recording's words, for the question box, and the recording they came from. */
  onTranscribed: (text: string, recording: VoiceQuestion) => void;
  /** The member deleted the recording: the question no longer has one. */
  onDiscarded: () => void;
}

/**
 * Spec §4 "Voice": a finished recording is transcribed at once and its words fill the question box.
 * The recording stays (playable, deletable) whatever happens, so a member whose words could not be
 * read can listen back and type.
 */
function Recorder({ language, onTranscribed, onDiscarded }: VoiceProps) {
  const recorder = useAudioRecorder({ maxSeconds: AUDIO_MAX_SECONDS, onProblem: toastMicrophoneProblem });
  const transcribe = useTranscribeQuestion({
    onSuccess: ({ transcription, audioUrl }, { duration }) => {
      onTranscribed(transcription, { audioUrl, audioDuration: duration });
      toast({ title: 'Voice Transcribed', description: 'Your words are in the question box: check them, then ask.' });
    },
    onError: (error) => toastError(error, transcriptionProblem(error), { title: 'Transcription Failed' }),
  });
  const { state } = recorder;
  const recorded = state.status === 'recorded' ? state : null;
  // Each recording once, although React's development mode runs a new effect twice.
  const sent = useRef<Blob | null>(null);
  const { mutate } = transcribe;
  useEffect(() => {
    if (!recorded || sent.current === recorded.clip) return;
    sent.current = recorded.clip;
    mutate({ clip: recorded.clip, duration: recorded.duration, language });
  }, [recorded, language, mutate]);

  if (state.status === 'recording') {
    return <RecordingInProgress elapsed={state.elapsed} maxSeconds={AUDIO_MAX_SECONDS} onStop={recorder.stop} />;
  }
  if (state.status === 'recorded') {
    const discard = () => {
      transcribe.reset();
      recorder.reset();
      onDiscarded();
    };
    return (
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <audio controls src={state.url} aria-label="Your recording" className="h-11 w-full max-w-sm" />
          <Button type="button" variant="outline" onClick={discard}>
            <Trash2 aria-hidden="true" className="size-5" />
            Delete recording
          </Button>
        </div>
        {transcribe.isPending ? (
          <p role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            Transcribing your question…
          </p>
        ) : null}
        {transcribe.isSuccess ? <p className="text-sm text-muted-foreground">Transcribed into the question box below.</p> : null}
        {transcribe.error ? (
          <div className="grid gap-2 rounded-xl border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm">
            <p className="font-medium text-destructive">Transcription Failed</p>
            <p>{transcriptionProblem(transcribe.error)}</p>
            <div>
              <Button type="button" variant="outline" onClick={() => mutate({ clip: state.clip, duration: state.duration, language })}>
                <RotateCcw aria-hidden="true" className="size-5" />
                Transcribe again
              </Button>
            </div>
          </div>
        ) : null}
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

interface VoiceSectionProps extends VoiceProps {
  /** Questions asked so far: each one took its recording with it, so the recorder starts afresh. */
  asked: number;
}

/** Spec §2's collapsible voice recording section. */
export function VoiceSection({ asked, ...props }: VoiceSectionProps) {
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
            Speak your question (up to {AUDIO_MAX_SECONDS / 60} minutes). Its words are written into the question box for you to check before you ask.
          </p>
          <Recorder key={asked} {...props} />
        </div>
      ) : null}
    </div>
  );
}
