/** GET /api/users/approved?excludeCircle={id}: the invite dialog's Platform Members, everyone approved who is not in the circle. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberCard } from '#shared/types/user.ts';
import { api } from '@/lib/api-client.ts';
import { circlesKeys } from './keys.ts';

export const getInvitableMembers = (circleId: string, signal?: AbortSignal) =>
  api.get<MemberCard[]>(`/api/users/approved?${new URLSearchParams({ excludeCircle: circleId })}`, { signal });

export const invitableMembersQueryOptions = (circleId: string) =>
  queryOptions({
    queryKey: circlesKeys.invitable(circleId),
    queryFn: ({ signal }) => getInvitableMembers(circleId, signal),
  });

export const useInvitableMembers = (circleId: string) => useQuery(invitableMembersQueryOptions(circleId));
