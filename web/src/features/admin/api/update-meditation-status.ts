/** PUT /api/admin/meditation-registrations/{id} with {status}; the list is refreshed after (spec §4). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeditationRegistration, MeditationStatus } from '#shared/types/meditation.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { adminKeys } from './keys.ts';

export interface UpdateMeditationStatusInput {
  id: string;
  status: MeditationStatus;
}

export const updateMeditationStatus = ({ id, status }: UpdateMeditationStatusInput) =>
  api.put<MeditationRegistration>(`/api/admin/meditation-registrations/${encodeURIComponent(id)}`, { status });

export function useUpdateMeditationStatus(
  callbacks: MutationCallbacks<MeditationRegistration, UpdateMeditationStatusInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: updateMeditationStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.meditationRegistrations() }),
  });
}
