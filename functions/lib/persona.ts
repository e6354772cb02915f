/** What other members may see of someone: the public persona, never the account behind it. */
import { FORMER_MEMBER } from '#shared/types/post.ts';
import type { MemberCard, PublicProfile } from '#shared/types/user.ts';
import type { UserItem } from './account.ts';

export const ANONYMOUS_FALLBACK_NAME = 'Anonymous Seeker';

export const publicName = (user: Pick<UserItem, 'anonymousName'>) => user.anonymousName?.trim() || ANONYMOUS_FALLBACK_NAME;

/** An account being erased (issue 15 §2): its item holds nothing but this mark until the last step removes it. */
export const isErased = (user: Pick<UserItem, 'erasedAt'> | undefined): boolean => !user || user.erasedAt !== undefined;

/**
 * The name and avatar of someone another member's screen mentions, found or not: an account that is
 * gone, or being erased, is "Former member" (users are deleted only by erasure).
 */
export const personaOf = (user: Pick<UserItem, 'anonymousName' | 'avatar' | 'erasedAt'> | undefined) =>
  !user || isErased(user)
    ? { anonymousName: FORMER_MEMBER.anonymousName, avatar: FORMER_MEMBER.avatar }
    : { anonymousName: publicName(user), avatar: user.avatar };

/**
 * Someone shown by id and persona (a post's author, a reactor, a conversation's participant). An
 * erased account is `former-member` from the request that erased it on, the same id for every
 * former member, though its items still carry its own id until the background steps reach them: an
 * id seen beside the old persona must never lead to "Former member".
 */
export const shownMember = (id: string, user: Pick<UserItem, 'anonymousName' | 'avatar' | 'erasedAt'> | undefined) => ({
  id: isErased(user) ? FORMER_MEMBER.id : id,
  ...personaOf(user),
});

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
