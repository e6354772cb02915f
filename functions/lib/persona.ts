/** What other members may see of someone: the public persona, never the account behind it. */
import type { MemberCard, PublicProfile } from '#shared/types/user.ts';
import type { UserItem } from './entities/user.ts';

export const ANONYMOUS_FALLBACK_NAME = 'Anonymous Seeker';

export const publicName = (user: Pick<UserItem, 'anonymousName'>) => user.anonymousName?.trim() || ANONYMOUS_FALLBACK_NAME;

export const toMemberCard = (user: UserItem): MemberCard => ({
  id: user.id,
  anonymousName: publicName(user),
  avatar: user.avatar,
  spiritualJourney: user.spiritualJourney ?? null,
  createdAt: user.createdAt,
});

export const toPublicProfile = (user: UserItem): PublicProfile => ({
  ...toMemberCard(user),
  isApproved: user.isApproved === true,
});
