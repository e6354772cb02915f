/** PUT /api/journal/{id}: only the content is sent (spec §5); answers with the entry, its updatedAt moved. */
import type { UpdateJournalEntryInput } from '#shared/journal-schemas.ts';
import type { WithCare } from '#shared/types/care.ts';
import type { JournalEntry } from '#shared/types/journal.ts';
import { api } from '@/lib/api-client.ts';
import { showingCare } from '@/lib/care.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { useJournalMutation } from './keys.ts';

export interface UpdateJournalEntryVariables extends UpdateJournalEntryInput {
  id: string;
}

export const updateJournalEntry = ({ id, content }: UpdateJournalEntryVariables) =>
  api.put<WithCare<JournalEntry>>(`/api/journal/${encodeURIComponent(id)}`, { content } satisfies UpdateJournalEntryInput).then(showingCare);

export const useUpdateJournalEntry = (callbacks: MutationCallbacks<JournalEntry, UpdateJournalEntryVariables> = {}) => useJournalMutation(updateJournalEntry, callbacks);
