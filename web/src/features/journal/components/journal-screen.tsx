import { BookOpen, Plus } from 'lucide-react';
import { CardListSkeleton } from '@/components/list-section.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useJournal } from '../api/get-journal.ts';
import { JournalEntryCard } from './journal-entry-card.tsx';
import { JournalEntryDialog } from './journal-entry-dialog.tsx';

const newEntryButton = (
  <Button>
    <Plus aria-hidden="true" className="size-5" />
    New Entry
  </Button>
);

/** Spec §2 "Journal": the header with New Entry, then the member's entries, newest first. */
export function JournalScreen() {
  const journal = useJournal();
  return (
    <>
      <PageHeader
        title="Journal"
        description="A private place for your reflections. Only you can read what you write here."
        actions={<JournalEntryDialog trigger={newEntryButton} />}
      />
      {journal.isPending ? (
        <CardListSkeleton label="Loading your journal" />
      ) : journal.isError ? (
        <LoadError title="Your journal could not be loaded" onRetry={() => void journal.refetch()} retrying={journal.isFetching} />
      ) : journal.data.length === 0 ? (
        <EmptyState icon={BookOpen} title="Begin Your Journal" action={<JournalEntryDialog trigger={newEntryButton} />}>
          Write down what you notice, what you are grateful for, or what you are carrying. It stays between you and the page.
        </EmptyState>
      ) : (
        <ul className="grid gap-4" aria-label="Journal entries">
          {journal.data.map((entry) => (
            <li key={entry.id}>
              <JournalEntryCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
