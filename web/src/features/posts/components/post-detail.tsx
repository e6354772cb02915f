import { Compass } from 'lucide-react';
import { useDeferredValue, useId } from 'react';
import { Link } from 'react-router-dom';
import type { Post } from '#shared/types/post.ts';
import type { User } from '#shared/types/user.ts';
import { LoadError } from '@/components/load-error.tsx';
import { LinkPreviewCard } from '@/components/posts/link-preview-card.tsx';
import { PostByline } from '@/components/posts/post-byline.tsx';
import { ReviewNote } from '@/components/posts/review-note.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { usePost } from '../api/get-post.ts';
import { useMarkPostNotificationsRead } from '../api/mark-post-notifications-read.ts';
import { BackLink } from './back-link.tsx';
import { PostActions } from './post-actions.tsx';
import { PostMedia } from './post-media.tsx';
import { ReactionsPanel } from './reactions-panel.tsx';
import { ReplyForm } from './reply-form.tsx';
import { ReplyList } from './reply-list.tsx';

/** The heading after the author's name: "<name> asked". */
const VERBS: Record<Post['type'], string> = { question: 'asked', reflection: 'reflected', reply: 'replied' };

function PostNotFound() {
  useDocumentTitle('Post not found');
  return (
    <div className="flex flex-col items-center px-4 py-12 text-center sm:py-16">
      <div className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Compass aria-hidden="true" className="size-7" />
      </div>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight">Post not found</h1>
      <p className="mt-3 max-w-md text-lg text-muted-foreground">It may have been deleted, or the link is incomplete.</p>
      <Button asChild className="mt-8">
        <Link to={paths.home.getHref()}>Back to the feed</Link>
      </Button>
    </div>
  );
}

function PostDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading the post" className="grid gap-4">
      <Skeleton className="h-11 w-40" />
      <Skeleton className="h-56 rounded-3xl" />
      <Skeleton className="h-36 rounded-3xl" />
    </div>
  );
}

function LoadedPost({ post, user }: { post: Post; user: User }) {
  const id = useId();
  useMarkPostNotificationsRead(post.id);
  useDocumentTitle(post.type === 'question' ? 'Question' : 'Reflection');
  return (
    <div className="grid grid-cols-1 gap-10">
      <div className="grid gap-4">
        <BackLink post={post} />
        <article aria-labelledby={`${id}-title`} className="grid gap-5 rounded-3xl border border-border bg-card p-5 shadow-sm sm:p-7">
          <PostByline
            post={post}
            name={(authorLink) => (
              <h1 id={`${id}-title`} className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-lg font-semibold">
                {authorLink} {VERBS[post.type]}
              </h1>
            )}
          />
          <ReviewNote post={post} />
          <p className="max-w-[65ch] text-lg leading-relaxed whitespace-pre-line">{post.content}</p>
          <LinkPreviewCard post={post} plainLink />
          <PostMedia post={post} />
          <PostActions post={post} user={user} />
        </article>
      </div>
      <ReactionsPanel post={post} />
      <section aria-labelledby={`${id}-reflections`} className="grid gap-4">
        <h2 id={`${id}-reflections`} className="text-xl font-semibold">
          Reflections{post.replies ? <span className="font-normal text-muted-foreground"> ({post.replies})</span> : null}
        </h2>
        <ReplyList postId={post.id} />
        <ReplyForm postId={post.id} wording="page" />
      </section>
    </div>
  );
}

/** Spec §2 "Post detail": the post, its reactions and reflections, and what can be done with it. */
export function PostDetail({ postId, user }: { postId: string; user: User }) {
  const post = usePost(postId);
  // The whole page arrives with the post: rendered in the background, so React can pause for input (see FeedList).
  const data = useDeferredValue(post.data);
  if (post.isError) {
    if (isApiError(post.error, 404)) return <PostNotFound />;
    return <LoadError title="We couldn't load this post" onRetry={() => void post.refetch()} retrying={post.isFetching} />;
  }
  if (!data) return <PostDetailSkeleton />;
  return <LoadedPost post={data} user={user} />;
}
