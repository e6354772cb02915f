/**
 * GET /api/conversations?with={userId}: the member's conversation with one other member wherever it
 * stands in their list (null: they have none yet), for /messages?user= when it is not on a loaded page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '#shared/types/message.ts';
import { api } from '@/lib/api-client.ts';
import { messagesKeys } from './keys.ts';

export const getConversationWith = async (userId: string, signal?: AbortSignal) =>
  (await api.get<Conversation[]>(`/api/conversations?${new URLSearchParams({ with: userId })}`, { signal }))[0] ?? null;

export const conversationWithQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: messagesKeys.with(userId),
    queryFn: ({ signal }) => getConversationWith(userId, signal),
  });

export const useConversationWith = (userId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...conversationWithQueryOptions(userId), enabled });
