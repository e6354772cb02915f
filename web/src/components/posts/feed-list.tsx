import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect, useRef } from 'react';
import type { FeedPage, Post } from '#shared/types/post.ts';
import { LoadError } from '@/components/load-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useBatchedDrawing } from '@/lib/use-batched-drawing.ts';
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
  /** What the member can do from each card (Reply). */
  action?: (post: Post) => ReactNode;
  /**
   * Something that arrives on its own time (the home's suggested circle): placed after the first
   * posts, below a phone's first screen, so that its arrival moves nothing the member is reading.
   */
  interlude?: ReactNode;
}

/** How many posts come before the interlude: three cards fill a phone's screen. */
const INTERLUDE_AFTER = 3;

/** How far below the screen the next page starts loading, so scrolling rarely has to wait. */
const LOAD_AHEAD = '800px';

/** How many cards the first render of a page of posts draws: a phone's first screen, and a little more. */
const FIRST_DRAWN = 4;
/** How many more each later render draws, until the page is all drawn. */
const DRAWN_PER_BATCH = 4;

/**
 * A feed, a page at a time: the next page loads as the end comes near, and a "Load more"
 * button does the same for anyone who does not scroll (keyboards, switch access).
 */
export function FeedList({ feed, empty, minimalist, onIntent, justShared = [], action, interlude }: FeedListProps) {
  // A page of cards is the heaviest render of a phone's first screen: it comes in a background
  // render that React pauses for input every few milliseconds, never as one long task.
  const data = useDeferredValue(feed.data);

  if (feed.isError && !feed.data) {
    return <LoadError title="Failed to fetch posts" onRetry={() => void feed.refetch()} retrying={feed.isFetching} />;
  }
  if (!data) return <PostListSkeleton label="Loading posts" minimalist={minimalist} />;

  const pinned = new Set(justShared.map((post) => post.id));
  const posts = [...justShared, ...data.pages.flatMap((page) => page.posts).filter((post) => !pinned.has(post.id))];
  if (!posts.length) {
    return (
      <div className="grid grid-cols-1 gap-4">
        {empty}
        {interlude}
      </div>
    );
  }
  // While the background render of a new page has not caught up, its end of the list is not yet drawn.
  const drawing = data !== feed.data;
  return (
    <FeedPosts feed={feed} posts={posts} pinned={pinned} drawing={drawing} minimalist={minimalist} onIntent={onIntent} action={action} interlude={interlude} />
  );
}

interface FeedPostsProps extends Pick<FeedListProps, 'feed' | 'minimalist' | 'onIntent' | 'action' | 'interlude'> {
  posts: Post[];
  pinned: ReadonlySet<string>;
  /** A page has arrived whose cards are still being drawn: the list is loading still, never at its end. */
  drawing: boolean;
}

function FeedPosts({ feed, posts, pinned, drawing, minimalist, onIntent, action, interlude }: FeedPostsProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, fetchNextPage, isFetchNextPageError } = feed;
  const isFetchingNextPage = feed.isFetchingNextPage || drawing;
  // The cards a phone shows first are painted first; the rest of the page follows a few cards at a
  // time in background renders. Until all are drawn, the list has no end to reach: no next page is asked for.
  const drawn = useBatchedDrawing(posts.length, FIRST_DRAWN, DRAWN_PER_BATCH);
  const complete = drawn === posts.length;

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
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError, complete]);

  return (
    <div className="grid grid-cols-1 gap-4">
      <PostList
        label="Posts"
        posts={posts.slice(0, drawn)}
        minimalist={minimalist}
        onIntent={onIntent}
        justShared={pinned}
        action={action}
        interlude={interlude ? { after: INTERLUDE_AFTER, content: interlude } : undefined}
      />
      {complete ? (
        <>
          <div ref={sentinel} aria-hidden="true" />
          {feed.isFetchNextPageError ? (
            <p role="alert" className="text-center text-destructive">
              Failed to fetch posts
            </p>
          ) : null}
          {hasNextPage || drawing ? (
            <Button variant="outline" className="justify-self-center" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? <Spinner /> : null}
              {isFetchingNextPage ? 'Loading more…' : 'Load more'}
            </Button>
          ) : (
            <p className="py-4 text-center text-muted-foreground">That&rsquo;s everything for now.</p>
          )}
        </>
      ) : null}
    </div>
  );
}
