import { Check, Inbox, X } from 'lucide-react';
import { CardListSkeleton } from '@/components/list-section.tsx';
import type { ReferralRequest } from '#shared/types/joining.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { type ReferrerDecision, useDecideReferral } from '../api/decide-referral.ts';
import { useReferrals } from '../api/get-referrals.ts';
import { REFERRAL_STATUS } from './join-status.ts';
import { LoadError } from '@/components/load-error.tsx';

function ReferralCard({ request }: { request: ReferralRequest }) {
  const decide = useDecideReferral({
    onSuccess: (_, { decision }) =>
      toast(
        decision === 'approved'
          ? { title: 'Thank you for vouching', description: `${request.name}'s request now goes to an admin for review.` }
          : { title: 'Request declined', description: `${request.name}'s request will not go further.` },
      ),
    onError: (error) => toastError(error, 'Failed to record your decision. Please try again.', { preferServerMessage: true }),
  });
  const status = REFERRAL_STATUS[request.status];
  const onDecide = (decision: ReferrerDecision) => decide.mutate({ id: request.id, decision });

  return (
    <li>
      <Card className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold">{request.name}</h2>
            <p className="text-sm text-muted-foreground">
              Asked to join on <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
            </p>
          </div>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        <p className="max-w-[65ch] leading-relaxed whitespace-pre-line">{request.spiritualJourney}</p>
        {request.status === 'awaiting_referrer' ? (
          <div className="mt-2 flex flex-wrap gap-3">
            <Button onClick={() => onDecide('approved')} disabled={decide.isPending}>
              <Check aria-hidden="true" className="size-5" />
              Approve
              <span className="sr-only"> {request.name}</span>
            </Button>
            <Button variant="outline" onClick={() => onDecide('declined')} disabled={decide.isPending}>
              <X aria-hidden="true" className="size-5" />
              Decline
              <span className="sr-only"> {request.name}</span>
            </Button>
            {decide.isPending ? (
              <span role="status" className="sr-only">
                Saving your decision…
              </span>
            ) : null}
          </div>
        ) : null}
      </Card>
    </li>
  );
}

/** Requests that name the signed-in member as referrer: awaiting their review first. */
export function ReferralList() {
  const referrals = useReferrals();

  if (referrals.isPending) {
    return <CardListSkeleton label="Loading referrals" />;
  }
  if (referrals.isError) {
    return (
      <LoadError title="We couldn't load your referrals" onRetry={() => void referrals.refetch()} />
    );
  }
  if (referrals.data.length === 0) {
    return (
      <EmptyState icon={Inbox} title="No referrals yet">
        When someone asks to join and names you as their referrer, their request appears here for you to review.
      </EmptyState>
    );
  }

  const awaiting = (r: ReferralRequest) => (r.status === 'awaiting_referrer' ? 0 : 1);
  const sorted = [...referrals.data].sort((a, b) => awaiting(a) - awaiting(b));
  return (
    <ul className="grid gap-4">
      {sorted.map((request) => (
        <ReferralCard key={request.id} request={request} />
      ))}
    </ul>
  );
}
