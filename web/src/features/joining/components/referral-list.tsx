import { Check, Inbox, X } from 'lucide-react';
import { CardListSkeleton } from '@/components/list-section.tsx';
import type { ReferralRequest } from '#shared/types/joining.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { formatDate } from '@/lib/format.ts';
import { useT } from '@/lib/i18n.tsx';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { type ReferrerDecision, useDecideReferral } from '../api/decide-referral.ts';
import { useReferrals } from '../api/get-referrals.ts';
import { REFERRAL_STATUS } from './join-status.ts';
import { LoadError } from '@/components/load-error.tsx';
import { joiningMessages } from '../messages/index.ts';

function ReferralCard({ request }: { request: ReferralRequest }) {
  const t = useT(joiningMessages);
  const decide = useDecideReferral({
    onSuccess: (_, { decision }) => {
      const name = { name: request.name };
      toast(
        decision === 'approved'
          ? { title: joiningMessages.say('referrals.vouched'), description: joiningMessages.say('referrals.vouchedDescription', name) }
          : { title: joiningMessages.say('referrals.declined'), description: joiningMessages.say('referrals.declinedDescription', name) },
      );
    },
    onError: (error) => toastError(error, joiningMessages.say('referrals.failed'), { title: joiningMessages.say('form.error'), preferServerMessage: true }),
  });
  const onDecide = (decision: ReferrerDecision) => decide.mutate({ id: request.id, decision });

  return (
    <li>
      <Card className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold">{request.name}</h2>
            <p className="text-sm text-muted-foreground">
              {t.rich('referrals.askedOn', { 0: <time dateTime={request.createdAt} /> }, { date: formatDate(request.createdAt) })}
            </p>
          </div>
          <Badge variant={REFERRAL_STATUS[request.status]}>{t(`status.${request.status}`)}</Badge>
        </div>
        <p className="max-w-[65ch] leading-relaxed whitespace-pre-line">{request.spiritualJourney}</p>
        {request.status === 'awaiting_referrer' ? (
          <div className="mt-2 flex flex-wrap gap-3">
            <Button onClick={() => onDecide('approved')} disabled={decide.isPending}>
              <Check aria-hidden="true" className="size-5" />
              {t.rich('referrals.approve', { 0: <span className="sr-only" /> }, { name: request.name })}
            </Button>
            <Button variant="outline" onClick={() => onDecide('declined')} disabled={decide.isPending}>
              <X aria-hidden="true" className="size-5" />
              {t.rich('referrals.decline', { 0: <span className="sr-only" /> }, { name: request.name })}
            </Button>
            {decide.isPending ? (
              <span role="status" className="sr-only">
                {t('referrals.saving')}
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
  const t = useT(joiningMessages);
  const referrals = useReferrals();

  if (referrals.isPending) {
    return <CardListSkeleton label={t('referrals.loading')} />;
  }
  if (referrals.isError) {
    return (
      <LoadError title={t('referrals.loadFailed')} onRetry={() => void referrals.refetch()} />
    );
  }
  if (referrals.data.length === 0) {
    return (
      <EmptyState icon={Inbox} title={t('referrals.empty')}>
        {t('referrals.emptyBody')}
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
