import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
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
  /** A line under the field, beside the counter, announced with it (how to send a message). */
  hint?: string;
  onKeyDown?: KeyboardEventHandler<HTMLTextAreaElement>;
  readOnly?: boolean;
}

/**
 * A labelled textarea with its live x/max counter and its error below, both announced with the
 * field: the spiritual journey (persona, profile), an invitation's message, a direct message, and
 * the words of a post or a reply.
 */
export function CountedTextarea({ id, name, label, max, value, onChange, error, placeholder, rows = 5, className, textareaRef, hint, onKeyDown, readOnly }: CountedTextareaProps) {
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
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
        onKeyDown={onKeyDown}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(countId, error ? errorId : hint && hintId)}
      />
      <div className="flex items-start justify-between gap-4">
        <FieldError id={errorId} message={error} />
        {hint && !error ? (
          <p id={hintId} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
        <p id={countId} className={cn('ml-auto shrink-0 text-sm tabular-nums', value.length > max ? 'text-destructive' : 'text-muted-foreground')}>
          {value.length}/{max}
        </p>
      </div>
    </div>
  );
}
