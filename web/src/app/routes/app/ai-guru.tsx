import type { User } from '#shared/types/user.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { AiGuruScreen } from '@/features/ai-guru/components/ai-guru-screen.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { memberMessages } from './messages/index.ts';

export default function AiGuruRoute({ user }: { user: User }) {
  const t = useT(memberMessages);
  useDocumentTitle(t('aiGuru.title'));
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader title={t('aiGuru.title')} description={t('aiGuru.description')} />
      <AiGuruScreen journey={user.spiritualJourney ?? ''} />
    </div>
  );
}
