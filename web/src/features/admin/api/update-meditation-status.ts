/** PUT /api/admin/meditation-registrations/{id} with {status}; the list is refreshed after (spec §4). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeditationRegistration, MeditationStatus } from '../../../../../shared/types.ts';
import { api } from '@/lib/api-client.ts';
import { meditationRegistrationsQueryOptions } from './get-meditation-registrations.ts';

export const updateMeditationStatus = ({ id, status }: { id: string; status: MeditationStatus }) =>
  api.put<MeditationRegistration>(`/api/admin/meditation-registrations/${encodeURIComponent(id)}`, { status });

export function useUpdateMeditationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeditationStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: meditationRegistrationsQueryOptions().queryKey }),
  });
}
