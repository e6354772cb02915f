/**
 * Route group `members`: the public persona list and avatar images, and members as other members
 * see them (/api/users/*) — personas only.
 */
import { AVATAR_GRADIENTS, avatarStyleOf } from '#shared/avatars.ts';
import type { MemberListEntry } from '#shared/types/user.ts';
import { getUserItem, listUsersByStatus } from '../../lib/account.ts';
import { createGroupHandler } from '../../lib/handler.ts';
import { json, queryId } from '../../lib/http.ts';
import { publicName, toMemberCard, toPublicProfile } from '../../lib/persona.ts';
import { CIRCLE_NOT_FOUND, circleIdsOf, circleMemberIds, requireCircleMember } from '../../circles/items/circle.ts';
import { listPostsByAuthor } from '../../posts/items/post-queries.ts';
import { notFound } from '../../lib/errors.ts';

/** Only approved, active members have a public profile; anyone else is simply not found. */
async function visibleMember(userId: string) {
  const user = await getUserItem(userId);
  if (!user || user.status !== 'approved') throw notFound('User not found');
  return user;
}

export const handler = createGroupHandler('members', {
  // Public by the specification (the join page searches it signed out): id, name and avatar only.
  'GET /api/members': async () => {
    const members = await listUsersByStatus('approved');
    return json(
      200,
      members.map((m): MemberListEntry => ({ id: m.id, anonymousName: publicName(m), avatar: m.avatar })),
    );
  },

  'GET /api/avatar/{avatarKey}': async ({ params }) => {
    const { from, to } = AVATAR_GRADIENTS[avatarStyleOf(params.avatarKey)];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="64" height="64" rx="32" fill="url(#g)"/></svg>`;
    return {
      statusCode: 200,
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
      body: svg,
    };
  },

  // ?excludeCircle={id}: the invite dialog's Platform Members, those not in the circle (the caller
  // among them). Only its members may ask: the complement would spell out a private circle's members.
  'GET /api/users/approved': async ({ event, caller }) => {
    const circleId = queryId(event, 'excludeCircle', CIRCLE_NOT_FOUND);
    if (!circleId) return json(200, (await listUsersByStatus('approved')).map(toMemberCard));
    await requireCircleMember(circleId, caller.user.id);
    const [approved, inCircle] = await Promise.all([listUsersByStatus('approved'), circleMemberIds(circleId)]);
    return json(200, approved.filter((user) => !inCircle.has(user.id)).map(toMemberCard));
  },

  'GET /api/users/profile/{userId}': async ({ params }) => json(200, toPublicProfile(await visibleMember(params.userId))),

  'GET /api/users/stats/{userId}': async ({ params }) => {
    const user = await visibleMember(params.userId);
    return json(200, {
      totalPosts: user.postCount ?? 0,
      totalReplies: user.replyCount ?? 0,
      totalImpact: user.impactTotal ?? 0,
    });
  },

  // Circle posts and replies only for fellow members of the circle; the stats above never count them.
  'GET /api/users/posts/{userId}': async ({ params, caller }) => {
    const user = await visibleMember(params.userId);
    const [posts, viewerCircles] = await Promise.all([listPostsByAuthor(user.id, caller.user.id), circleIdsOf(caller.user.id)]);
    return json(200, posts.filter((post) => !post.circleId || viewerCircles.has(post.circleId)));
  },
});

