import { Feather } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { FeedSort, Post } from '#shared/types.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useFeed } from '../api/get-feed.ts';
import { PostCard } from './post-card.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PostListSkeleton } from './post-list-states.tsx';

interface FeedListProps {
  sort: FeedSort;
  minimalist: boolean;
  onIntent: (post: Post) => void;
}

/** How far below the screen the next page starts loading, so scrolling rarely has to wait. */
const LOAD_AHEAD = '800px';

/**
 * The feed, a page at a time: the next page loads as the end comes near, and a "Load more"
 * button does the same for anyone who does not scroll (keyboards, switch access).
 */
export function FeedList({ sort, minimalist, onIntent }: FeedListProps) {
  const feed = useFeed(sort);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = feed;

  useEffect(() => {
    const target = sentinel.current;
    // After a failed page it waits for the button, rather than asking again and again.
    if (!target || !hasNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError]);

  if (feed.isPending) return <PostListSkeleton label="Loading posts" />;
  if (feed.isError && !feed.data) {
    return <LoadError title="Failed to fetch posts" onRetry={() => void feed.refetch()} retrying={feed.isFetching} />;
  }

  const posts = feed.data.pages.flatMap((page) => page.posts);
  if (!posts.length) {
    return (
      <EmptyState
        icon={Feather}
        title="No posts yet"
        action={
          <Button asChild>
            <Link to={paths.create.getHref()}>Share the first post</Link>
          </Button>
        }
      >
        The circle is quiet. A question or a reflection of yours could be the first thing someone reads here.
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-4">
      <ul aria-label="Posts" className="grid gap-4">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} minimalist={minimalist} onIntent={onIntent} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {feed.isFetchNextPageError ? (
        <p role="alert" className="text-center text-destructive">
          Failed to fetch posts
        </p>
      ) : null}
      {hasNextPage ? (
        <Button variant="outline" className="justify-self-center" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? <Spinner /> : null}
          {isFetchingNextPage ? 'Loading more…' : 'Load more'}
        </Button>
      ) : (
        <p className="py-4 text-center text-muted-foreground">That&rsquo;s everything for now.</p>
      )}
    </div>
  );
}
