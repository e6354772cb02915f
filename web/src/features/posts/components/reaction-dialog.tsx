import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { REACTION_VALUE } from '#shared/limits.ts';
import type { ReactionSummary } from '#shared/types/post.ts';
import type { Arrival } from '@/components/deferred.tsx';
import { REACTION_DISPLAY } from '@/components/posts/post-display.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Slider } from '@/components/ui/slider.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toastError } from '@/lib/toast-error.ts';
import { useReactToPost } from '../api/react-to-post.ts';

const outOf = (value: number) => `${value} out of ${REACTION_VALUE.max}`;

/**
 * Spec §4 "Reaction flow": choose a type, set a value, submit; the dialog then resets to 50. A
 * reaction is weighted: 1 is a faint nod, 100 is with the whole heart.
 */
export default function ReactionDialog({
  postId,
  summary,
  trigger,
  defaultOpen,
}: { postId: string; summary: ReactionSummary; trigger: ReactElement } & Arrival) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [value, setValue] = useState<number>(REACTION_VALUE.default);
  const react = useReactToPost();
  const { label, icon: Icon } = REACTION_DISPLAY[summary.type];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    react.mutate(
      { postId, type: summary.type, value },
      {
        onSuccess: () => {
          setValue(REACTION_VALUE.default);
          setOpen(false);
        },
        onError: (error) => toastError(error, 'Failed to add reaction. Please try again.'),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setValue(REACTION_VALUE.default);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-5">
          <div className="grid gap-2">
            <DialogTitle className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              {label}
            </DialogTitle>
            <DialogDescription>How strongly does this post move you? Choose anywhere from 1 to 100.</DialogDescription>
          </div>
          <div className="grid gap-2">
            <div className="flex items-baseline justify-between">
              <span id={`${id}-label`} className="font-medium">
                Strength
              </span>
              <output htmlFor={`${id}-slider`} aria-live="polite" className="text-2xl font-semibold tabular-nums">
                {value}
              </output>
            </div>
            <Slider
              id={`${id}-slider`}
              thumbLabel={`${label} strength`}
              valueText={outOf(value)}
              min={REACTION_VALUE.min}
              max={REACTION_VALUE.max}
              step={REACTION_VALUE.step}
              value={[value]}
              onValueChange={([next]) => setValue(next ?? REACTION_VALUE.default)}
            />
            <div aria-hidden="true" className="flex justify-between text-sm text-muted-foreground">
              <span>{REACTION_VALUE.min}</span>
              <span>{REACTION_VALUE.max}</span>
            </div>
          </div>
          <Button type="submit" disabled={react.isPending}>
            {react.isPending ? <Spinner /> : null}
            Share Reaction
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
