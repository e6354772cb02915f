import { PageHeader } from '@/components/page-header.tsx';
import { InvitationList } from '@/features/invitations/components/invitation-list.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function InvitationsRoute() {
  useDocumentTitle('Circle Invitations');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Circle Invitations" description="Members who would like you to join their circles." />
      <InvitationList />
    </div>
  );
}
