import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { GUIDE_QUESTION_MAX, type GuideLanguage, type GuideWordCount, guideQuestionSchema } from '#shared/ai-guru-schemas.ts';
import { CountedTextarea } from '@/components/counted-textarea.tsx';
import { LabelledSelect } from '@/components/labelled-select.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { VoiceSection, type VoiceQuestion } from './voice-section.tsx';
import { LANGUAGE_OPTIONS, WORD_COUNT_OPTIONS } from '../utils/guide-options.ts';

export interface AskSettings {
  language: GuideLanguage;
  wordCount: GuideWordCount;
}

interface AskFormProps {
  settings: AskSettings;
  onSettingsChange: (settings: AskSettings) => void;
  /** Resolves true once the guide has answered, so the box (and the recorder) empties only then. */
  onAsk: (question: string, recording: VoiceQuestion | null) => Promise<boolean>;
  asking: boolean;
}

/** Spec §2 Chat tab: language, response length, the question (≤ 500) and Ask for Guidance. */
export function AskForm({ settings, onSettingsChange, onAsk, asking }: AskFormProps) {
  const id = useId();
  const form = useSchemaForm(guideQuestionSchema, { question: '' });
  // The recording the question was transcribed from, even if the member then edited the words.
  const [recording, setRecording] = useState<VoiceQuestion | null>(null);
  const [asked, setAsked] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { data } = form.submit();
    if (!data || !(await onAsk(data.question, recording))) return;
    form.reset();
    setRecording(null);
    setAsked((count) => count + 1);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5" aria-label="Ask the guide">
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledSelect
          label="Language"
          value={settings.language}
          options={LANGUAGE_OPTIONS}
          onChange={(language) => onSettingsChange({ ...settings, language })}
        />
        <LabelledSelect
          label="Response length"
          value={settings.wordCount}
          options={WORD_COUNT_OPTIONS}
          onChange={(wordCount) => onSettingsChange({ ...settings, wordCount })}
        />
      </div>
      <VoiceSection
        language={settings.language}
        asked={asked}
        onTranscribed={(text, recorded) => {
          form.change('question', text);
          setRecording(recorded);
        }}
        onDiscarded={() => setRecording(null)}
      />
      <CountedTextarea
        id={`${id}-question`}
        name="question"
        label="Your question"
        max={GUIDE_QUESTION_MAX}
        value={form.values.question}
        onChange={(value) => form.change('question', value)}
        error={form.errors.question}
        placeholder="What would you like guidance on?"
        rows={4}
      />
      <div>
        <Button type="submit" size="lg" disabled={asking} className="w-full sm:w-auto">
          {asking ? <Spinner /> : <Send aria-hidden="true" className="size-5" />}
          Ask for Guidance
        </Button>
      </div>
    </form>
  );
}
