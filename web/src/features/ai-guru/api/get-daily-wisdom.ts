/** GET /api/ai-guru/daily-wisdom: the day's one passage, the same for every member. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyWisdom } from '#shared/types/ai-guru.ts';
import { api } from '@/lib/api-client.ts';
import { aiGuruKeys } from './keys.ts';

export const getDailyWisdom = (signal?: AbortSignal) => api.get<DailyWisdom>('/api/ai-guru/daily-wisdom', { signal });

export const dailyWisdomQueryOptions = () =>
  queryOptions({ queryKey: aiGuruKeys.dailyWisdom(), queryFn: ({ signal }) => getDailyWisdom(signal) });

export const useDailyWisdom = () => useQuery(dailyWisdomQueryOptions());
