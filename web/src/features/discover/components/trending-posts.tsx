import { TrendingUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Post } from '#shared/types/post.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PostList, PostListSkeleton } from '@/components/posts/post-list.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useTrending } from '../api/get-trending.ts';

/** Discover's Trending Posts: the same cards as the feed. */
export function TrendingPosts({ onIntent }: { onIntent: (post: Post) => void }) {
  const trending = useTrending();
  if (trending.isPending) return <PostListSkeleton label="Loading trending posts" />;
  if (trending.isError) {
    return <LoadError title="Failed to fetch posts" headingLevel="h3" onRetry={() => void trending.refetch()} retrying={trending.isFetching} />;
  }
  if (!trending.data.length) {
    return (
      <EmptyState
        icon={TrendingUp}
        title="No posts found"
        headingLevel="h3"
        action={
          <Button asChild variant="outline">
            <Link to={paths.home.getHref()}>Go to the feed</Link>
          </Button>
        }
      >
        Nothing has drawn reactions or reflections this week yet. Posts that do will gather here.
      </EmptyState>
    );
  }
  return <PostList label="Trending posts" posts={trending.data} minimalist={false} onIntent={onIntent} />;
}
