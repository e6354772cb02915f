import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-3', className)} {...props} />;
}

/** A whole card as the radio: the checked one is ringed, the others stay quiet. */
export function RadioCard({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'flex min-h-11 items-center gap-3 rounded-2xl border border-border bg-card p-3 text-left transition-colors hover:bg-muted',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft data-[state=checked]:ring-2 data-[state=checked]:ring-primary',
        className,
      )}
      {...props}
    />
  );
}

/** A radio card named by its label and described by a line under it (the description's id is `descriptionId`). */
export function LabelledRadioCard({ value, label, description, descriptionId }: { value: string; label: string; description: string; descriptionId: string }) {
  return (
    <RadioCard value={value} aria-label={label} aria-describedby={descriptionId}>
      <span className="grid min-w-0 gap-0.5">
        <span className="font-semibold">{label}</span>
        <span id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </span>
      </span>
    </RadioCard>
  );
}
