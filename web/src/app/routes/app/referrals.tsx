import { PageHeader } from '@/components/page-header.tsx';
import { ReferralList } from '@/features/joining/components/referral-list.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { memberMessages } from './messages/index.ts';

export default function ReferralsRoute() {
  const t = useT(memberMessages);
  useDocumentTitle(t('referrals.title'));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title={t('referrals.title')}
        description={t('referrals.description')}
      />
      <ReferralList />
    </div>
  );
}
