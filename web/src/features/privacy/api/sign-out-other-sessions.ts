/** POST /api/user/sessions/sign-out-others: every browser but this one signed out. */
import type { SessionsSignedOut } from '#shared/types/session.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { useSessionsMutation } from './sessions-mutation.ts';

export const signOutOtherSessions = () => api.post<SessionsSignedOut>('/api/user/sessions/sign-out-others');

export const useSignOutOtherSessions = (callbacks: MutationCallbacks<SessionsSignedOut, void> = {}) => useSessionsMutation(signOutOtherSessions, callbacks);
