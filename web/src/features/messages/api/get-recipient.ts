/**
 * GET /api/users/profile/{userId}: the persona of a member the caller has no conversation with yet,
 * for the new thread's header. Any failure reads as a member who cannot be messaged.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '#shared/types/user.ts';
import { api } from '@/lib/api-client.ts';
import { messagesKeys } from './keys.ts';

export const getRecipient = (userId: string, signal?: AbortSignal) =>
  api.get<PublicProfile>(`/api/users/profile/${encodeURIComponent(userId)}`, { signal });

export const recipientQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: messagesKeys.recipient(userId),
    queryFn: ({ signal }) => getRecipient(userId, signal),
  });

export const useRecipient = (userId: string) => useQuery(recipientQueryOptions(userId));
