import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { createJournalEntrySchema, JOURNAL_LIMITS } from '#shared/journal-schemas.ts';
import type { JournalEntry } from '#shared/types/journal.ts';
import { CountedTextarea } from '@/components/counted-textarea.tsx';
import { describedBy, FieldError } from '@/components/field-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useCreateJournalEntry } from '../api/create-journal-entry.ts';
import { useUpdateJournalEntry } from '../api/update-journal-entry.ts';

/**
 * One form for both dialogs. A new entry has a title and content; an edit changes the content only
 * (spec §5), so its title is shown, not offered. Both validate with the create schema, whose content
 * rule is the edit's; only the content is sent on edit.
 */
function EntryForm({ entry, onSaved, onCancel }: { entry?: JournalEntry; onSaved: () => void; onCancel: () => void }) {
  const id = useId();
  const { values, errors, change, submit } = useSchemaForm(createJournalEntrySchema, { title: entry?.title ?? '', content: entry?.content ?? '' });
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const create = useCreateJournalEntry({
    onSuccess: () => {
      toast({ title: 'Entry Created', description: 'Your reflection is saved in your journal.' });
      onSaved();
    },
    onError: (error) => toastError(error, 'Failed to create journal entry. Please try again.'),
  });
  const update = useUpdateJournalEntry({
    onSuccess: () => {
      toast({ title: 'Entry Updated', description: 'Your changes are saved.' });
      onSaved();
    },
    onError: (error) => toastError(error, 'Failed to update journal entry. Please try again.'),
  });
  const pending = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const { data, errors: found } = submit();
    if (!data) {
      (found.title && !entry ? titleRef : contentRef).current?.focus();
      return;
    }
    if (entry) update.mutate({ id: entry.id, content: data.content });
    else create.mutate(data);
  };

  const titleId = `${id}-title`;
  const titleErrorId = `${id}-title-error`;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {entry ? null : (
        <div className="grid gap-2">
          <Label htmlFor={titleId}>Title (optional)</Label>
          <Input
            ref={titleRef}
            id={titleId}
            name="title"
            autoComplete="off"
            placeholder="Give this entry a title"
            value={values.title}
            onChange={(event) => change('title', event.target.value)}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy(errors.title && titleErrorId)}
          />
          <FieldError id={titleErrorId} message={errors.title} />
        </div>
      )}
      <CountedTextarea
        id={`${id}-content`}
        name="content"
        label="Content"
        max={JOURNAL_LIMITS.contentMax}
        value={values.content}
        onChange={(value) => change('content', value)}
        error={errors.content}
        placeholder="What is on your heart today?"
        rows={8}
        textareaRef={contentRef}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {entry ? 'Save Changes' : 'Save Entry'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Spec §4 "Journal dialogs": the New Entry dialog (no `entry`) and an entry's edit dialog. A
 * successful save closes it; the form is unmounted on closing, so the next opening starts afresh.
 */
export function JournalEntryDialog({ entry, trigger }: { entry?: JournalEntry; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        <DialogTitle>{entry ? 'Edit Entry' : 'New Entry'}</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          {entry ? (entry.title ?? 'Change what you wrote; the title stays as it is.') : 'Only you can read what you write here.'}
        </DialogDescription>
        <EntryForm entry={entry} onSaved={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
