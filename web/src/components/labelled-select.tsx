import { useId } from 'react';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { cn } from '@/lib/utils.ts';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

interface LabelledSelectProps<V extends string | number> {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  /** Called with one of the options' values, never anything else. */
  onChange: (value: V) => void;
  className?: string;
}

/** A visible label over a Radix select of fixed options (the select's values are strings; numbers round-trip). */
export function LabelledSelect<V extends string | number>({ label, value, options, onChange, className }: LabelledSelectProps<V>) {
  const id = useId();
  return (
    <div className={cn('grid gap-2', className)}>
      <Label id={id}>{label}</Label>
      <Select
        value={String(value)}
        onValueChange={(chosen) => {
          const option = options.find((candidate) => String(candidate.value) === chosen);
          if (option) onChange(option.value);
        }}
      >
        <SelectTrigger aria-labelledby={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={String(option.value)}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
