import { JournalScreen } from '@/features/journal/components/journal-screen.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function JournalRoute() {
  useDocumentTitle('Journal');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <JournalScreen />
    </div>
  );
}
