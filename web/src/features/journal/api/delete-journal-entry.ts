/** DELETE /api/journal/{id}. */
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { useJournalMutation } from './keys.ts';

export const deleteJournalEntry = (id: string) => api.delete<{ success: true }>(`/api/journal/${encodeURIComponent(id)}`);

export const useDeleteJournalEntry = (callbacks: MutationCallbacks<{ success: true }, string> = {}) => useJournalMutation(deleteJournalEntry, callbacks);
