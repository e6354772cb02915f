import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Feather, RefreshCw, Search, X } from 'lucide-react';
import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '@/config/limits.ts';
import { FEED_SORT_LABELS, FEED_SORTS, type FeedSort, type Post } from '#shared/types/post.ts';
import { deferred, triggerStandIn } from '@/components/deferred.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { FeedList } from '@/components/posts/feed-list.tsx';
import { FloatingCreateButton } from '@/components/posts/floating-create-button.tsx';
import { SearchInput } from '@/components/search-input.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { selectTriggerClasses } from '@/components/ui/input.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { cn } from '@/lib/utils.ts';
import { feedQueryOptions, useFeed } from '../api/get-feed.ts';
import { forgetJustShared, useJustShared } from '../hooks/use-just-shared.ts';
import { useMinimalistView } from '../hooks/use-minimalist-view.ts';
import { PULL, usePullToRefresh } from '../hooks/use-pull-to-refresh.ts';
import { useRefreshShortcut } from '../hooks/use-refresh-shortcut.ts';
import { useWarmPost } from '../hooks/use-warm-post.ts';
import { ReplyAction } from './reply-action.tsx';
import { SearchResults } from './search-results.tsx';

const SortSelect = deferred(() => import('./sort-select.tsx'));
/** The sort's trigger keeps one width whichever sort it shows (the stand-in's too). */
const SORT_WIDTH = 'w-44';

const DEFAULT_SORT: FeedSort = 'dynamic';
const isSort = (value: string | null): value is FeedSort => FEED_SORTS.includes(value as FeedSort);
/** The sort an address's ?sort= asks for: one of the sorts, else the default. */
export const feedSortOf = (value: string | null): FeedSort => (isSort(value) ? value : DEFAULT_SORT);

/** One query parameter of the address, changed in place (no new history entry); null removes it. */
function useParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (value === null) updated.delete(name);
          else updated.set(name, value);
          return updated;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [params.get(name), set];
}

/** The sort lives in the address (?sort=impact), so Back and a shared link keep it. */
function useSort(): [FeedSort, (sort: FeedSort) => void] {
  const [value, setValue] = useParam('sort');
  const setSort = useCallback((next: FeedSort) => setValue(next === DEFAULT_SORT ? null : next), [setValue]);
  return [feedSortOf(value), setSort];
}

/**
 * The search panel is open while the address says so (?search), so the desktop top bar's search
 * button can open it from any page. Arriving that way also puts the cursor in the box.
 */
function useSearchPanel(box: RefObject<HTMLInputElement | null>): [boolean, (open: boolean) => void] {
  const [value, setValue] = useParam(paths.feedSearch.param);
  const location = useLocation();
  const askedToFocus = (location.state as typeof paths.feedSearch.state | null)?.focusSearch === true;
  useEffect(() => {
    if (askedToFocus) box.current?.focus();
  }, [askedToFocus, location.key, box]);
  const setOpen = useCallback((open: boolean) => setValue(open ? '' : null), [setValue]);
  return [value !== null, setOpen];
}

/** Drawn above the list while a finger pulls the feed down; screen readers hear the status line instead. */
function PullIndicator({ pull, refreshing }: { pull: number; refreshing: boolean }) {
  const height = refreshing ? 48 : pull;
  if (!height) return null;
  const ready = pull > PULL.threshold;
  return (
    <div
      aria-hidden="true"
      data-testid="pull-indicator"
      style={{ height }}
      className="flex items-end justify-center overflow-hidden text-sm text-muted-foreground"
    >
      <span className="flex items-center gap-2 pb-2">
        <RefreshCw
          className={cn('size-5', refreshing && 'motion-safe:animate-spin')}
          style={refreshing ? undefined : { transform: `rotate(${pull * 3}deg)` }}
        />
        {refreshing ? 'Refreshing…' : ready ? 'Release to refresh' : 'Pull to refresh'}
      </span>
    </div>
  );
}

/** Each card of a feed (the home's, a circle's) has a Reply that opens a composer in place (issue 33 §1). */
const replyAction = (post: Post) => <ReplyAction post={post} />;

/** A feed before anyone has posted in it. */
function NoPostsYet({ circleId }: { circleId?: string }) {
  return (
    <EmptyState
      icon={Feather}
      title="No posts yet"
      action={
        <Button asChild>
          <Link to={paths.create.getHref(circleId)}>Share the first post</Link>
        </Button>
      }
    >
      {circleId
        ? 'This circle is quiet. A question or a reflection of yours could be the first thing its members read here.'
        : 'The circle is quiet. A question or a reflection of yours could be the first thing someone reads here.'}
    </EmptyState>
  );
}

