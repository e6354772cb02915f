/** GET /api/users/stats/{userId}: posts, replies and impact, from counters kept on write. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStats } from '#shared/types/user.ts';
import { api } from '@/lib/api-client.ts';
import { membersKeys } from './keys.ts';

export const getUserStats = (userId: string) => api.get<UserStats>(`/api/users/stats/${encodeURIComponent(userId)}`);

export const userStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: membersKeys.stats(userId),
    queryFn: () => getUserStats(userId),
  });

export const useUserStats = (userId: string) => useQuery(userStatsQueryOptions(userId));
