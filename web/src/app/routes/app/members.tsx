import type { User } from '#shared/types/user.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { MemberDirectory } from '@/features/members/components/member-directory.tsx';
import { SendMessageDialog } from '@/features/messages/components/send-message-dialog.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function MembersRoute({ user }: { user: User }) {
  useDocumentTitle('Members');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Members" description="Fellow seekers, each under the persona they chose." />
      <MemberDirectory currentUserId={user.id} memberAction={(member) => <SendMessageDialog recipient={member} />} />
    </div>
  );
}
