import { useId } from 'react';
import type { Post, ReactionSummary } from '#shared/types/post.ts';
import { deferred, sameTrigger } from '@/components/deferred.tsx';
import { REACTION_DISPLAY } from '@/components/posts/post-display.ts';
import { Button } from '@/components/ui/button.tsx';

const ReactionDialog = deferred(() => import('./reaction-dialog.tsx'));

/**
 * grid-cols-1 is minmax(0, 1fr): the card's one column is the card's width, never its widest
 * content's, so a long label wraps inside the border instead of pushing past it.
 */
function ReactionCard({ postId, summary }: { postId: string; summary: ReactionSummary }) {
  const { label, icon: Icon } = REACTION_DISPLAY[summary.type];
  const trigger = (
    <Button
      variant={summary.userReaction === null ? 'outline' : 'secondary'}
      className="h-auto min-h-11 w-full px-3 py-2 text-center whitespace-normal"
    >
      <Icon aria-hidden="true" className="size-5" />
      {summary.userReaction === null ? label : `Change ${label}`}
    </Button>
  );
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
      <ReactionDialog postId={postId} summary={summary} trigger={trigger} standIn={sameTrigger(trigger, 'dialog')} />
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
