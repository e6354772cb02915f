import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n.tsx';
import { componentMessages } from './messages/index.ts';

interface LoadMoreButtonProps {
  /** An infinite query's result: the button shows only while it has a next page. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  children: string;
}

/** "Show older …" under a list a server answers page by page. */
export function LoadMoreButton({ query, children }: LoadMoreButtonProps) {
  const t = useT(componentMessages);
  if (!query.hasNextPage) return null;
  return (
    <Button variant="outline" className="justify-self-center" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
      {query.isFetchingNextPage ? t('loading') : children}
    </Button>
  );
}
