/** Route group `users`: members as other members see them — personas only. */
import { CIRCLE_NOT_FOUND, circleIdsOf, circleMemberIds, requireCircleMember } from '../lib/entities/circle.ts';
import { getUserItem, listUsersByStatus } from '../lib/entities/user.ts';
import { listPostsByAuthor } from '../lib/entities/post-queries.ts';
import { notFound } from '../lib/errors.ts';
import { createGroupHandler } from '../lib/handler.ts';
import { json, queryId } from '../lib/http.ts';
import { toMemberCard, toPublicProfile } from '../lib/persona.ts';

/** Only approved, active members have a public profile; anyone else is simply not found. */
async function visibleMember(userId: string) {
  const user = await getUserItem(userId);
  if (!user || user.status !== 'approved') throw notFound('User not found');
  return user;
}

export const handler = createGroupHandler('users', {
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
