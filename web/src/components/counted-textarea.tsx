import type { ReactNode, Ref } from 'react';
import { describedBy, FieldError } from '@/components/field-error.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { cn } from '@/lib/utils.ts';

interface CountedTextareaProps {
  /** The textarea's id; the counter and the error hang off it. */
  id: string;
  name: string;
  label: ReactNode;
  /** The limit the live x/max counter shows, red once passed. */
  max: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
  rows?: number;
  className?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled textarea with its live x/max counter and its error below, both announced with the
 * field: the spiritual journey (persona, profile) and an invitation's message.
 */
export function CountedTextarea({ id, name, label, max, value, onChange, error, placeholder, rows = 5, className, textareaRef }: CountedTextareaProps) {
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        ref={textareaRef}
        id={id}
        name={name}
        rows={rows}
        className={className}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(countId, error && errorId)}
      />
      <div className="flex items-start justify-between gap-4">
        <FieldError id={errorId} message={error} />
        <p id={countId} className={cn('ml-auto text-sm tabular-nums', value.length > max ? 'text-destructive' : 'text-muted-foreground')}>
          {value.length}/{max}
        </p>
      </div>
    </div>
  );
}
