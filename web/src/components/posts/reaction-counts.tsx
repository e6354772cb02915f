import { MessageCircle } from 'lucide-react';
import type { Post } from '#shared/types/post.ts';
import { cn } from '@/lib/utils.ts';
import { REACTION_DISPLAY } from './post-display.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A post's reactions per type and its reflections, as small counts with spoken labels. */
export function ReactionCounts({ post, showReplies = true, className }: { post: Post; showReplies?: boolean; className?: string }) {
  const reacted = post.reactions.filter((reaction) => reaction.count > 0);
  if (!reacted.length && !(showReplies && post.replies > 0)) return null;
  return (
    <ul className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
      {reacted.map((reaction) => {
        const { label, icon: Icon } = REACTION_DISPLAY[reaction.type];
        return (
          <li key={reaction.type} className="inline-flex items-center gap-1.5">
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{label}:</span>
            <span className="tabular-nums">{reaction.count}</span>
          </li>
        );
      })}
      {showReplies && post.replies > 0 ? (
        <li className="inline-flex items-center gap-1.5">
          <MessageCircle aria-hidden="true" className="size-4" />
          <span aria-hidden="true" className="tabular-nums">
            {post.replies}
          </span>
          <span className="sr-only">{plural(post.replies, 'reflection', 'reflections')}</span>
        </li>
      ) : null}
    </ul>
  );
}
