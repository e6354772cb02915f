import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** The thumb is the focusable slider, so it carries the name. */
  thumbLabel: string;
  /** Spoken instead of the bare number, e.g. "50 out of 100". */
  valueText?: string;
}

/** One thumb on a track; arrow keys step, Page Up/Down jump, Home/End reach the ends. */
export function Slider({ className, thumbLabel, valueText, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-11 w-full touch-none items-center select-none', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        aria-valuetext={valueText}
        // A 44 px target for a thumb; the 28 px disc is drawn inside it.
        className="flex size-11 items-center justify-center rounded-full after:size-7 after:rounded-full after:border-2 after:border-primary after:bg-card after:shadow after:transition-colors after:content-[''] hover:after:bg-primary-soft"
      />
    </SliderPrimitive.Root>
  );
}
