import { Square, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';
import type { GuideSource } from '#shared/types/ai-guru.ts';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useAudioResponse } from '../api/get-audio-response.ts';
import { speechLangOf } from '../utils/guide-options.ts';

const speech = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

interface VoiceProps {
  text: string;
  language: GuideLanguage;
}

/**
 * An answer read aloud by the browser's own speech synthesis, in the answer's language (Hindi by a
 * hi-IN voice). Hidden where the browser cannot speak.
 */
function BrowserVoice({ text, language }: VoiceProps) {
  const [speaking, setSpeaking] = useState(false);
  // Leaving the screen stops the voice.
  useEffect(() => () => speech?.cancel(), []);
  if (!speech) return null;

  const toggle = () => {
    speech.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = speechLangOf(language);
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    speech.speak(utterance);
  };

  return (
    <Button variant="ghost" onClick={toggle} aria-pressed={speaking}>
      {speaking ? <Square aria-hidden="true" className="size-5" /> : <Volume2 aria-hidden="true" className="size-5" />}
      {speaking ? 'Stop' : 'Listen'}
    </Button>
  );
}

/**
 * Spec §4 "AI chat": once the provider's answer is in, its audio is generated and attached to it.
 * If that fails, the browser's own voice is still there.
 */
function ProviderVoice({ text, language }: VoiceProps) {
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const generate = useAudioResponse({
    onSuccess: (audio) => {
      setAudioUrl(URL.createObjectURL(audio));
      toast({ title: 'Audio Response Ready', description: 'The guidance can now be heard beside the answer.' });
    },
    onError: (error) => toastError(error, 'Unable to generate audio response.', { title: 'Audio Generation Failed' }),
  });
  // Once per answer, although React's development mode runs a new effect twice.
  const asked = useRef(false);
  const { mutate } = generate;
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate(text);
  }, [mutate, text]);
  useEffect(() => () => void (audioUrl && URL.revokeObjectURL(audioUrl)), [audioUrl]);

  if (audioUrl) return <audio controls src={audioUrl} aria-label="The guide's spoken answer" className="h-11 w-full max-w-sm" />;
  if (generate.isPending) {
    return (
      <span role="status" className="inline-flex min-h-11 items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        Preparing the spoken answer…
      </span>
    );
  }
  return <BrowserVoice text={text} language={language} />;
}

/**
 * How an answer is heard (issue 11 §1): the provider's voice for an answer the provider wrote, the
 * browser's speech synthesis for the offline guide's (no provider to speak it) and while an answer
 * is still being written.
 */
export function ListenButton({ text, language, source }: VoiceProps & { source?: GuideSource }) {
  return source === 'openai' ? <ProviderVoice text={text} language={language} /> : <BrowserVoice text={text} language={language} />;
}
