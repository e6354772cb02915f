import { PageHeader } from '@/components/page-header.tsx';
import { ReferralList } from '@/features/joining/components/referral-list.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function ReferralsRoute() {
  useDocumentTitle('Referrals');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Referrals"
        description="People who asked to join and named you as their referrer. Vouch only for someone you know; an admin reviews every request you approve."
      />
      <ReferralList />
    </div>
  );
}
