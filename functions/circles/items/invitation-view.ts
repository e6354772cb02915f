/**
 * The read model of invitations: items → what their invitee and the circle's members see. Circles
 * and personas come in one BatchGetItem per list; an address is never part of an answer.
 */
import type { CircleInvitation, Invitation } from '#shared/types/invitation.ts';
import { batchLookup } from '../../lib/db/query.ts';
import { isErased, personaOf, publicName } from '../../lib/persona.ts';
import { circleKey, type CircleItem } from './circle.ts';
import type { CircleInvitationItem, InvitationItem } from './invitation.ts';
import { userKey, type UserItem } from '../../lib/account.ts';

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
 * GET /api/circles/{id}/invitations: who was invited, by whom. An invitation by address is its
 * record alone: when and by whom, never whom it reached, its status or its answer. Invitations by
 * address stored before the records existed sit on the same list with all of that: they are
 * answered as records too.
 */
export async function toCircleInvitations(items: CircleInvitationItem[]): Promise<CircleInvitation[]> {
  const toMember = (item: CircleInvitationItem) => ('status' in item && !item.byAddress ? item : null);
  const get = await batchLookup(items.flatMap((i) => [userKey(i.inviterId), ...(toMember(i)?.inviteeId ? [userKey(toMember(i)!.inviteeId!)] : [])]));
  return items.map((item): CircleInvitation => {
    const inviter = { anonymousName: inviterOf(get<UserItem>(userKey(item.inviterId))).anonymousName };
    const member = toMember(item);
    if (!member) return { kind: 'address', id: item.id, createdAt: item.createdAt, inviter };
    const invitee = member.inviteeId ? get<UserItem>(userKey(member.inviteeId)) : undefined;
    return {
      kind: 'member',
      id: member.id,
      status: member.status,
      createdAt: member.createdAt,
      respondedAt: member.respondedAt,
      invitee: invitee && !isErased(invitee) ? { id: invitee.id, anonymousName: publicName(invitee), avatar: invitee.avatar } : null,
      inviter,
    };
  });
}
