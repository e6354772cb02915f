import { Mail } from 'lucide-react';
import { CardListSkeleton, ListSection } from '@/components/list-section.tsx';
import { Link } from 'react-router-dom';
import type { Invitation } from '#shared/types/invitation.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useInvitations } from '../api/get-invitations.ts';
import { useRespondToInvitation } from '../api/respond-to-invitation.ts';
import { InvitationCard } from './invitation-card.tsx';

const newestFirst = (at: (invitation: Invitation) => string) => (a: Invitation, b: Invitation) => at(b).localeCompare(at(a));

/** Spec §2 "Circle Invitations": those waiting for an answer, with Accept and Decline; then the answered ones. */
export function InvitationList() {
  const invitations = useInvitations();
  const respond = useRespondToInvitation({
    onSuccess: (_, { status }) =>
      toast(
        status === 'accepted'
          ? { title: 'Invitation accepted!', description: 'You have successfully joined the circle.' }
          : { title: 'Invitation declined' },
      ),
    onError: (error) => toastError(error, 'Failed to respond to invitation. Please try again.'),
  });

  if (invitations.isPending) {
    return <CardListSkeleton label="Loading invitations" />;
  }
  if (invitations.isError) {
    return <LoadError title="We couldn't load your invitations" onRetry={() => void invitations.refetch()} icon={Mail} />;
  }
  if (invitations.data.length === 0) {
    return (
      <EmptyState
        icon={Mail}
        title="No Invitations"
        action={
          <Link to={paths.circles.getHref()} className={buttonVariants({ variant: 'outline' })}>
            Browse circles
          </Link>
        }
      >
        When a member invites you to one of their circles, the invitation waits here for your answer.
      </EmptyState>
    );
  }

  const pending = invitations.data.filter((i) => i.status === 'pending').sort(newestFirst((i) => i.createdAt));
  const previous = invitations.data
    .filter((i) => i.status !== 'pending')
    .sort(newestFirst((i) => i.respondedAt ?? i.createdAt));

  return (
    <div className="grid gap-10">
      {pending.length > 0 ? (
        <ListSection id="pending-invitations" title="Pending Invitations">
          {pending.map((invitation) => (
            <InvitationCard
              key={invitation.id}
              invitation={invitation}
              onRespond={(status) => respond.mutate({ id: invitation.id, status })}
              responding={respond.isPending && respond.variables.id === invitation.id}
            />
          ))}
        </ListSection>
      ) : null}
      {previous.length > 0 ? (
        <ListSection id="previous-invitations" title="Previous Invitations">
          {previous.map((invitation) => (
            <InvitationCard key={invitation.id} invitation={invitation} />
          ))}
        </ListSection>
      ) : null}
    </div>
  );
}
