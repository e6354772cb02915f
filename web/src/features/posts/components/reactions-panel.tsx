import { type FormEvent, useId, useState } from 'react';
import { REACTION_VALUE } from '#shared/limits.ts';
import type { Post, ReactionSummary } from '#shared/types/post.ts';
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
function ReactionDialog({ postId, summary }: { postId: string; summary: ReactionSummary }) {
  const id = useId();
  const [open, setOpen] = useState(false);
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
      <DialogTrigger asChild>
        <Button
          variant={summary.userReaction === null ? 'outline' : 'secondary'}
          className="h-auto min-h-11 w-full px-3 py-2 text-center whitespace-normal"
        >
          <Icon aria-hidden="true" className="size-5" />
          {summary.userReaction === null ? label : `Change ${label}`}
        </Button>
      </DialogTrigger>
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

/**
 * grid-cols-1 is minmax(0, 1fr): the card's one column is the card's width, never its widest
 * content's, so a long label wraps inside the border instead of pushing past it.
 */
function ReactionCard({ postId, summary }: { postId: string; summary: ReactionSummary }) {
  const { label, icon: Icon } = REACTION_DISPLAY[summary.type];
  return (
    <li className="grid grid-cols-1 content-start gap-3 rounded-2xl border border-border bg-card p-4" data-testid={`reaction-${summary.type}`}>
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        {label}
      </h3>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          ['Count', summary.count],
          ['Average', summary.count ? summary.averageValue : '–'],
          ['Yours', summary.userReaction ?? '–'],
        ].map(([term, value]) => (
          <div key={term} className="grid min-w-0 rounded-xl bg-muted/60 py-1.5">
            <dt className="order-2 text-xs text-muted-foreground">{term}</dt>
            <dd className="order-1 text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <ReactionDialog postId={postId} summary={summary} />
      {summary.users.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer py-3 text-muted-foreground">Who reacted</summary>
          <ul className="grid grid-cols-1 gap-1">
            {summary.users.map((user) => (
              <li key={user.id} className="flex justify-between gap-2">
                <span className="min-w-0 truncate">{user.anonymousName}</span>
                <span className="text-muted-foreground tabular-nums">{user.value}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

export function ReactionsPanel({ post }: { post: Post }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="@container grid gap-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Reactions
      </h2>
      {/* Three abreast only where the column is wide enough for three cards (a container query:
          the sidebar, open or not, decides the column's width as much as the screen does). */}
      <ul className="grid gap-3 @2xl:grid-cols-3">
        {post.reactions.map((summary) => (
          <ReactionCard key={summary.type} postId={post.id} summary={summary} />
        ))}
      </ul>
    </section>
  );
}
