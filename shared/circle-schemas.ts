/** Circle requests, with the specification's messages (§5); the create-circle dialog validates with the same schema. */
import * as z from 'zod/mini';
import { emailSchema, requiredText } from './schemas.ts';
import { INVITATION_RESPONSES } from './types/invitation.ts';

export const CIRCLE_LIMITS = { nameMax: 100, descriptionMax: 500 } as const;

export const createCircleSchema = z.object({
  name: requiredText('Circle name is required', CIRCLE_LIMITS.nameMax, 'Name must be less than 100 characters'),
  description: requiredText('Description is required', CIRCLE_LIMITS.descriptionMax, 'Description must be less than 500 characters'),
  isPrivate: z._default(z.boolean({ error: 'isPrivate must be true or false' }), false),
});
export type CreateCircleInput = z.infer<typeof createCircleSchema>;

export const INVITE_MESSAGE_MAX = 500;
const inviteMessage = z.optional(
  z.string({ error: 'Message must be less than 500 characters' }).check(z.trim(), z.maxLength(INVITE_MESSAGE_MAX, 'Message must be less than 500 characters')),
);

/** POST /api/circles/{id}/invite: an address, member or not (the answer is the same either way). */
export const inviteByEmailSchema = z.object({ email: emailSchema, message: inviteMessage });
export type InviteByEmailInput = z.infer<typeof inviteByEmailSchema>;

/** POST /api/circles/{id}/invite-user: a member picked from the Platform Members tab. */
export const inviteUserSchema = z.object({
  inviteeUserId: requiredText('Please choose a member to invite', 100, 'Please choose a member to invite'),
  message: inviteMessage,
});
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

/** POST /api/invitations/{id}/respond. */
export const respondToInvitationSchema = z.object({
  status: z.enum(INVITATION_RESPONSES, { error: 'Status must be "accepted" or "rejected"' }),
});
export type RespondToInvitationInput = z.infer<typeof respondToInvitationSchema>;
