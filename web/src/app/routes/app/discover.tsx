import { PageHeader } from '@/components/page-header.tsx';
import { useOtherCircles } from '@/features/circles/api/get-other-circles.ts';
import { CircleCard } from '@/features/circles/components/circle-card.tsx';
import { Discover } from '@/features/discover/components/discover.tsx';
import { SearchResults } from '@/features/posts/components/search-results.tsx';
import { useWarmPost } from '@/features/posts/hooks/use-warm-post.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** Discover is its own feature; its circles and its post search come from the features that own them. */
export default function DiscoverRoute() {
  useDocumentTitle('Discover');
  const circles = useOtherCircles();
  const warm = useWarmPost();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Discover" description="Circles to join, the posts drawing the most this week, and topics to explore." />
      <Discover
        circles={circles}
        renderCircle={(circle) => <CircleCard circle={circle} />}
        renderPostSearch={(query) => <SearchResults query={query} minimalist={false} onIntent={warm} />}
        onPostIntent={warm}
      />
    </div>
  );
}
