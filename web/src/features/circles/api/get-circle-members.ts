/** GET /api/circles/{id}/members: members only, earliest first (the creator leads). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CircleMember } from '#shared/types/circle.ts';
import { api } from '@/lib/api-client.ts';
import { circlesKeys } from './keys.ts';

export const getCircleMembers = (id: string, signal?: AbortSignal) =>
  api.get<CircleMember[]>(`/api/circles/${encodeURIComponent(id)}/members`, { signal });

export const circleMembersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: circlesKeys.members(id),
    queryFn: ({ signal }) => getCircleMembers(id, signal),
  });

export const useCircleMembers = (id: string) => useQuery(circleMembersQueryOptions(id));
