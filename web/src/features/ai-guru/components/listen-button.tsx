import { Square, Volume2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';
import { Button } from '@/components/ui/button.tsx';
import { speechLangOf } from '../utils/guide-options.ts';

const speech = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

/**
 * An answer read aloud by the browser's own speech synthesis, in the answer's language: the
 * guide's audio when no provider voices it (issue 11 §1). Hidden where the browser cannot speak.
 */
export function ListenButton({ text, language }: { text: string; language: GuideLanguage }) {
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
