/**
 * POST /api/invitations/{id}/respond: accept (which joins the circle) or decline; the answer is the
 * invitation as it now is. Then the invitations and the badge are refreshed, and every circles
 * query, since accepting changes the member's circles and the circle's members.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespondToInvitationInput } from '#shared/circle-schemas.ts';
import type { Invitation } from '#shared/types/invitation.ts';
import { api } from '@/lib/api-client.ts';
import { circlesRootKey } from '@/lib/query-keys.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { invitationsKeys } from './keys.ts';

export interface RespondInput extends RespondToInvitationInput {
  id: string;
}

export const respondToInvitation = ({ id, status }: RespondInput) =>
  api.post<Invitation>(`/api/invitations/${encodeURIComponent(id)}/respond`, { status } satisfies RespondToInvitationInput);

export function useRespondToInvitation(callbacks: MutationCallbacks<Invitation, RespondInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: respondToInvitation,
    // Refetched after a refusal too: a 409 means the invitation was answered elsewhere.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsKeys.root }),
        queryClient.invalidateQueries({ queryKey: circlesRootKey }),
      ]),
  });
}
