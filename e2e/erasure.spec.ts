/**
 * Privacy → "Delete my account" (issue 15 §2), both ways. The member types their anonymous name,
 * chooses for their posts, and is signed out at once; then every read path another member or an
 * admin has shows nothing of them: feed, post pages, search, profiles, members, circles,
 * conversations, notifications and the admin's lists — the log saying only that an account was erased.
 */
import type { Page } from '@playwright/test';
import { FORMER_MEMBER, type Post } from '#shared/types/post.ts';
import { callApi } from './support/api.ts';
import { enterAsNewMember, enterAsReviewer, postAs, switchTo } from './support/content.ts';
import { inEveryLook } from './support/looks.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const eraseCard = (page: Page) => page.getByRole('region', { name: 'Delete my account' });
const myId = async (page: Page) => (await callApi<{ id: string }>(page, 'GET', '/api/auth/user')).id;

/** The leaver's life here: a post, a reply and a reaction on the friend's post, a message, a circle. */
async function lifeOf(page: Page, friendPost: Post, word: string) {
  const own = await postAs(page, { content: `A ${word} dawn, written to be let go.` });
  await postAs(page, { type: 'reply', parentId: friendPost.id, content: `Thank you for this, ${word}.` });
  await callApi(page, 'POST', '/api/reactions', { postId: friendPost.id, type: 'gratitude', value: 60 });
  return own;
}

async function eraseFromPrivacyTab(page: Page, name: string, choice: 'Delete them all' | 'Keep them as "Former member"', shoot = false) {
  await page.goto('/profile-settings?tab=privacy');
  await expect(page.getByRole('tab', { name: 'Privacy', selected: true })).toBeVisible();
  const card = eraseCard(page);
  if (shoot) {
    // The whole Privacy tab: the archive, the browsers signed in, and the way out.
    await expect(page.getByRole('region', { name: 'Where you are signed in' }).getByRole('listitem').first()).toBeVisible();
    await inEveryLook(page, 'the Privacy tab', (look) => page.screenshot({ path: test.info().outputPath(`privacy-tab-${look}.png`), fullPage: true }));
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await card.getByRole('button', { name: 'Delete my account' }).click();
  await card.getByRole('radio', { name: choice }).click();
  const confirm = card.getByRole('textbox', { name: /Type your anonymous name/ });
  await confirm.fill(`${name} not`);
  await card.getByRole('button', { name: 'Delete my account forever' }).click();
  await expect(card.getByRole('alert')).toHaveText('The name you typed is not your anonymous name.');
  await confirm.fill(name);
  if (shoot) {
    await expectAccessible(page, 'the erase form');
    await inEveryLook(page, 'the Privacy tab with the erase form open', (look) => card.screenshot({ path: test.info().outputPath(`erase-${look}.png`) }));
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await card.getByRole('button', { name: 'Delete my account forever' }).click();
  // Signed out at once: the landing page, and the app no longer knows them.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
}

test('a member erases their account and their posts: nothing of them is left to see', async ({ page }) => {
  test.setTimeout(240_000);
  const friend = await enterAsNewMember(page, 'Stayer');
  const friendId = await myId(page);
  const friendPost = await postAs(page, { content: `The friend's own reflection ${Date.now()}.` });
  const leaver = await enterAsNewMember(page, 'Leaver');
  const leaverId = await myId(page);
  const word = `erasable${Date.now().toString(36)}`;
  const own = await lifeOf(page, friendPost, word);
  const sent = await callApi<{ conversationId: string }>(page, 'POST', '/api/messages', { recipientId: friendId, content: `A note from ${leaver.name}.` });
  const circle = await callApi<{ id: string }>(page, 'POST', '/api/circles', { name: `Circle of ${leaver.nameWord}`, description: 'Sitting together.', isPrivate: false });
  await switchTo(page, friend);
  await callApi(page, 'POST', `/api/conversations/${sent.conversationId}/messages`, { content: 'A reply the friend keeps.' });
  await callApi(page, 'POST', `/api/circles/${circle.id}/join`);
  await switchTo(page, leaver);

  await eraseFromPrivacyTab(page, leaver.name, 'Delete them all', true);

  await switchTo(page, friend);
  // The background steps finish: the post is gone.
  await expect.poll(async () => (await page.request.get(`/api/posts/${own.id}`)).status(), { timeout: 60_000 }).toBe(404);
  await expect.poll(async () => (await callApi<Post>(page, 'GET', `/api/posts/${friendPost.id}`)).replies, { timeout: 60_000 }).toBe(0);
  // Feed and post pages.
  await page.goto('/?sort=newest');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await expect(page.getByText(leaver.name)).toHaveCount(0);
  await page.goto(`/posts/${own.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  await page.goto(`/posts/${friendPost.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /The friend's own reflection/ }).or(page.getByText(/The friend's own reflection/).first())).toBeVisible();
  await expect(page.getByText(leaver.name)).toHaveCount(0);
  await expect(page.getByText(`Thank you for this, ${word}.`)).toHaveCount(0);
  // Search, by a word of theirs and by their name.
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByLabel('Search posts').fill(word);
  await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
  await page.getByLabel('Search posts').fill(leaver.nameWord.toLowerCase());
  await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
  // Their profile, and the members list.
  await page.goto(`/users/${leaverId}`);
  await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
  await page.goto('/members');
  await expect(page.getByRole('link', { name: /\(you\)/ })).toBeVisible();
  await expect(page.getByText(leaver.name)).toHaveCount(0);
  // The circle passed to the friend, its only member now.
  await page.goto(`/circles/${circle.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Circle of ${leaver.nameWord}` })).toBeVisible();
  await expect(page.getByText(leaver.name)).toHaveCount(0);
  // The conversation: the friend's own message, from a "Former member" who cannot be written to.
  await page.goto('/messages');
  await page.getByRole('link', { name: /Former member/ }).first().click();
  await expect(page.getByRole('region', { name: 'Messages with Former member' })).toContainText('A reply the friend keeps.');
  await expect(page.getByText(`A note from ${leaver.name}.`)).toHaveCount(0);
  await expect(page.getByText('This member has left the community. Your messages stay here for you.')).toBeVisible();
  await inEveryLook(page, 'a conversation with a former member', (look) => page.screenshot({ path: test.info().outputPath(`former-conversation-${look}.png`), fullPage: true }));
  await page.setViewportSize({ width: 1280, height: 900 });
  // Notifications: nothing names them.
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText(leaver.name)).toHaveCount(0);

  // The admin's lists: not among the users; the log says an account was erased, and when.
  await enterAsReviewer(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search users').fill(leaver.email);
  await expect(page.getByText(leaver.email)).toHaveCount(0);
  await page.getByRole('region', { name: 'Admin log' }).getByRole('button', { name: 'Show admin log' }).click();
  const entry = page.getByRole('list', { name: 'Admin actions, newest first' }).getByRole('listitem').filter({ hasText: 'Account erased' }).first();
  await expect(entry).toContainText('(posts deleted)');
  await expect(entry).toContainText('by the member themselves');
  await expect(page.getByText(leaver.name)).toHaveCount(0);
});

