import { PageHeader } from '@/components/page-header.tsx';
import { useOtherCircles } from '@/features/circles/api/get-other-circles.ts';
import { CircleCard } from '@/features/circles/components/circle-card.tsx';
import { Discover } from '@/features/discover/components/discover.tsx';
import { SearchResults } from '@/features/posts/components/search-results.tsx';
import { useWarmPost } from '@/features/posts/hooks/use-warm-post.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { memberMessages } from './messages/index.ts';

/** Discover is its own feature; its circles and its post search come from the features that own them. */
export default function DiscoverRoute() {
  const t = useT(memberMessages);
  useDocumentTitle(t('discover.title'));
  const circles = useOtherCircles();
  const warm = useWarmPost();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('discover.title')} description={t('discover.description')} />
      <Discover
        circles={circles}
        renderCircle={(circle) => <CircleCard circle={circle} />}
        renderPostSearch={(query) => <SearchResults query={query} minimalist={false} onIntent={warm} />}
        onPostIntent={warm}
      />
    </div>
  );
}
