/** POST /api/journal: a new entry (title optional); answers 201 with it. */
import type { CreateJournalEntryInput } from '#shared/journal-schemas.ts';
import type { JournalEntry } from '#shared/types/journal.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { useJournalMutation } from './keys.ts';

export const createJournalEntry = (input: CreateJournalEntryInput) => api.post<JournalEntry>('/api/journal', input, { idempotent: true });

export const useCreateJournalEntry = (callbacks: MutationCallbacks<JournalEntry, CreateJournalEntryInput> = {}) => useJournalMutation(createJournalEntry, callbacks);
