import type { Post } from '#shared/types/post.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { PostCard } from './post-card.tsx';

interface PostListProps {
  /** The list's accessible name, e.g. "Posts" or "Search results". */
  label: string;
  posts: Post[];
  /** The minimalist view: name, age and text only. */
  minimalist: boolean;
  onIntent: (post: Post) => void;
  /** Posts the member has just shared, marked as theirs. */
  justShared?: ReadonlySet<string>;
}

/** Posts as cards, one list item each. */
export function PostList({ label, posts, minimalist, onIntent, justShared }: PostListProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} minimalist={minimalist} onIntent={onIntent} justShared={justShared?.has(post.id)} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while posts load. */
export function PostListSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} data-testid="post-placeholder" className="h-40 rounded-3xl" />
      ))}
    </div>
  );
}
