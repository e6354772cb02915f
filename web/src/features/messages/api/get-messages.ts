/**
 * GET /api/conversations/{id}/messages?cursor=…: a thread, newest page first, each page oldest to
 * newest. Reading changes nothing on the server (marking read is mark-conversation-read.ts). While
 * the thread is open it is polled; a refetch reads the loaded pages again from the newest, so a
 * message that arrived meanwhile shifts the older pages without a gap or a repeat.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MessagePage } from '#shared/types/message.ts';
import { POLLING } from '@/config/limits.ts';
import { api } from '@/lib/api-client.ts';
import { messagesKeys } from './keys.ts';

export function getMessagePage(conversationId: string, cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api.get<MessagePage>(`/api/conversations/${encodeURIComponent(conversationId)}/messages${query}`, { signal });
}

export const messagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messagesKeys.thread(conversationId),
    queryFn: ({ pageParam, signal }) => getMessagePage(conversationId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: POLLING.openThread,
  });

export const useMessages = (conversationId: string) => useInfiniteQuery(messagesQueryOptions(conversationId));
