import { ExternalLink, Globe } from 'lucide-react';
import type { Post } from '#shared/types/post.ts';
import { cn } from '@/lib/utils.ts';

/** The site a link leads to, as people read it: its host without `www.`. */
const domainOf = (url: string): string => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/**
 * Where a link out of the community goes: a new tab, and nothing of the page it was on (no
 * Referer: the post's address would tell the other site where its reader came from).
 */
const OUTBOUND = { target: '_blank', rel: 'noopener noreferrer nofollow ugc', referrerPolicy: 'no-referrer' } as const;

const NEW_TAB = <span className="sr-only"> (opens in a new tab)</span>;

/**
 * The preview of the first web address in a post or reply (issue 33 §2): the page's title,
 * description and picture as the server read and stored them (the picture is our copy, never the
 * other site's), and its domain. One link, above a card's stretched link (`relative z-10`), so it
 * opens the page and not the post. The page's words are text; long ones are clamped and break
 * anywhere rather than widen the card. Without a preview, the address is a plain link
 * (`plainLink`, the post page) or nothing more than the words (a card in a list).
 */
export function LinkPreviewCard({ post, plainLink = false, className }: { post: Post; plainLink?: boolean; className?: string }) {
  if (!post.linkUrl) return null;
  if (!post.linkPreview || !post.linkTitle) {
    if (!plainLink) return null;
    return (
      <a
        href={post.linkUrl}
        {...OUTBOUND}
        className={cn('inline-flex min-h-11 max-w-full items-center gap-2 text-primary underline underline-offset-4 [overflow-wrap:anywhere]', className)}
      >
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0">{post.linkUrl}</span>
        {NEW_TAB}
      </a>
    );
  }
  return (
    <a
      href={post.linkUrl}
      {...OUTBOUND}
      data-testid="link-preview"
      className={cn(
        'relative z-10 flex max-w-xl min-w-0 overflow-hidden rounded-2xl border border-border bg-background transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {post.linkThumbnail ? (
        <img src={post.linkThumbnail} alt="" loading="lazy" decoding="async" className="w-24 shrink-0 self-stretch bg-muted object-cover sm:w-36" />
      ) : null}
      <span className="grid min-w-0 flex-1 content-start gap-1 px-4 py-3">
        <span className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
          <Globe aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{domainOf(post.linkUrl)}</span>
        </span>
        <span className="line-clamp-2 font-medium [overflow-wrap:anywhere]">{post.linkTitle}</span>
        {post.linkDescription ? (
          <span className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">{post.linkDescription}</span>
        ) : null}
      </span>
      {NEW_TAB}
    </a>
  );
}
