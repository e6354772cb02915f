import { Mic, Plus, Trash2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AUDIO_MAX_SECONDS } from '#shared/limits.ts';
import type { AudioUploadResult } from '#shared/upload-schemas.ts';
import { RecordingInProgress, toastMicrophoneProblem } from '@/components/recording-in-progress.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDuration } from '@/lib/format.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useAudioRecorder } from '@/lib/use-audio-recorder.ts';
import { useUploadAudio } from '../api/upload-audio.ts';
import { AudioPlayer } from './audio-player.tsx';
import { UploadProgress } from './upload-progress.tsx';

interface AudioAttachmentProps {
  value: AudioUploadResult | null;
  onChange: (value: AudioUploadResult | null) => void;
  onBusyChange: (busy: boolean) => void;
}

/** Spec §4 "Audio recorder": idle → recording (stops itself at 300 s) → recorded (play, delete, add to post). */
export function AudioAttachment({ value, onChange, onBusyChange }: AudioAttachmentProps) {
  const [progress, setProgress] = useState(0);
  const upload = useUploadAudio();
  const recorder = useAudioRecorder({ maxSeconds: AUDIO_MAX_SECONDS, onProblem: toastMicrophoneProblem });
  const { state } = recorder;

  useEffect(() => onBusyChange(upload.isPending || state.status === 'recording'), [upload.isPending, state.status, onBusyChange]);

  if (value) {
    return (
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <AudioPlayer src={value.audioUrl} duration={value.duration} label="The attached recording" />
        </div>
        <Button type="button" variant="outline" size="icon" aria-label="Remove recording" onClick={() => onChange(null)}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
    );
  }

  if (state.status === 'recording') {
    return <RecordingInProgress elapsed={state.elapsed} maxSeconds={AUDIO_MAX_SECONDS} onStop={recorder.stop} />;
  }

  if (state.status === 'recorded') {
    const addToPost = () => {
      setProgress(0);
      upload.mutate(
        { recording: state.clip, duration: state.duration, onProgress: setProgress },
        {
          onSuccess: (result) => {
            onChange(result);
            recorder.reset();
          },
          onError: (error) => toastError(error, 'Failed to upload audio. Please try again.', { title: 'Upload failed' }),
        },
      );
    };
    return (
      <div className="grid gap-3">
        <AudioPlayer src={state.url} duration={state.duration} label="Your recording" />
        {upload.isPending ? (
          <UploadProgress label="Uploading recording" fraction={progress} />
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button type="button" onClick={addToPost}>
              <Plus aria-hidden="true" className="size-5" />
              Add to post
            </Button>
            <Button type="button" variant="outline" onClick={recorder.reset}>
              <Trash2 aria-hidden="true" className="size-5" />
              Delete recording
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="outline" onClick={() => void recorder.start()} disabled={upload.isPending}>
        {upload.isPending ? <Spinner /> : <Mic aria-hidden="true" className="size-5" />}
        Record audio
      </Button>
      <p className="text-sm text-muted-foreground">Up to {formatDuration(AUDIO_MAX_SECONDS)} minutes.</p>
    </div>
  );
}
