/**
 * POST /api/journal/{id}/reflect (beyond the spec): the guide's reflection on one entry, in the
 * chosen language. Nothing is stored, so nothing is refreshed.
 */
import { useMutation } from '@tanstack/react-query';
import type { ReflectOnEntryInput } from '#shared/journal-schemas.ts';
import type { JournalReflection } from '#shared/types/journal.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';

export interface ReflectOnJournalEntryVariables extends ReflectOnEntryInput {
  id: string;
}

export const reflectOnJournalEntry = ({ id, language }: ReflectOnJournalEntryVariables) =>
  api.post<JournalReflection>(`/api/journal/${encodeURIComponent(id)}/reflect`, { language } satisfies ReflectOnEntryInput);

export const useReflectOnJournalEntry = (callbacks: MutationCallbacks<JournalReflection, ReflectOnJournalEntryVariables> = {}) =>
  useMutation({ ...callbacks, mutationFn: reflectOnJournalEntry });
