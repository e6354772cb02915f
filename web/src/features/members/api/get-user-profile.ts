/** GET /api/users/profile/{userId}: a member's public persona. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '#shared/types/user.ts';
import { api } from '@/lib/api-client.ts';
import { membersKeys } from './keys.ts';

export const getUserProfile = (userId: string) =>
  api.get<PublicProfile>(`/api/users/profile/${encodeURIComponent(userId)}`);

export const userProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: membersKeys.profile(userId),
    queryFn: () => getUserProfile(userId),
  });

export const useUserProfile = (userId: string) => useQuery(userProfileQueryOptions(userId));
