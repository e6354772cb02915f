import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Circle } from '#shared/types/circle.ts';
import type { Post } from '#shared/types/post.ts';
import { SearchInput } from '@/components/search-input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { SEARCH_DEBOUNCE_MS } from '@/config/limits.ts';
import type { PagedList } from '@/lib/paged-list.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { CircleResults } from './circle-results.tsx';
import { Topics } from './topics.tsx';
import { TrendingPosts } from './trending-posts.tsx';

const TABS = [
  { value: 'circles', label: 'Circles' },
  { value: 'trending', label: 'Trending Posts' },
  { value: 'topics', label: 'Topics' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const DEFAULT_TAB: Tab = 'circles';
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

/** The tab lives in the address (?tab=trending), so Back and a shared link keep it. */
function useTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const setTab = useCallback(
    (tab: Tab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (tab === DEFAULT_TAB) updated.delete('tab');
          else updated.set('tab', tab);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [isTab(value) ? value : DEFAULT_TAB, setTab];
}

function PanelHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mb-4">
      <h2 className="text-xl font-semibold wrap-anywhere">{title}</h2>
      <p className="mt-1 text-muted-foreground">{children}</p>
    </div>
  );
}

interface DiscoverProps {
  /** GET /api/circles: the circles the member has not joined, page by page (the circles feature's query). */
  circles: PagedList<Circle>;
  /** A circle's card with its join action (the circles feature's). */
  renderCircle: (circle: Circle) => ReactNode;
  /** The post search's results for a settled, non-blank query (the posts feature's). */
  renderPostSearch: (query: string) => ReactNode;
  /** Warms a post's page before it is opened. */
  onPostIntent: (post: Post) => void;
}

/**
 * Spec §2 "Discover": one search box over circles and posts, and the tabs Circles, Trending Posts
 * and Topics. The circle list narrows as the member types; posts are searched once the typing
 * pauses (spec §5), in place of the trending list.
 */
export function Discover({ circles, renderCircle, renderPostSearch, onPostIntent }: DiscoverProps) {
  const searchId = useId();
  const box = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useTab();
  const [query, setQuery] = useState('');
  const settledQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS).trim();

  const searchTopic = (topic: string) => {
    setQuery(topic);
    setTab('trending');
    // The topic's button goes with its tab: the cursor goes where the topic now is.
    box.current?.focus();
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <div role="search" aria-label="Circles and posts" className="grid gap-2">
        <Label htmlFor={searchId}>Search circles and posts</Label>
        <SearchInput
          ref={box}
          id={searchId}
          placeholder="A circle's name, or a word from a post"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className="text-sm text-muted-foreground">
          Narrows the circles by name and description, and finds posts by the beginnings of their words.
        </p>
      </div>

      <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
        <TabsList aria-label="Discover">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="circles">
          <PanelHeading title="Circles you haven't joined">Public circles open with one tap; private ones by invitation.</PanelHeading>
          <CircleResults circles={circles} query={query} renderCircle={renderCircle} />
        </TabsContent>
        <TabsContent value="trending">
          {settledQuery ? (
            <>
              <PanelHeading title={`Posts matching “${settledQuery}”`}>Clear the search box to see what is trending.</PanelHeading>
              {renderPostSearch(settledQuery)}
            </>
          ) : (
            <>
              <PanelHeading title="Trending this week">
                The posts drawing the most reactions and reflections over the last seven days, newer ones weighing more.
              </PanelHeading>
              <TrendingPosts onIntent={onPostIntent} />
            </>
          )}
        </TabsContent>
        <TabsContent value="topics">
          <Topics onSearch={searchTopic} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
