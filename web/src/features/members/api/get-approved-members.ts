/** GET /api/users/approved: the member directory (personas only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberCard } from '#shared/types/user.ts';
import { api } from '@/lib/api-client.ts';
import { membersKeys } from './keys.ts';

export const getApprovedMembers = () => api.get<MemberCard[]>('/api/users/approved');

export const approvedMembersQueryOptions = () =>
  queryOptions({
    queryKey: membersKeys.approved(),
    queryFn: getApprovedMembers,
  });

export const useApprovedMembers = () => useQuery(approvedMembersQueryOptions());
