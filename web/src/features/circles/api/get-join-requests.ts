/** GET /api/circles/{id}/join-requests: the requests waiting for the circle's creator (the creator only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CircleJoinRequest } from '#shared/types/invitation.ts';
import { api } from '@/lib/api-client.ts';
import { circlesKeys } from './keys.ts';

export const getJoinRequests = (id: string, signal?: AbortSignal) =>
  api.get<CircleJoinRequest[]>(`/api/circles/${encodeURIComponent(id)}/join-requests`, { signal });

export const joinRequestsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: circlesKeys.joinRequests(id),
    queryFn: ({ signal }) => getJoinRequests(id, signal),
  });

export const useJoinRequests = (id: string) => useQuery(joinRequestsQueryOptions(id));
