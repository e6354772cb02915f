/** GET /api/journal: the member's own entries, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalEntry } from '#shared/types/journal.ts';
import { api } from '@/lib/api-client.ts';
import { journalKeys } from './keys.ts';

export const getJournal = (signal?: AbortSignal) => api.get<JournalEntry[]>('/api/journal', { signal });

export const journalQueryOptions = () => queryOptions({ queryKey: journalKeys.list(), queryFn: ({ signal }) => getJournal(signal) });

export const useJournal = () => useQuery(journalQueryOptions());
