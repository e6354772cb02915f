import type { ReactNode } from 'react';
import type { Post } from '#shared/types/post.ts';
import { PostCard, PostCardSkeleton } from './post-card.tsx';

interface PostListProps {
  /** The list's accessible name, e.g. "Posts" or "Search results". */
  label: string;
  posts: Post[];
  /** The minimalist view: name, age and text only. */
  minimalist: boolean;
  onIntent: (post: Post) => void;
  /** Posts the member has just shared, marked as theirs. */
  justShared?: ReadonlySet<string>;
  /** What the member can do from each card (the feeds' Reply). */
  action?: (post: Post) => ReactNode;
  /** Something else the list carries (a suggestion), as an item of its own after this many posts, or last. */
  interlude?: { after: number; content: ReactNode };
}

/** Posts as cards, one list item each. */
export function PostList({ label, posts, minimalist, onIntent, justShared, action, interlude }: PostListProps) {
  const items = posts.map((post) => (
    <li key={post.id}>
      <PostCard post={post} minimalist={minimalist} onIntent={onIntent} justShared={justShared?.has(post.id)} action={action?.(post)} />
    </li>
  ));
  if (interlude) {
    // While the interlude draws nothing (still loading, or nothing to say), its item is no item at all.
    items.splice(interlude.after, 0, <li key="interlude" className="empty:hidden">{interlude.content}</li>);
  }
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4">
      {items}
    </ul>
  );
}

/** Placeholder cards while posts load. */
export function PostListSkeleton({ label, count = 3, minimalist = false }: { label: string; count?: number; minimalist?: boolean }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      {Array.from({ length: count }, (_, i) => (
        <PostCardSkeleton key={i} minimalist={minimalist} />
      ))}
    </div>
  );
}