test('a member erases their account and keeps their posts: they stay, as "Former member"', async ({ page }) => {
  test.setTimeout(180_000);
  const friend = await enterAsNewMember(page, 'Reader');
  const leaver = await enterAsNewMember(page, 'Keeper');
  const leaverId = await myId(page);
  const kept = await postAs(page, { content: `Words that stay after me ${Date.now()}.` });
  await eraseFromPrivacyTab(page, leaver.name, 'Keep them as "Former member"');

  await switchTo(page, friend);
  // From the first answer on, whether or not the background step has reached the post yet: the one
  // id of every former member beside "Former member", never the id the member's profile had.
  expect(await callApi<Post>(page, 'GET', `/api/posts/${kept.id}`)).toMatchObject({ authorId: FORMER_MEMBER.id, author: { anonymousName: 'Former member' } });
  await page.goto(`/posts/${kept.id}`);
  await expect(page.getByText(kept.content)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Former member').first()).toBeVisible();
  // It leads to no one: no link to a profile.
  await expect(main.getByRole('link', { name: 'Former member' })).toHaveCount(0);
  await expect(page.getByText(leaver.name)).toHaveCount(0);
  await page.goto(`/users/${leaverId}`);
  await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
  await page.goto(`/posts/${kept.id}`);
  await inEveryLook(page, 'a post kept under "Former member"', (look) => page.screenshot({ path: test.info().outputPath(`former-post-${look}.png`), fullPage: true }));
});
