import { Button } from '@/components/ui/button.tsx';

interface LoadMoreButtonProps {
  /** An infinite query's result: the button shows only while it has a next page. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  children: string;
}

/** "Show older …" under a list a server answers page by page. */
export function LoadMoreButton({ query, children }: LoadMoreButtonProps) {
  if (!query.hasNextPage) return null;
  return (
    <Button variant="outline" className="justify-self-center" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
      {query.isFetchingNextPage ? 'Loading…' : children}
    </Button>
  );
}
