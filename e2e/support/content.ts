/** Steps the content tests share: approved members of their own, and posts made quickly. */
import type { Page } from '@playwright/test';
import type { Post } from '#shared/types/post.ts';
import { MEMBERSHIP_ADMINS, uniqueEmail } from './accounts.ts';
import { callApi } from './api.ts';
import { approvedAccount, enterAsAdmin, enterHome, signInQuietly, uniqueSuffix } from './membership.ts';

export interface Member {
  email: string;
  name: string;
  /** A word in the name no other account has, to search by. */
  nameWord: string;
}

/**
 * A fresh, ordinary (non-admin) member, approved by the reviewer and signed in on the feed. The
 * name ends in a word of its own, so a search by name finds only this member's posts.
 */
export async function enterAsNewMember(page: Page, label: string): Promise<Member> {
  const nameWord = `${label}${uniqueSuffix()}`;
  const member = { email: uniqueEmail(label.toLowerCase()), name: `Seeker ${nameWord}`, nameWord };
  await approvedAccount(page, member.email, member.name);
  await enterHome(page, member.name);
  return member;
}

/** Switches the page to the reviewer, an admin. */
export const enterAsReviewer = (page: Page) => enterAsAdmin(page, MEMBERSHIP_ADMINS.reviewer);

/** Switches the page to another member (already approved). */
export async function switchTo(page: Page, member: Member): Promise<void> {
  await signInQuietly(page, member.email);
  await enterHome(page, member.name);
}

type NewPost = { content: string; type?: 'question' | 'reflection' } | { content: string; type: 'reply'; parentId: string };

export async function postAs(page: Page, input: NewPost): Promise<Post> {
  return callApi<Post>(page, 'POST', '/api/posts', input);
}

/** The feed's card for a post, found by its text. */
export const feedCard = (page: Page, text: string) => page.getByTestId('post-card').filter({ hasText: text });
