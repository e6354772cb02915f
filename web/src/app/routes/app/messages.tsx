import { useSearchParams } from 'react-router-dom';
import type { User } from '#shared/types/user.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { MessagesScreen } from '@/features/messages/components/messages-screen.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { cn } from '@/lib/utils.ts';
import { useT } from '@/lib/i18n.tsx';
import { memberMessages } from './messages/index.ts';

export default function MessagesRoute({ user }: { user: User }) {
  const t = useT(memberMessages);
  useDocumentTitle(t('messages.title'));
  const [params] = useSearchParams();
  const selectedUserId = params.get('user');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      {/* A phone gives an open conversation the whole screen; the heading stays for screen readers. */}
      <div className={cn(selectedUserId && 'max-md:sr-only')}>
        <PageHeader title={t('messages.title')} description={t('messages.description')} />
      </div>
      <MessagesScreen currentUserId={user.id} selectedUserId={selectedUserId} />
    </div>
  );
}
