/** GET /api/invitations: the signed-in member's invitations to circles, pending and answered. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '#shared/types/invitation.ts';
import { api } from '@/lib/api-client.ts';
import { invitationsKeys } from './keys.ts';

export const getInvitations = () => api.get<Invitation[]>('/api/invitations');

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: invitationsKeys.list(),
    queryFn: getInvitations,
  });

export const useInvitations = () => useQuery(invitationsQueryOptions());
