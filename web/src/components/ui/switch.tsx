import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

/** An on/off toggle; name it with a <Label htmlFor> or aria-labelledby. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        // The visible track is 28 px tall; the padding makes a 44 px touch target around it.
        'group relative inline-flex h-11 w-14 shrink-0 cursor-pointer items-center rounded-full disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="absolute inset-x-0 h-7 rounded-full border border-input bg-muted transition-colors group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary"
      />
      <SwitchPrimitive.Thumb className="relative ml-1 block size-5 rounded-full bg-card shadow transition-transform data-[state=checked]:translate-x-7" />
    </SwitchPrimitive.Root>
  );
}
