/** GET /api/user/sessions: the browsers the member is signed in on, this one first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignedInSession } from '#shared/types/session.ts';
import { api } from '@/lib/api-client.ts';
import { privacyKeys } from './keys.ts';

export const getSessions = (signal?: AbortSignal) => api.get<SignedInSession[]>('/api/user/sessions', { signal });

export const sessionsQueryOptions = () => queryOptions({ queryKey: privacyKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQueryOptions());
