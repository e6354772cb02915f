import type { Ref } from 'react';
import { SPIRITUAL_JOURNEY_MAX } from '#shared/limits.ts';
import { describedBy, FieldError } from '@/components/field-error.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { cn } from '@/lib/utils.ts';

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
export function JourneyField({ id, label, value, onChange, error, placeholder, textareaRef }: JourneyFieldProps) {
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        ref={textareaRef}
        id={id}
        name="spiritualJourney"
        rows={5}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(countId, error && errorId)}
      />
      <div className="flex items-start justify-between gap-4">
        <FieldError id={errorId} message={error} />
        <p
          id={countId}
          className={cn(
            'ml-auto text-sm tabular-nums',
            value.length > SPIRITUAL_JOURNEY_MAX ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          {value.length}/{SPIRITUAL_JOURNEY_MAX}
        </p>
      </div>
    </div>
  );
}
