import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { LinkPreviewCard } from '@/components/posts/link-preview-card.tsx';
import { PostByline } from '@/components/posts/post-byline.tsx';
import { ReviewNote } from '@/components/posts/review-note.tsx';
import { PostListSkeleton } from '@/components/posts/post-list.tsx';
import { ReactionCounts } from '@/components/posts/reaction-counts.tsx';
import { paths } from '@/config/paths.ts';
import { displayName } from '@/lib/persona.ts';
import { useReplies } from '../api/get-replies.ts';
import { PostMedia } from './post-media.tsx';

/** A post's reflections, oldest first: a conversation reads top to bottom. */
export function ReplyList({ postId }: { postId: string }) {
  const replies = useReplies(postId);
  if (replies.isPending) return <PostListSkeleton label="Loading reflections" count={2} />;
  if (replies.isError) {
    return <LoadError title="We couldn't load the reflections" onRetry={() => void replies.refetch()} retrying={replies.isFetching} />;
  }
  if (!replies.data.length) {
    return (
      <EmptyState icon={MessageCircle} title="No reflections yet" headingLevel="h3">
        Be the first to respond with what this stirs in you.
      </EmptyState>
    );
  }
  return (
    <ol aria-label="Reflections" className="grid gap-3">
      {replies.data.map((reply) => (
        <li key={reply.id} className="grid gap-3 rounded-3xl border border-border bg-card p-5" data-testid="reply">
          <div className="flex items-start justify-between gap-3">
            <PostByline post={reply} />
            <Link
              to={paths.post.getHref(reply.id)}
              className="-my-2 inline-flex min-h-11 shrink-0 items-center rounded-xl px-3 text-primary underline-offset-4 hover:underline"
            >
              Open<span className="sr-only"> reflection by {displayName(reply.author.anonymousName)}</span>
            </Link>
          </div>
          <ReviewNote post={reply} />
          <p className="max-w-[65ch] leading-relaxed whitespace-pre-line">{reply.content}</p>
          {/* A reply from a feed's composer may carry the spec's reply attachments. */}
          <PostMedia post={reply} />
          <LinkPreviewCard post={reply} plainLink />
          <ReactionCounts post={reply} />
        </li>
      ))}
    </ol>
  );
}
