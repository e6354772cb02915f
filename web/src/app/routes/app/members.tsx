import type { User } from '#shared/types/user.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { MemberDirectory } from '@/features/members/components/member-directory.tsx';
import { SendMessageDialog } from '@/features/messages/components/send-message-dialog.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { memberMessages } from './messages/index.ts';

export default function MembersRoute({ user }: { user: User }) {
  const t = useT(memberMessages);
  useDocumentTitle(t('members.title'));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('members.title')} description={t('members.description')} />
      <MemberDirectory currentUserId={user.id} memberAction={(member) => <SendMessageDialog recipient={member} />} />
    </div>
  );
}
