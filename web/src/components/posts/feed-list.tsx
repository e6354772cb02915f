import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import type { FeedPage, Post } from '#shared/types/post.ts';
import { LoadError } from '@/components/load-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { PostList, PostListSkeleton } from './post-list.tsx';

interface FeedListProps {
  /** Any feed read a page at a time (the home feed; a circle's feed). */
  feed: UseInfiniteQueryResult<InfiniteData<FeedPage, unknown>>;
  /** What a feed without posts shows instead. */
  empty: ReactNode;
  minimalist: boolean;
  onIntent: (post: Post) => void;
  /**
   * Posts the member shared since the feed was last refreshed, newest first: shown before the
   * feed's own order (wherever the sort would place them) and marked as theirs.
   */
  justShared?: readonly Post[];
}

/** How far below the screen the next page starts loading, so scrolling rarely has to wait. */
const LOAD_AHEAD = '800px';

/**
 * A feed, a page at a time: the next page loads as the end comes near, and a "Load more"
 * button does the same for anyone who does not scroll (keyboards, switch access).
 */
export function FeedList({ feed, empty, minimalist, onIntent, justShared = [] }: FeedListProps) {
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

  const pinned = new Set(justShared.map((post) => post.id));
  const posts = [...justShared, ...feed.data.pages.flatMap((page) => page.posts).filter((post) => !pinned.has(post.id))];
  if (!posts.length) return empty;

  return (
    <div className="grid grid-cols-1 gap-4">
      <PostList label="Posts" posts={posts} minimalist={minimalist} onIntent={onIntent} justShared={pinned} />
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
