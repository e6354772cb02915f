import { ArrowLeft, ChevronDown, Clock, Lock, LogOut, SearchX, Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Circle } from '#shared/types/circle.ts';
import { ConfirmButton } from '@/components/confirm-button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-client.ts';
import { displayName } from '@/lib/persona.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { cn } from '@/lib/utils.ts';
import { useChangeMembership } from '../api/change-membership.ts';
import { useCircle } from '../api/get-circle.ts';
import { useRequestToJoin } from '../api/request-to-join.ts';
import { memberCountLabel, postsTodayLabel, PrivacyBadge } from '@/components/circle-facts.tsx';
import { CircleMembers } from './circle-members.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { JoinCircleButton } from './join-circle-button.tsx';
import { JoinRequests } from './join-requests.tsx';

function BackToCircles() {
  return (
    <Link
      to={paths.circles.getHref()}
      className="inline-flex min-h-11 items-center gap-2 self-start rounded-xl pr-3 text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      Back to Circles
    </Link>
  );
}

function LeaveCircleButton({ circle }: { circle: Circle }) {
  const leave = useChangeMembership({
    onSuccess: (left) => toast({ title: 'You left the circle', description: left.name }),
    onError: (error) => toastError(error, 'Failed to leave circle. Please try again.'),
  });
  return (
    <ConfirmButton
      disabled={leave.isPending}
      title="Leave this circle?"
      description={
        circle.isPrivate
          ? 'You will no longer see its posts or its members. To come back you will need an invitation, or its creator to let you in.'
          : 'You will no longer see its posts or its members. You can join again at any time.'
      }
      confirmLabel="Leave Circle"
      onConfirm={() => leave.mutate({ circleId: circle.id, action: 'leave' })}
    >
      {leave.isPending ? <Spinner /> : <LogOut aria-hidden="true" className="size-5" />}
      Leave Circle
    </ConfirmButton>
  );
}

/** The header every member sees: badge, name, creator, description, counts; the actions and the member list for members. */
function CircleHeader({ circle }: { circle: Circle }) {
  const membersId = useId();
  const [membersOpen, setMembersOpen] = useState(false);
  const members = memberCountLabel(circle.memberCount);
  const today = postsTodayLabel(circle.recentPostCount);
  return (
    <Card className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 flex-1 basis-64 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <PrivacyBadge circle={circle} />
            {circle.isCreator ? <span className="text-sm text-muted-foreground">You started this circle</span> : null}
          </div>
          <h1 className="text-3xl font-semibold tracking-tight wrap-anywhere">{circle.name}</h1>
          <p className="text-muted-foreground">
            Started by <span className="font-medium text-foreground wrap-anywhere">{displayName(circle.creator.anonymousName)}</span>
          </p>
        </div>
        {circle.isMember ? (
          <div className="flex flex-wrap gap-3">
            <InviteDialog circle={circle} />
            <LeaveCircleButton circle={circle} />
          </div>
        ) : null}
      </div>
      <p className="max-w-[65ch] text-lg leading-relaxed whitespace-pre-line wrap-anywhere">{circle.description}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted-foreground">
        {/* The member list is for members (spec §6); others see the count alone. */}
        {circle.isMember ? (
          <Button variant="ghost" className="-ml-3 px-3" aria-expanded={membersOpen} aria-controls={membersId} onClick={() => setMembersOpen((open) => !open)}>
            <Users aria-hidden="true" className="size-5" />
            {members}
            <ChevronDown aria-hidden="true" className={cn('size-5 transition-transform', membersOpen && 'rotate-180')} />
          </Button>
        ) : (
          <span className="inline-flex min-h-11 items-center gap-2">
            <Users aria-hidden="true" className="size-5" />
            {members}
          </span>
        )}
        {today ? <span>{today}</span> : null}
      </div>
      {circle.isMember && membersOpen ? <CircleMembers circleId={circle.id} id={membersId} /> : null}
    </Card>
  );
}

function RequestToJoin({ circle }: { circle: Circle }) {
  const request = useRequestToJoin({
    onSuccess: () => toast({ title: 'Request sent', description: "The circle's creator will see your request." }),
    onError: (error) => toastError(error, 'Failed to send your request. Please try again.', { preferServerMessage: true }),
  });
  if (circle.joinRequest === 'pending') {
    return (
      <Button variant="outline" disabled>
        <Clock aria-hidden="true" className="size-5" />
        Request Pending
      </Button>
    );
  }
  return (
    <Button onClick={() => request.mutate(circle.id)} disabled={request.isPending}>
      {request.isPending ? <Spinner /> : null}
      Request to Join
    </Button>
  );
}

/** Spec §2: outsiders see Join to See Content; a public circle can be joined, a private one asked. */
function JoinToSeeContent({ circle }: { circle: Circle }) {
  let text: string;
  if (!circle.isPrivate) text = 'Its posts and members are for those who join. Join to read along and share with them.';
  else if (circle.joinRequest === 'pending') text = "Your request to join is waiting for the circle's creator. You'll be able to read along once they let you in.";
  else text = 'This is a private circle. Ask its creator to let you in, or accept an invitation from one of its members.';
  return (
    <EmptyState
      icon={Lock}
      title="Join to See Content"
      action={circle.isPrivate ? <RequestToJoin circle={circle} /> : <JoinCircleButton circle={circle}>Join Circle</JoinCircleButton>}
    >
      {text}
    </EmptyState>
  );
}

function CircleSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading circle">
      <Skeleton className="h-56 rounded-3xl" />
      <Skeleton className="h-40 rounded-3xl" />
    </div>
  );
}

/**
 * Spec §2 "Circle detail" (/circles/{id}). `feed` is the circle's feed, shown to members only;
 * the route module hands it in, since it belongs to the posts feature.
 */
export function CircleDetail({ circleId, feed }: { circleId: string; feed: ReactNode }) {
  const circle = useCircle(circleId);
  // A malformed id is refused (400) before the circle is looked for: to the member, it is not there either.
  const notFound = isApiError(circle.error, 404) || isApiError(circle.error, 400);
  useDocumentTitle(notFound ? 'Circle Not Found' : (circle.data?.name ?? null));

  let body: ReactNode;
  if (circle.isPending) body = <CircleSkeleton />;
  else if (notFound) {
    body = (
      <EmptyState
        icon={SearchX}
        title="Circle Not Found"
        headingLevel="h1"
        className="border-none"
      >
        This circle may have been removed, or the link may be mistyped.
      </EmptyState>
    );
  } else if (circle.isError) {
    body = <LoadError title="We couldn't load this circle" headingLevel="h1" onRetry={() => void circle.refetch()} retrying={circle.isFetching} />;
  } else {
    body = (
      <>
        <CircleHeader circle={circle.data} />
        {circle.data.isCreator ? <JoinRequests circleId={circle.data.id} /> : null}
        {circle.data.isMember ? feed : <JoinToSeeContent circle={circle.data} />}
      </>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <BackToCircles />
      {body}
    </div>
  );
}
