/**
 * POST /api/circles/{id}/invite (an address) and /invite-user (a member chosen in the dialog): the
 * same answer either way. Then the circle's invitations are refreshed (the Circle Members tab and
 * the Invited marks in Platform Members read them).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteByEmailInput, InviteUserInput } from '#shared/circle-schemas.ts';
import type { InvitationSent } from '#shared/types/invitation.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { circlesKeys } from './keys.ts';

export type SendInvitationInput = { to: 'email'; body: InviteByEmailInput } | { to: 'member'; body: InviteUserInput };

const ENDPOINTS = { email: 'invite', member: 'invite-user' } as const;

export const sendInvitation = (circleId: string, { to, body }: SendInvitationInput) =>
  api.post<InvitationSent>(`/api/circles/${encodeURIComponent(circleId)}/${ENDPOINTS[to]}`, body, { idempotent: true });

export function useSendInvitation(circleId: string, callbacks: MutationCallbacks<InvitationSent, SendInvitationInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (input: SendInvitationInput) => sendInvitation(circleId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: circlesKeys.invitations(circleId) }),
  });
}
