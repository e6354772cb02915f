import { type SyntheticEvent, useState } from 'react';
import { formatDuration } from '@/lib/format.ts';

/**
 * Spec §8 "Audio playback": which of its four messages fits. A HEAD request tells a missing file
 * (spec §7's diagnostic check) from one the browser could not decode or play.
 */
async function playbackProblem(src: string, error: MediaError | null): Promise<string> {
  try {
    const answer = await fetch(src, { method: 'HEAD', cache: 'no-store' });
    if (answer.status === 404) return 'Audio file not found';
  } catch {
    // Unreachable: fall through to what the player itself reported.
  }
  if (error?.code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED) return 'Audio format not supported';
  if (error?.code === MediaError.MEDIA_ERR_DECODE) return 'Audio file corrupted';
  return 'Unable to play audio';
}

interface AudioPlayerProps {
  src: string;
  /** Seconds, when known. */
  duration?: number | null;
  label: string;
}

export function AudioPlayer({ src, duration, label }: AudioPlayerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const onError = (event: SyntheticEvent<HTMLAudioElement>) => {
    const { error } = event.currentTarget;
    void playbackProblem(src, error).then(setProblem);
  };
  return (
    <div className="grid gap-2">
      <audio controls preload="metadata" src={src} aria-label={label} onError={onError} onPlaying={() => setProblem(null)} className="w-full" />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        {problem ? (
          <p role="alert" className="text-destructive">
            {problem}
          </p>
        ) : (
          <span />
        )}
        {duration ? <span className="text-muted-foreground tabular-nums">{formatDuration(duration)}</span> : null}
      </div>
    </div>
  );
}
