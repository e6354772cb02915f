/** GET /api/ai-guru/conversations: the member's stored exchanges with the guide, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuideConversation } from '#shared/types/ai-guru.ts';
import { api } from '@/lib/api-client.ts';
import { aiGuruKeys } from './keys.ts';

export const getConversations = (signal?: AbortSignal) => api.get<GuideConversation[]>('/api/ai-guru/conversations', { signal });

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: aiGuruKeys.conversations(), queryFn: ({ signal }) => getConversations(signal) });

export const useGuideConversations = () => useQuery(conversationsQueryOptions());
