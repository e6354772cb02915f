/**
 * Who may see a post: a circle's members for a circle post (circle.ts), and nobody but its author
 * for a post hidden for review by auto-moderation (issue 31 §3). Every read of posts for members
 * asks this (lists through post-view.ts, the post page, its replies, reacting, replying, the
 * profile list, the share page), so a hidden post is as absent to them as a deleted one.
 */
import { canReadPost } from '../../circles/items/circle.ts';
import { type PostItem, hiddenFrom } from '../items/post.ts';

/** The post is not hidden for review from the viewer and, in a circle, the viewer is in it. */
export const canSeePost = async (post: Pick<PostItem, 'authorId' | 'quarantinedAt' | 'circleId'>, viewerId: string) =>
  !hiddenFrom(post, viewerId) && (await canReadPost(post, viewerId));
