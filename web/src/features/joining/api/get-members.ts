/** GET /api/members: the public member list the join page searches for a referrer (id, name, avatar only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberListEntry } from '#shared/types/user.ts';
import { api } from '@/lib/api-client.ts';
import { joiningKeys } from './keys.ts';

export const getMembers = () => api.get<MemberListEntry[]>('/api/members');

export const membersQueryOptions = () =>
  queryOptions({
    queryKey: joiningKeys.members(),
    queryFn: getMembers,
  });

export const useMembers = () => useQuery(membersQueryOptions());