/**
 * Spec §2 "Home feed": sort menu, search panel, minimalist view, pull-to-refresh and Ctrl/Cmd+R,
 * the feed a page at a time, and the floating create button. With a circle's id, that circle's
 * feed (§2 "Circle detail"): the same sorts and cards, without the search panel, whose search
 * never reaches circle posts (docs/decisions.md). An interlude (the home's suggested circle) goes
 * among the posts, where FeedList places it.
 */
export function Feed({ circleId, interlude }: { circleId?: string; interlude?: ReactNode }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [sort, setSort] = useSort();
  const feed = useFeed(sort, circleId);
  const justShared = useJustShared().filter((post) => post.circleId === (circleId ?? null));
  const [minimalist, setMinimalist] = useMinimalistView();
  const searchBox = useRef<HTMLInputElement>(null);
  const [searchOpen, setSearchOpen] = useSearchPanel(searchBox);
  const [query, setQuery] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const searchToggle = useRef<HTMLButtonElement>(null);
  const settledQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS).trim();
  const searchable = !circleId;
  const searching = searchable && searchOpen && settledQuery.length > 0;

  // Only the first page is fetched again: a refresh starts the feed over (and reshuffles Shuffle).
  const refresh = useCallback(async () => {
    const { queryKey } = feedQueryOptions(sort, circleId);
    queryClient.setQueryData(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    setAnnouncement('Refreshing the feed…');
    try {
      await queryClient.refetchQueries({ queryKey, exact: true }, { throwOnError: true });
      // The member's new posts now stand where the sort puts them.
      forgetJustShared(queryClient);
      setAnnouncement('The feed is up to date.');
    } catch (error) {
      setAnnouncement('');
      if (!isApiError(error, 401)) toast({ title: 'Refresh Failed', description: 'Could not refresh the feed.', variant: 'destructive' });
    }
  }, [queryClient, sort, circleId]);

  useRefreshShortcut(() => void refresh());
  const { pull, refreshing } = usePullToRefresh(refresh);

  const warm = useWarmPost();

  const closeSearch = () => {
    setSearchOpen(false);
    setQuery('');
    searchToggle.current?.focus();
  };

  const ids = { sort: `${id}-sort`, minimalist: `${id}-minimalist`, search: `${id}-search`, panel: `${id}-search-panel` };

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <div className="flex items-center gap-2">
          <Label htmlFor={ids.sort}>Sort</Label>
          <SortSelect
            id={ids.sort}
            sort={sort}
            onValueChange={(value) => isSort(value) && setSort(value)}
            className={SORT_WIDTH}
            standIn={triggerStandIn({
              id: ids.sort,
              role: 'combobox',
              'aria-autocomplete': 'none',
              className: cn(selectTriggerClasses, SORT_WIDTH),
              children: (
                <>
                  <span>{FEED_SORT_LABELS[sort]}</span>
                  <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                </>
              ),
            })}
          />
        </div>
        {searchable ? (
          <Button
            ref={searchToggle}
            variant={searchOpen ? 'secondary' : 'outline'}
            aria-expanded={searchOpen}
            aria-controls={ids.panel}
            onClick={() => (searchOpen ? closeSearch() : setSearchOpen(true))}
          >
            <Search aria-hidden="true" className="size-5" />
            Search
          </Button>
        ) : null}
        <div className="flex items-center gap-1 sm:ml-auto">
          <Switch id={ids.minimalist} checked={minimalist} onCheckedChange={setMinimalist} />
          <Label htmlFor={ids.minimalist} className="cursor-pointer">
            Minimalist view
          </Label>
        </div>
      </div>

      {searchable && searchOpen ? (
        <div role="search" id={ids.panel} aria-label="Posts" className="grid gap-2 rounded-3xl border border-border bg-card p-4 shadow-sm sm:p-5">
          <Label htmlFor={ids.search}>Search posts</Label>
          <div className="flex gap-2">
            <SearchInput
              ref={searchBox}
              wrapperClassName="flex-1"
              id={ids.search}
              autoFocus
              placeholder="A word, or a member's anonymous name"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') closeSearch();
              }}
            />
            <Button variant="ghost" size="icon" aria-label="Close search" onClick={closeSearch}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">Matches the beginnings of words in posts and members&rsquo; names.</p>
        </div>
      ) : null}

      <p role="status" className="sr-only">
        {announcement}
      </p>
      <PullIndicator pull={pull} refreshing={refreshing} />

      {searching ? <SearchResults query={settledQuery} minimalist={minimalist} onIntent={warm} /> : null}
      {/* The feed stays mounted under a search, so closing the search returns to the same place. */}
      <div hidden={searching}>
        <FeedList
          feed={feed}
          empty={<NoPostsYet circleId={circleId} />}
          minimalist={minimalist}
          onIntent={warm}
          justShared={justShared}
          action={replyAction}
          interlude={interlude}
        />
      </div>

      <FloatingCreateButton to={paths.create.getHref(circleId)} />
    </div>
  );
}
