/** GET /api/ai-guru/personalized: the day's guidance drawn from the member's own journey. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonalGuidance } from '#shared/types/ai-guru.ts';
import { api } from '@/lib/api-client.ts';
import { aiGuruKeys } from './keys.ts';

export const getPersonalGuidance = (signal?: AbortSignal) => api.get<PersonalGuidance>('/api/ai-guru/personalized', { signal });

export const personalGuidanceQueryOptions = () =>
  queryOptions({ queryKey: aiGuruKeys.personalized(), queryFn: ({ signal }) => getPersonalGuidance(signal) });

export const usePersonalGuidance = () => useQuery(personalGuidanceQueryOptions());
