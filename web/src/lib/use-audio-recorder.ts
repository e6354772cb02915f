/**
 * A microphone recording with MediaRecorder, as the spec's recorder describes it: idle, then
 * recording (with a running time, stopping by itself at the maximum), then recorded (a clip that
 * can be played, thrown away, or used). The AI guide's voice questions will use it too.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SECOND } from '#shared/limits.ts';

export type RecorderState =
  | { status: 'idle' }
  | { status: 'recording'; elapsed: number }
  | { status: 'recorded'; clip: Blob; url: string; duration: number };

/** Why recording could not start: no permission, or no microphone (or no recorder) at all. */
export type RecorderProblem = 'denied' | 'unavailable';

/** What the browser records best; the server accepts each of these (shared/upload-schemas.ts). */
const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

function recorderType(): string | undefined {
  return PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

interface Options {
  maxSeconds: number;
  onProblem: (problem: RecorderProblem) => void;
}

export function useAudioRecorder({ maxSeconds, onProblem }: Options) {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const startedAt = useRef(0);
  const ticker = useRef<number | undefined>(undefined);
  const clipUrl = useRef<string | null>(null);
  // The latest onProblem for start(), which stays the same function from render to render.
  const onProblemRef = useRef(onProblem);
  useLayoutEffect(() => {
    onProblemRef.current = onProblem;
  });

  const stopTicking = () => {
    window.clearInterval(ticker.current);
    ticker.current = undefined;
  };

  const releaseClip = () => {
    if (clipUrl.current) URL.revokeObjectURL(clipUrl.current);
    clipUrl.current = null;
  };

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    if (recorder.current || typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      if (!recorder.current) onProblemRef.current('unavailable');
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      const denied = error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
      onProblemRef.current(denied ? 'denied' : 'unavailable');
      return;
    }
    const type = recorderType();
    const media = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      stopTicking();
      for (const track of stream.getTracks()) track.stop();
      recorder.current = null;
      const duration = Math.min(maxSeconds, Math.max(0.1, Math.round((Date.now() - startedAt.current) / 100) / 10));
      const clip = new Blob(chunks, { type: media.mimeType || type || 'audio/webm' });
      releaseClip();
      clipUrl.current = URL.createObjectURL(clip);
      setState({ status: 'recorded', clip, url: clipUrl.current, duration });
    };
    recorder.current = media;
    startedAt.current = Date.now();
    media.start(SECOND);
    setState({ status: 'recording', elapsed: 0 });
    ticker.current = window.setInterval(() => {
      const elapsed = (Date.now() - startedAt.current) / SECOND;
      // The spec: recording stops by itself at the maximum duration.
      if (elapsed < maxSeconds) setState({ status: 'recording', elapsed });
      else {
        stopTicking();
        if (media.state === 'recording') media.stop();
      }
    }, 250);
  }, [maxSeconds]);

  const reset = useCallback(() => {
    if (recorder.current) {
      recorder.current.onstop = null;
      recorder.current.stream.getTracks().forEach((track) => track.stop());
      if (recorder.current.state === 'recording') recorder.current.stop();
      recorder.current = null;
    }
    stopTicking();
    releaseClip();
    setState({ status: 'idle' });
  }, []);

  // Leaving the page mid-recording releases the microphone and the clip.
  useEffect(() => reset, [reset]);

  return { state, start, stop, reset };
}
