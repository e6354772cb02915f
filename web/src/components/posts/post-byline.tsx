import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FORMER_MEMBER, type Post } from '#shared/types/post.ts';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import { displayName } from '@/lib/persona.ts';
import { cn } from '@/lib/utils.ts';
import { postAge } from './post-age.ts';
import { POST_TYPE_LABELS } from './post-display.ts';

interface PostBylineProps {
  post: Post;
  /** What holds the author's linked name: an h1 on the post's own page; in lists the link stands alone. */
  name?: (authorLink: ReactNode) => ReactNode;
  avatar?: boolean;
  /** Said after the badges, e.g. that the member has just shared this post. */
  mark?: ReactNode;
  className?: string;
}

/**
 * Who wrote it (linked to their public profile; one's own too, as the members directory does), how
 * long ago (~Nm, ~Nh, ~Nd, the exact time on hover and to screen readers), and what kind of post it is.
 */
export function PostByline({ post, name: renderName, avatar = true, mark, className }: PostBylineProps) {
  const name = displayName(post.author.anonymousName);
  const exactTime = formatDateTime(post.createdAt);
  // 44 px tall for a thumb, the line keeping its height (negative margins); above a card's own
  // stretched link (z-10), so the two are neighbours and never nested.
  // A post kept after its author erased their account (issue 15 §2) leads to no one's profile.
  const authorLink =
    post.authorId === FORMER_MEMBER.id ? (
      <span className="font-semibold wrap-anywhere">{name}</span>
    ) : (
      <Link
        to={paths.user.getHref(post.authorId)}
        className="relative z-10 -my-2.5 inline-flex min-h-11 max-w-full min-w-11 items-center font-semibold wrap-anywhere underline-offset-4 hover:underline"
      >
        {name}
      </Link>
    );
  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      {avatar ? <PersonaAvatar name={name} avatar={post.author.avatar} size="sm" /> : null}
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        {renderName ? renderName(authorLink) : authorLink}
        <time dateTime={post.createdAt} title={exactTime} className="text-sm text-muted-foreground">
          <span aria-hidden="true">{postAge(post.createdAt)}</span>
          <span className="sr-only">{exactTime}</span>
        </time>
        <Badge variant={post.type === 'question' ? 'accent' : 'secondary'}>{POST_TYPE_LABELS[post.type]}</Badge>
        {post.isAiGenerated ? (
          <Badge variant="outline">
            <Sparkles aria-hidden="true" className="size-3.5" />
            AI
          </Badge>
        ) : null}
        {mark}
      </div>
    </div>
  );
}
