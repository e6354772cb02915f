import { AudioLines, CirclePlay, Image as ImageIcon, Sparkles } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import type { Post } from '#shared/types/post.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { formatDuration } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import { impactLevel, impactStyle } from './impact.ts';
import { LinkPreviewCard } from './link-preview-card.tsx';
import { previewOf } from './preview.ts';
import { PostByline } from './post-byline.tsx';
import { ReactionCounts } from './reaction-counts.tsx';
import { ReviewNote } from './review-note.tsx';

interface PostCardProps {
  post: Post;
  /** The feed's minimalist view: name, age and text only. */
  minimalist?: boolean;
  /** Warm the card before it is opened (hover or focus), so the post page opens at once. */
  onIntent?: (post: Post) => void;
  /** The member shared this a moment ago: marked as theirs until the feed is refreshed. */
  justShared?: boolean;
  /** What the member can do from the card (a feed's Reply and its composer), beside the counts and above the card's link. */
  action?: ReactNode;
}

/** The words of the just-shared mark (docs/decisions.md, "The content screens (web)"). */
const JUST_SHARED_MARK = 'Just shared by you';

/** The card's frame and padding, shared with its placeholder so that the two have the same size. */
const cardFrame = (minimalist: boolean) =>
  cn('rounded-3xl border border-border bg-card text-card-foreground shadow-sm', minimalist ? 'px-5 py-4' : 'p-5 sm:p-6');

/** What a post carries besides text, as small signs (the post page shows the media itself). */
function MediaSigns({ post }: { post: Post }) {
  const signs = [
    post.imageUrl ? { key: 'image', icon: ImageIcon, label: 'Image' } : null,
    post.youtubeUrl ? { key: 'video', icon: CirclePlay, label: post.youtubeTitle ? `Video: ${post.youtubeTitle}` : 'Video' } : null,
    post.audioUrl ? { key: 'audio', icon: AudioLines, label: `Audio ${formatDuration(post.audioDuration)}` } : null,
  ].filter((sign) => sign !== null);
  if (!signs.length) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {signs.map(({ key, icon: Icon, label }) => (
        <li key={key} className="inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-sm text-muted-foreground">
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{label}</span>
        </li>
      ))}
    </ul>
  );
}

/** A picture or a video's thumbnail beside the text; decorative here, named on the post page. */
function Thumbnail({ post }: { post: Post }) {
  const src = post.imageUrl ?? post.youtubeThumbnail;
  if (!src) return null;
  return (
    <div className="relative size-20 shrink-0 overflow-hidden rounded-2xl bg-muted sm:size-24">
      <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      {post.youtubeUrl ? (
        <CirclePlay aria-hidden="true" className="absolute inset-0 m-auto size-8 text-white drop-shadow-[0_1px_3px_rgb(0_0_0/0.6)]" />
      ) : null}
    </div>
  );
}

/**
 * One post in the feed. The text is the link (stretched over the card), so a screen reader hears
 * the preview as the link's name rather than the whole card; the author's name is a link of its
 * own, lifted above the stretched one.
 */
export function PostCard({ post, minimalist = false, onIntent, justShared = false, action }: PostCardProps) {
  const markId = useId();
  const { text, aiResponse } = previewOf(post);
  const warm = () => onIntent?.(post);
  return (
    <article
      data-testid="post-card"
      data-view={minimalist ? 'minimalist' : 'full'}
      data-impact={impactLevel(post.impact).toFixed(2)}
      style={impactStyle(post.impact)}
      className={cn(
        cardFrame(minimalist),
        'relative transition-colors hover:bg-muted/40 has-[[data-post-link]:focus-visible]:ring-2 has-[[data-post-link]:focus-visible]:ring-ring',
        justShared && 'border-primary/50',
      )}
    >
      <PostByline
        post={post}
        avatar={!minimalist}
        mark={
          justShared ? (
            <Badge id={markId} variant="outline" className="border-primary/50 text-primary">
              {JUST_SHARED_MARK}
            </Badge>
          ) : null
        }
      />
      <ReviewNote post={post} className="mt-3" />
      {/* mt-3 at the least: the author's 44 px link reaches 10 px below its line, and must not cover the text's link. */}
      <div className={cn('flex gap-4', minimalist ? 'mt-3' : 'mt-4')}>
        {/* One column that never grows past the card: a long video title truncates in its sign. */}
        <div className="grid min-w-0 flex-1 grid-cols-1 gap-3">
          <p className={cn('max-w-[65ch] leading-relaxed', minimalist ? 'line-clamp-2' : 'text-lg')}>
            <Link
              to={paths.post.getHref(post.id)}
              data-post-link
              aria-describedby={justShared ? markId : undefined}
              onMouseEnter={warm}
              onFocus={warm}
              className="outline-none after:absolute after:inset-0 after:rounded-3xl after:content-['']"
            >
              {text}
            </Link>
          </p>
          {aiResponse && !minimalist ? (
            <div className="flex gap-2 rounded-2xl bg-accent px-4 py-3 text-accent-foreground">
              <Sparkles aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <p className="max-w-[65ch] leading-relaxed">
                <span className="sr-only">The guide answered: </span>
                {aiResponse}
              </p>
            </div>
          ) : null}
          {minimalist ? null : <MediaSigns post={post} />}
          {minimalist ? null : <LinkPreviewCard post={post} />}
        </div>
        {minimalist ? null : <Thumbnail post={post} />}
      </div>
      {action ? (
        <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-3', minimalist ? 'mt-2' : 'mt-4')}>
          <ReactionCounts post={post} />
          {action}
        </div>
      ) : (
        <ReactionCounts post={post} className={minimalist ? 'mt-2' : 'mt-4'} />
      )}
    </article>
  );
}

/** One line of placeholder text, as tall as a line of the text it stands for. */
function TextLine({ width, className }: { width: string; className?: string }) {
  return (
    <div className={cn('flex h-[1.625em] items-center', className)}>
      <Skeleton className={cn('h-[0.8em] rounded-full', width)} />
    </div>
  );
}

/**
 * A card while posts load, laid out as a card of a typical post is (byline, its text, the counts),
 * so that the posts take its place without a jump.
 */
export function PostCardSkeleton({ minimalist = false }: { minimalist?: boolean }) {
  return (
    <div data-testid="post-placeholder" aria-hidden="true" className={cardFrame(minimalist)}>
      <div className="flex min-h-6 items-center gap-3">
        {minimalist ? null : <Skeleton className="size-9 rounded-full" />}
        <Skeleton className="h-4 w-28 rounded-full" />
        <Skeleton className="h-3.5 w-8 rounded-full" />
        <Skeleton className="h-5.5 w-20 rounded-full" />
      </div>
      <div className={cn('max-w-[65ch]', minimalist ? 'mt-3' : 'mt-4 text-lg')}>
        <TextLine width="w-full" />
        {/* A typical post's preview takes three lines on a phone, two on a wider card. */}
        {minimalist ? null : <TextLine width="w-11/12" className="sm:hidden" />}
        <TextLine width="w-2/3" />
      </div>
      <div className={cn('flex h-5 items-center gap-4', minimalist ? 'mt-2' : 'mt-4')}>
        <Skeleton className="h-3.5 w-8 rounded-full" />
        <Skeleton className="h-3.5 w-8 rounded-full" />
      </div>
    </div>
  );
}
