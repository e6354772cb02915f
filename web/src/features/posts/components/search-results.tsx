import { SearchX } from 'lucide-react';
import type { Post } from '#shared/types/post.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PostList, PostListSkeleton } from '@/components/posts/post-list.tsx';
import { useSearchPosts } from '../api/search-posts.ts';

interface SearchResultsProps {
  /** Already debounced and not blank. */
  query: string;
  minimalist: boolean;
  onIntent: (post: Post) => void;
}

export function SearchResults({ query, minimalist, onIntent }: SearchResultsProps) {
  const search = useSearchPosts(query);
  if (search.isPending) return <PostListSkeleton label="Searching posts" count={2} minimalist={minimalist} />;
  if (search.isError) {
    return (
      <LoadError
        title="Failed to search posts. Please try again."
        onRetry={() => void search.refetch()}
        retrying={search.isFetching}
      />
    );
  }
  if (!search.data.length) {
    return (
      <EmptyState icon={SearchX} title="No posts found">
        Try the beginning of another word, or a member&rsquo;s anonymous name.
      </EmptyState>
    );
  }
  return <PostList label="Search results" posts={search.data} minimalist={minimalist} onIntent={onIntent} />;
}
