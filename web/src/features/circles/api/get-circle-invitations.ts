/** GET /api/circles/{id}/invitations: who has been invited to the circle, and how they answered (no addresses). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CircleInvitation } from '#shared/types/invitation.ts';
import { api } from '@/lib/api-client.ts';
import { circlesKeys } from './keys.ts';

export const getCircleInvitations = (circleId: string, signal?: AbortSignal) =>
  api.get<CircleInvitation[]>(`/api/circles/${encodeURIComponent(circleId)}/invitations`, { signal });

export const circleInvitationsQueryOptions = (circleId: string) =>
  queryOptions({
    queryKey: circlesKeys.invitations(circleId),
    queryFn: ({ signal }) => getCircleInvitations(circleId, signal),
  });

export const useCircleInvitations = (circleId: string) => useQuery(circleInvitationsQueryOptions(circleId));
