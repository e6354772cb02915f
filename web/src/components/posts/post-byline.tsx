import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Post } from '#shared/types.ts';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { displayName } from '@/lib/persona.ts';
import { cn } from '@/lib/utils.ts';
import { postAge } from './post-age.ts';
import { POST_TYPE_LABELS } from './post-display.ts';

interface PostBylineProps {
  post: Post;
  /** The name's element: an h1 on the post's own page, a plain line in lists. */
  name?: (name: string) => ReactNode;
  avatar?: boolean;
  className?: string;
}

/** Who wrote it, how long ago (~Nm, ~Nh, ~Nd, the exact time on hover and to screen readers), and what kind of post it is. */
export function PostByline({ post, name: renderName, avatar = true, className }: PostBylineProps) {
  const name = displayName(post.author.anonymousName);
  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      {avatar ? <PersonaAvatar name={name} avatar={post.author.avatar} size="sm" /> : null}
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        {renderName ? renderName(name) : <span className="truncate font-semibold">{name}</span>}
        <time dateTime={post.createdAt} title={formatDateTime(post.createdAt)} className="text-sm text-muted-foreground">
          <span aria-hidden="true">{postAge(post.createdAt)}</span>
          <span className="sr-only">{formatDateTime(post.createdAt)}</span>
        </time>
        <Badge variant={post.type === 'question' ? 'accent' : 'secondary'}>{POST_TYPE_LABELS[post.type]}</Badge>
        {post.isAiGenerated ? (
          <Badge variant="outline">
            <Sparkles aria-hidden="true" className="size-3.5" />
            AI
          </Badge>
        ) : null}
      </div>
    </div>
  );
}
