/** GET /api/admin/meditation-registrations: Virtual Self Program registrations, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeditationRegistration } from '#shared/types/meditation.ts';
import { api } from '@/lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const getMeditationRegistrations = () => api.get<MeditationRegistration[]>('/api/admin/meditation-registrations');

export const meditationRegistrationsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.meditationRegistrations(),
    queryFn: getMeditationRegistrations,
  });

export const useMeditationRegistrations = () => useQuery(meditationRegistrationsQueryOptions());
