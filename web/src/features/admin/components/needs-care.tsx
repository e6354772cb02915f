/**
 * Needs care (docs/care.md), at the top of the Reports tab: posts and replies whose words signalled
 * crisis, newest first, so that an admin can reach out to the writer. The post stays up as written;
 * "Looked after" only takes it off this list.
 */
import { HeartHandshake, MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FORMER_MEMBER } from '#shared/types/post.ts';
import type { NeedsCareItem } from '#shared/types/care.ts';
import { ConfirmButton } from '@/components/confirm-button.tsx';
import { PostByline } from '@/components/posts/post-byline.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { LoadMoreButton } from '@/components/load-more-button.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import { displayName } from '@/lib/persona.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useNeedsCare } from '../api/get-needs-care.ts';
import { useMarkLookedAfter } from '../api/mark-looked-after.ts';
import { CircleBadge } from './circle-badge.tsx';
import { ListError, ListSkeleton } from './list-states.tsx';

function NeedsCareCard({ item: { post, flaggedAt } }: { item: NeedsCareItem }) {
  const what = post.parentId ? 'reflection' : 'post';
  const name = displayName(post.author.anonymousName);
  const lookedAfter = useMarkLookedAfter({
    onSuccess: () => toast({ title: 'Marked as looked after', description: `The ${what} stays up as written.` }),
    onError: (error) => toastError(error, 'Failed to mark it as looked after. Please try again.'),
  });
  const reachable = post.authorId !== FORMER_MEMBER.id;
  return (
    <li>
      <Card className="grid gap-4 border-primary/40">
        <PostByline post={post} />
        <div className="flex min-w-0 flex-wrap gap-2">
          {post.parentId ? <Badge variant="outline">Reply</Badge> : null}
          {post.circle ? <CircleBadge name={post.circle.name} /> : null}
        </div>
        <p className="max-w-[65ch] leading-relaxed wrap-anywhere whitespace-pre-line">{post.content}</p>
        <p className="text-sm text-muted-foreground">
          Written <time dateTime={flaggedAt}>{formatDateTime(flaggedAt)}</time>. The writer was shown the help lines.
        </p>
        <div className="flex flex-wrap gap-3">
          {reachable ? (
            <Link to={paths.messages.getHref(post.authorId)} className={buttonVariants({ variant: 'default' })}>
              <MessageCircle aria-hidden="true" className="size-5" />
              Message<span className="sr-only"> {name}</span>
            </Link>
          ) : null}
          <ConfirmButton
            disabled={lookedAfter.isPending}
            title="Mark as looked after?"
            description={`The ${what} stays up as written and leaves this list.`}
            confirmLabel="Looked after"
            onConfirm={() => lookedAfter.mutate(post.id)}
          >
            {lookedAfter.isPending ? <Spinner /> : null}
            Looked after<span className="sr-only"> the {what} by {name}</span>
          </ConfirmButton>
        </div>
      </Card>
    </li>
  );
}

export function NeedsCare({ headingId }: { headingId: string }) {
  const list = useNeedsCare();
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-4">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <HeartHandshake aria-hidden="true" className="size-5 text-primary" />
        Needs care
      </h3>
      {list.isPending ? (
        <ListSkeleton label="Loading posts that need care" count={1} />
      ) : list.isError ? (
        <ListError title="We couldn't load the posts that need care" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="text-muted-foreground">No one needs care right now. Posts whose words signal crisis will appear here first.</p>
      ) : (
        <>
          <p className="max-w-[65ch] text-muted-foreground">
            These members wrote words that may signal crisis. Their posts are shared as written; a kind message from a person can help.
          </p>
          <ul className="grid gap-4">
            {list.data.map((item) => (
              <NeedsCareCard key={item.post.id} item={item} />
            ))}
          </ul>
          <LoadMoreButton query={list}>Show more</LoadMoreButton>
        </>
      )}
    </section>
  );
}
