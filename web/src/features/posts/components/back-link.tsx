import { ArrowLeft, ArrowUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Post } from '#shared/types/post.ts';
import { paths } from '@/config/paths.ts';

/** Spec §2: Up to the parent post, else back to the post's circle, else back to the feed. */
export function backTargetOf(post: Pick<Post, 'parentId' | 'circleId'>): { href: string; label: string; up: boolean } {
  if (post.parentId) return { href: paths.post.getHref(post.parentId), label: 'Up to the post', up: true };
  if (post.circleId) return { href: paths.circle.getHref(post.circleId), label: 'Back to the circle', up: false };
  return { href: paths.home.getHref(), label: 'Back to the feed', up: false };
}

export function BackLink({ post }: { post: Pick<Post, 'parentId' | 'circleId'> }) {
  const { href, label, up } = backTargetOf(post);
  const Icon = up ? ArrowUp : ArrowLeft;
  return (
    <Link
      to={href}
      className="inline-flex min-h-11 items-center gap-2 self-start rounded-xl pr-3 text-muted-foreground hover:text-foreground"
    >
      <Icon aria-hidden="true" className="size-5" />
      {label}
    </Link>
  );
}
