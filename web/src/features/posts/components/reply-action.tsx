import type { Post } from '#shared/types/post.ts';
import { deferred, triggerStandIn } from '@/components/deferred.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { displayName } from '@/lib/persona.ts';
import { cn } from '@/lib/utils.ts';
import { REPLY_ACTION_CLASSES, ReplyActionFace } from './reply-action-face.tsx';

const ReplyComposer = deferred(() => import('./reply-composer.tsx'));

/**
 * A feed card's Reply: the composer's code (the form, its attachments and their uploads) is not
 * part of the feed's first screen; a look-alike button stands in until it arrives.
 */
export function ReplyAction({ post }: { post: Post }) {
  return (
    <ReplyComposer
      post={post}
      standIn={triggerStandIn({
        className: cn(buttonVariants({ variant: 'ghost' }), REPLY_ACTION_CLASSES, 'ml-auto'),
        children: <ReplyActionFace name={displayName(post.author.anonymousName)} />,
      })}
    />
  );
}
