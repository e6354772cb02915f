import { EyeOff } from 'lucide-react';
import type { Post } from '#shared/types/post.ts';
import { cn } from '@/lib/utils.ts';

/** The words of the note (docs/decisions.md, "Hidden for review"): calm, blaming no one, asking nothing. */
const REVIEW_NOTE = 'Resting out of view for now. Some members asked for a second look, so until an admin has read it only its author and the admins see it. Nothing needs doing.';

/** Shown on a post hidden for review by auto-moderation: only its author and admins ever get such a post. */
export function ReviewNote({ post, className }: { post: Post; className?: string }) {
  if (!post.quarantined) return null;
  return (
    <p className={cn('relative flex gap-2 rounded-2xl bg-muted px-4 py-3 text-sm text-muted-foreground', className)}>
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0">{REVIEW_NOTE}</span>
    </p>
  );
}
