import type { User } from '#shared/types/user.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { AiGuruScreen } from '@/features/ai-guru/components/ai-guru-screen.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function AiGuruRoute({ user }: { user: User }) {
  useDocumentTitle('AI Guru');
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader title="AI Guru" description="A quiet companion for your questions, in English, Hindi or Hinglish." />
      <AiGuruScreen journey={user.spiritualJourney ?? ''} />
    </div>
  );
}
