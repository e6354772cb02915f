import { PageHeader } from '@/components/page-header.tsx';
import { InvitationList } from '@/features/invitations/components/invitation-list.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { memberMessages } from './messages/index.ts';

export default function InvitationsRoute() {
  const t = useT(memberMessages);
  useDocumentTitle(t('invitations.title'));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('invitations.title')} description={t('invitations.description')} />
      <InvitationList />
    </div>
  );
}
