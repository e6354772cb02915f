/** POST /api/user/sessions/{id}/sign-out: one other browser signed out, its refresh token revoked. */
import type { SessionsSignedOut } from '#shared/types/session.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { useSessionsMutation } from './sessions-mutation.ts';

export const signOutSession = (id: string) => api.post<SessionsSignedOut>(`/api/user/sessions/${encodeURIComponent(id)}/sign-out`);

export const useSignOutSession = (callbacks: MutationCallbacks<SessionsSignedOut, string> = {}) => useSessionsMutation(signOutSession, callbacks);
