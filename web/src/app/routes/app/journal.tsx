import { JournalScreen } from '@/features/journal/components/journal-screen.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { memberMessages } from './messages/index.ts';

export default function JournalRoute() {
  const t = useT(memberMessages);
  useDocumentTitle(t('journal.title'));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <JournalScreen />
    </div>
  );
}
