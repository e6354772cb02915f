/**
 * The read model of invitations: items → what their invitee and the circle's members see. Circles
 * and personas come in one BatchGetItem per list; an address is never part of an answer.
 */
import type { CircleInvitation, Invitation } from '#shared/types/invitation.ts';
import { batchLookup } from '../db/query.ts';
import { isErased, personaOf, publicName } from '../persona.ts';
import { circleKey, type CircleItem } from './circle.ts';
import type { InvitationItem } from './invitation.ts';
import { userKey, type UserItem } from './user.ts';

const inviterOf = (user: UserItem | undefined) => personaOf(user);

/** GET /api/invitations: the invitee's own, with each circle and inviter. */
export async function toInvitations(items: InvitationItem[]): Promise<Invitation[]> {
  const get = await batchLookup(items.flatMap((i) => [circleKey(i.circleId), userKey(i.inviterId)]));
  return items.flatMap((item) => {
    const circle = get<CircleItem>(circleKey(item.circleId));
    if (!circle) return [];
    return [
      {
        id: item.id,
        status: item.status,
        message: item.message,
        createdAt: item.createdAt,
        respondedAt: item.respondedAt,
        circle: { id: circle.id, name: circle.name, isPrivate: circle.isPrivate },
        inviter: inviterOf(get<UserItem>(userKey(item.inviterId))),
      },
    ];
  });
}

/**
 * GET /api/circles/{id}/invitations: who was invited, by whom. An invitation sent to an address
 * names no invitee, ever — not even once a member holds it — so an address never leads to a persona.
 */
export async function toCircleInvitations(items: InvitationItem[]): Promise<CircleInvitation[]> {
  const inviteeOf = (item: InvitationItem) => (item.byAddress ? null : item.inviteeId);
  const get = await batchLookup(items.flatMap((i) => [userKey(i.inviterId), ...(inviteeOf(i) ? [userKey(inviteeOf(i)!)] : [])]));
  return items.map((item) => {
    const inviteeId = inviteeOf(item);
    const invitee = inviteeId ? get<UserItem>(userKey(inviteeId)) : undefined;
    return {
      id: item.id,
      status: item.status,
      createdAt: item.createdAt,
      respondedAt: item.respondedAt,
      invitee: invitee && !isErased(invitee) ? { id: invitee.id, anonymousName: publicName(invitee), avatar: invitee.avatar } : null,
      inviter: { anonymousName: inviterOf(get<UserItem>(userKey(item.inviterId))).anonymousName },
    };
  });
}
