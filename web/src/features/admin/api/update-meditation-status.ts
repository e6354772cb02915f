/** PUT /api/admin/meditation-registrations/{id} with {status}; the list is refreshed after (spec §4). */
import type { MeditationRegistration, MeditationStatus } from '#shared/types/meditation.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { useAdminMutation } from './admin-mutation.ts';

export interface UpdateMeditationStatusInput {
  id: string;
  status: MeditationStatus;
}

export const updateMeditationStatus = ({ id, status }: UpdateMeditationStatusInput) =>
  api.put<MeditationRegistration>(`/api/admin/meditation-registrations/${encodeURIComponent(id)}`, { status });

export const useUpdateMeditationStatus = (callbacks: MutationCallbacks<MeditationRegistration, UpdateMeditationStatusInput> = {}) =>
  useAdminMutation(updateMeditationStatus, callbacks);
