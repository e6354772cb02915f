/**
 * GET /api/conversations: the member's conversations, latest activity first, twenty to a page (the
 * next page starts after the last one shown), with their unread counts. Polled like the other
 * counts, so the list and the navigation's badge follow new messages; the answer is the pages
 * loaded so far as one list.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CONVERSATIONS_PER_PAGE } from '#shared/limits.ts';
import { type Conversation, conversationCursor } from '#shared/types/message.ts';
import { POLLING } from '@/config/limits.ts';
import { api } from '@/lib/api-client.ts';
import { nextAfterFullPage, pagesAsOneList } from '@/lib/paged-list.ts';
import { messagesKeys } from './keys.ts';

export const getConversations = (before: string | null, signal?: AbortSignal) =>
  api.get<Conversation[]>(`/api/conversations${before ? `?${new URLSearchParams({ before })}` : ''}`, { signal });

export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messagesKeys.conversations(),
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextAfterFullPage(CONVERSATIONS_PER_PAGE, conversationCursor),
    select: pagesAsOneList,
    refetchInterval: POLLING.counts,
  });

/** `enabled`: false holds the first request back (the shell asks once the first screen is drawn). */
export const useConversations = (enabled = true) => useInfiniteQuery({ ...conversationsQueryOptions(), enabled });
