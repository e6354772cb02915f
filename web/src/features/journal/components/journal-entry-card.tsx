import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { JournalEntry } from '#shared/types/journal.ts';
import { ConfirmButton } from '@/components/confirm-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatAge } from '@/lib/age.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useDeleteJournalEntry } from '../api/delete-journal-entry.ts';
import { JournalEntryDialog } from './journal-entry-dialog.tsx';
import { ReflectDialog } from './reflect-dialog.tsx';

/**
 * An entry: its title if it has one, when it was written ('(edited)' once changed), the text, its
 * edit and delete icons (outlined, as the delete's confirm button and the post form's icon buttons
 * are), and Reflect with the guide.
 */
export function JournalEntryCard({ entry }: { entry: JournalEntry }) {
  const headingId = useId();
  const remove = useDeleteJournalEntry({
    onSuccess: () => toast({ title: 'Entry Deleted', description: 'The entry is gone from your journal.' }),
    onError: (error) => toastError(error, 'Failed to delete journal entry. Please try again.'),
  });
  const edited = entry.updatedAt !== entry.createdAt;
  return (
    <article data-testid="journal-entry" aria-labelledby={entry.title ? headingId : undefined} className="rounded-3xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {entry.title ? (
            <h2 id={headingId} className="text-lg font-semibold wrap-anywhere">
              {entry.title}
            </h2>
          ) : null}
          <p className="text-sm text-muted-foreground">
            <time dateTime={entry.createdAt}>{formatAge(entry.createdAt)}</time>
            {edited ? ' (edited)' : null}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <JournalEntryDialog
            entry={entry}
            trigger={
              <Button variant="outline" size="icon" aria-label="Edit entry">
                <Pencil aria-hidden="true" className="size-5" />
              </Button>
            }
          />
          <ConfirmButton
            label="Delete entry"
            size="icon"
            disabled={remove.isPending}
            title="Delete this entry?"
            description="Are you sure you want to delete this journal entry? This action cannot be undone."
            confirmLabel="Delete"
            destructive
            onConfirm={() => remove.mutate(entry.id)}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </ConfirmButton>
        </div>
      </div>
      <p className="mt-3 max-w-[65ch] text-base leading-relaxed whitespace-pre-wrap wrap-anywhere">{entry.content}</p>
      <ReflectDialog entry={entry} />
    </article>
  );
}
