import type { Ref } from 'react';
import { SPIRITUAL_JOURNEY_MAX } from '#shared/limits.ts';
import { CountedTextarea } from '@/components/counted-textarea.tsx';

interface JourneyFieldProps {
  /** The textarea's id; the counter and the error hang off it. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** The spiritual journey with its live x/500 counter, as persona creation and profile editing both ask for it. */
export function JourneyField(props: JourneyFieldProps) {
  return <CountedTextarea {...props} name="spiritualJourney" max={SPIRITUAL_JOURNEY_MAX} />;
}
