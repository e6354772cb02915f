import { Check, Inbox, UserRoundCheck, X } from 'lucide-react';
import type { AdminJoinRequest, AdminUser } from '#shared/types/admin.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { formatDate } from '@/lib/format.ts';
import { displayName } from '@/lib/persona.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { type UserAction, useChangeUserStatus } from '../api/change-user-status.ts';
import { type JoinRequestAction, useDecideJoinRequest } from '../api/decide-join-request.ts';
import { useJoinRequests } from '../api/get-join-requests.ts';
import { usePendingUsers } from '../api/get-pending-users.ts';
import { accountName, USER_ACTION_OUTCOME } from './admin-user.ts';
import { ListError, ListSkeleton } from './list-states.tsx';

function PendingUserCard({ user }: { user: AdminUser }) {
  const name = accountName(user);
  const change = useChangeUserStatus({
    onSuccess: (_, { action }) => toast({ title: USER_ACTION_OUTCOME[action].done, description: name }),
    onError: (error, { action }) => toastError(error, USER_ACTION_OUTCOME[action].failed),
  });
  const decide = (action: Extract<UserAction, 'approve' | 'reject'>) => change.mutate({ userId: user.id, action });
  return (
    <li>
      <Card className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold">{name}</h3>
            <p className="text-muted-foreground">
              {user.anonymousName ? `Persona: ${user.anonymousName}` : 'No persona yet'}
            </p>
          </div>
          {user.hasCompletedOnboarding ? null : <Badge variant="outline">Not Onboarded</Badge>}
        </div>
        <dl className="grid gap-1 text-base sm:grid-cols-[auto_1fr] sm:gap-x-4">
          {name === user.email ? null : (
            <>
              <dt className="text-muted-foreground">Email</dt>
              <dd>{user.email}</dd>
            </>
          )}
          <dt className="text-muted-foreground">Joined</dt>
          <dd>
            <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </dd>
        </dl>
        {user.spiritualJourney ? (
          <p className="max-w-[65ch] leading-relaxed whitespace-pre-line">{user.spiritualJourney}</p>
        ) : null}
        <div className="mt-1 flex flex-wrap gap-3">
          <Button onClick={() => decide('approve')} disabled={change.isPending}>
            <Check aria-hidden="true" className="size-5" />
            Approve<span className="sr-only"> {name}</span>
          </Button>
          <Button variant="outline" onClick={() => decide('reject')} disabled={change.isPending}>
            <X aria-hidden="true" className="size-5" />
            Reject<span className="sr-only"> {name}</span>
          </Button>
        </div>
      </Card>
    </li>
  );
}

const REQUEST_OUTCOME: Record<JoinRequestAction, { done: string; failed: string }> = {
  approve: { done: 'Join request approved', failed: 'Failed to approve join request' },
  reject: { done: 'Join request rejected', failed: 'Failed to reject join request' },
};

function JoinRequestCard({ request }: { request: AdminJoinRequest }) {
  const decide = useDecideJoinRequest({
    onSuccess: (_, { action }) =>
      toast({
        title: REQUEST_OUTCOME[action].done,
        description:
          action === 'approve'
            ? `${request.email} can now sign in and set up a persona.`
            : `${request.name}'s request will not go further.`,
      }),
    onError: (error, { action }) => toastError(error, REQUEST_OUTCOME[action].failed, { preferServerMessage: true }),
  });
  const onDecide = (action: JoinRequestAction) => decide.mutate({ requestId: request.id, action });
  const referrerName = request.referrer ? displayName(request.referrer.anonymousName) : null;
  return (
    <li>
      <Card className="grid gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">{request.name}</h3>
          <p className="text-muted-foreground">{request.email}</p>
        </div>
        <div className="flex items-center gap-3 rounded-2xl bg-muted p-3">
          {request.referrer && referrerName ? (
            <>
              <PersonaAvatar name={referrerName} avatar={request.referrer.avatar} size="sm" />
              <p className="min-w-0">
                Vouched for by <span className="font-medium">{referrerName}</span>
              </p>
            </>
          ) : (
            <p>Vouched for by a member who has since left</p>
          )}
          <UserRoundCheck aria-hidden="true" className="ml-auto size-5 shrink-0 text-primary" />
        </div>
        <p className="max-w-[65ch] leading-relaxed whitespace-pre-line">{request.spiritualJourney}</p>
        <p className="text-sm text-muted-foreground">
          Asked on <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
        </p>
        <div className="mt-1 flex flex-wrap gap-3">
          <Button onClick={() => onDecide('approve')} disabled={decide.isPending}>
            <Check aria-hidden="true" className="size-5" />
            Approve<span className="sr-only"> {request.name}</span>
          </Button>
          <Button variant="outline" onClick={() => onDecide('reject')} disabled={decide.isPending}>
            <X aria-hidden="true" className="size-5" />
            Reject<span className="sr-only"> {request.name}</span>
          </Button>
        </div>
      </Card>
    </li>
  );
}

export function PendingTab() {
  const users = usePendingUsers();
  const requests = useJoinRequests();
  return (
    <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-2">
      <section aria-labelledby="pending-users-heading" className="grid gap-4">
        <div>
          <h2 id="pending-users-heading" className="text-xl font-semibold">
            Users awaiting approval
          </h2>
          <p className="text-muted-foreground">People who signed in and wait for a decision.</p>
        </div>
        {users.isPending ? (
          <ListSkeleton label="Loading users awaiting approval" />
        ) : users.isError ? (
          <ListError title="We couldn't load the users awaiting approval" onRetry={() => void users.refetch()} />
        ) : users.data.length === 0 ? (
          <EmptyState icon={Inbox} title="No users awaiting approval" headingLevel="h3">
            Everyone who has signed in has been reviewed.
          </EmptyState>
        ) : (
          <ul className="grid gap-4">
            {users.data.map((user) => (
              <PendingUserCard key={user.id} user={user} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="join-requests-heading" className="grid gap-4">
        <div>
          <h2 id="join-requests-heading" className="text-xl font-semibold">
            Join requests awaiting review
          </h2>
          <p className="text-muted-foreground">Requests a member has vouched for. Approval gives login access.</p>
        </div>
        {requests.isPending ? (
          <ListSkeleton label="Loading join requests" />
        ) : requests.isError ? (
          <ListError title="We couldn't load the join requests" onRetry={() => void requests.refetch()} />
        ) : requests.data.length === 0 ? (
          <EmptyState icon={Inbox} title="No join requests awaiting review" headingLevel="h3">
            When a member vouches for someone, their request appears here.
          </EmptyState>
        ) : (
          <ul className="grid gap-4">
            {requests.data.map((request) => (
              <JoinRequestCard key={request.id} request={request} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
