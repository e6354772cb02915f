/** POST /api/journal: a new entry (title optional); answers 201 with it. */
import type { CreateJournalEntryInput } from '#shared/journal-schemas.ts';
import type { WithCare } from '#shared/types/care.ts';
import type { JournalEntry } from '#shared/types/journal.ts';
import { api } from '@/lib/api-client.ts';
import { showingCare } from '@/lib/care.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { useJournalMutation } from './keys.ts';

// The care card for the writer alone, when the words signal crisis (docs/care.md).
export const createJournalEntry = (input: CreateJournalEntryInput) =>
  api.post<WithCare<JournalEntry>>('/api/journal', input, { idempotent: true }).then(showingCare);

export const useCreateJournalEntry = (callbacks: MutationCallbacks<JournalEntry, CreateJournalEntryInput> = {}) => useJournalMutation(createJournalEntry, callbacks);
