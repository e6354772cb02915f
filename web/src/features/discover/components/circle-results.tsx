import { Compass, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Circle } from '#shared/types/circle.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { LoadMoreButton } from '@/components/load-more-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import type { PagedList } from '@/lib/paged-list.ts';
import { circleMatches } from '../utils/circle-matches.ts';

interface CircleResultsProps {
  /** GET /api/circles: the circles the member has not joined, page by page. */
  circles: PagedList<Circle>;
  /** The search box as typed: the list narrows with every key. */
  query: string;
  /** A circle's card with its join action, from the circles feature. */
  renderCircle: (circle: Circle) => ReactNode;
}

/** How many more pages a search that matches nothing in the loaded ones reads by itself. */
const PAGES_READ_ON = 5;

/**
 * The search narrows the pages loaded so far. When it matches none of them and more exist, the next
 * pages are read by themselves (a few for each search), so a circle further on is found rather than
 * hidden behind "No circles found"; after that the member reads on with "Show more circles".
 */
function useReadOnWhileNothingMatches(circles: PagedList<Circle>, query: string, nothingMatches: boolean) {
  const readOn = useRef({ query, pages: 0 });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = circles;
  useEffect(() => {
    if (readOn.current.query !== query) readOn.current = { query, pages: 0 };
    if (!query.trim() || !nothingMatches || !hasNextPage || isFetchingNextPage || readOn.current.pages >= PAGES_READ_ON) return;
    readOn.current.pages += 1;
    void fetchNextPage();
  }, [query, nothingMatches, hasNextPage, isFetchingNextPage, fetchNextPage]);
}

/** Discover's Circles tab: the circles the member has not joined, narrowed by the search box. */
export function CircleResults({ circles, query, renderCircle }: CircleResultsProps) {
  const shown = circles.data?.filter((circle) => circleMatches(circle, query)) ?? [];
  useReadOnWhileNothingMatches(circles, query, circles.data !== undefined && shown.length === 0);
  if (circles.isPending) {
    return (
      <div role="status" aria-label="Loading circles" className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className="h-44 rounded-3xl" />
        ))}
      </div>
    );
  }
  if (circles.isError || !circles.data) {
    return <LoadError title="We couldn't load the circles" headingLevel="h3" onRetry={() => void circles.refetch()} retrying={circles.isFetching} />;
  }
  // The search narrows the pages loaded so far; more may match further on.
  const more = <LoadMoreButton query={circles}>Show more circles</LoadMoreButton>;
  if (!shown.length) {
    const searching = query.trim().length > 0;
    return (
      <div className="grid gap-4">
        <EmptyState
          icon={searching ? SearchX : Compass}
          title="No circles found"
          headingLevel="h3"
          action={
            <Button asChild variant="outline">
              <Link to={paths.circles.getHref()}>Go to Circles</Link>
            </Button>
          }
        >
          {searching
            ? 'No circle you have not joined matches your search. Try another word, or start a circle of your own.'
            : 'You are in every circle there is. New ones will appear here, or you can start one of your own.'}
        </EmptyState>
        {more}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ul aria-label="Circles you have not joined" className="grid gap-4 sm:grid-cols-2">
        {shown.map((circle) => (
          <li key={circle.id}>{renderCircle(circle)}</li>
        ))}
      </ul>
      {more}
    </div>
  );
}
