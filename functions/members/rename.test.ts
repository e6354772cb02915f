/**
 * Renaming the persona leaves no trail (issue 30 §2): every place that shows the member's name —
 * others' notifications, invitations, a circle's creator, search — shows the new name only, and the
 * old name finds nothing that could tie the two together (docs/erasure.md, "Copies of a name").
 */
import { describe, expect, it } from 'vitest';
import type { Circle } from '#shared/types/circle.ts';
import type { CircleInvitation, Invitation } from '#shared/types/invitation.ts';
import type { Notification } from '#shared/types/notification.ts';
import type { Post } from '#shared/types/post.ts';
import { transact } from '../lib/db/transact.ts';
import { notificationWrites } from '../lib/notification-writes.ts';
import { accountIn, type Account } from '../testing/personas.ts';

const LONG = { timeout: 60_000, interval: 300 };

/** A word no other test's names or posts contain, so a search for it finds only this test's. */
const uniqueWord = (stem: string) => `${stem}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6).replace(/\d/g, 'q')}`;

const created = async <T,>(account: Account, path: string, body: Record<string, unknown>) => {
  const response = await account.client.send<T>('POST', path, body);
  expect(response.status, response.text).toBe(201);
  return response.json;
};
const ok = async (account: Account, path: string, body?: Record<string, unknown>) => {
  const response = await account.client.send('POST', path, body);
  expect(response.status, response.text).toBeLessThan(300);
};

describe('renaming the persona', () => {
  it('changes every copy of the name at once, and the old name finds nothing', async () => {
    const [renamer, friend] = await Promise.all([accountIn('approved'), accountIn('approved', { hearsNewPosts: true })]);
    const [oldWord, newWord] = [uniqueWord('elder'), uniqueWord('newer')];
    const [oldName, newName] = [`Dew ${oldWord}`, `Dew ${newWord}`];
    await renamer.client.send('PATCH', '/api/user/profile', { anonymousName: oldName, avatar: 'gentle' });

    // Something of every kind that names the renamer to the friend, written under the old name.
    const open = await created<Circle>(friend, '/api/circles', { name: 'Open door', description: 'All welcome.', isPrivate: false });
    const closed = await created<Circle>(friend, '/api/circles', { name: 'Closed door', description: 'Ask first.', isPrivate: true });
    await ok(renamer, `/api/circles/${open.id}/join`);
    await ok(renamer, `/api/circles/${closed.id}/join-requests`);
    const own = await created<Circle>(renamer, '/api/circles', { name: 'Renamer room', description: 'Mine.', isPrivate: false });
    await ok(renamer, `/api/circles/${own.id}/invite-user`, { inviteeUserId: friend.id });
    const topic = uniqueWord('lantern');
    const post = await created<Post>(renamer, '/api/posts', { type: 'reflection', content: `A ${topic} in the window.`, shareShowsWords: true });
    const friends = await created<Post>(friend, '/api/posts', { type: 'reflection', content: 'The bell rang twice.' });
    await created<Post>(renamer, '/api/posts', { type: 'reply', parentId: friends.id, content: 'Thank you.' });
    await ok(renamer, '/api/reactions', { postId: friends.id, type: 'gratitude', value: 60 });
    const kinds = ['circle_join', 'circle_join_request', 'circle_invitation', 'new_post', 'new_reply', 'reaction'];
    const notifications = async () => (await friend.client.get<Notification[]>('/api/notifications')).json.filter((n) => n.message.includes('Dew '));
    // new_post is delivered after the request, by the stream worker.
    await expect.poll(async () => (await notifications()).map((n) => n.type).sort(), LONG).toEqual([...kinds].sort());
    expect((await notifications()).every((n) => n.message.startsWith(oldName))).toBe(true);

    const renamed = await renamer.client.send('PATCH', '/api/user/profile', { anonymousName: newName, avatar: 'gentle' });
    expect(renamed.status, renamed.text).toBe(200);

    // Each notification now names them as they are, in its message and its metadata.
    const after = await friend.client.get<Notification[]>('/api/notifications');
    expect(after.text).not.toContain(oldWord);
    for (const notification of await notifications()) {
      expect(notification.message.startsWith(`${newName}`), notification.message).toBe(true);
      expect(Object.values(notification.metadata)).toContain(newName);
    }
    // The invitation, as its invitee and as the circle's members see it, and the circle's creator.
    expect((await friend.client.get<Invitation[]>('/api/invitations')).json.find((i) => i.circle.id === own.id)?.inviter.anonymousName).toBe(newName);
    expect((await renamer.client.get<CircleInvitation[]>(`/api/circles/${own.id}/invitations`)).json.map((i) => i.inviter.anonymousName)).toEqual([newName]);
    expect((await friend.client.get<Circle>(`/api/circles/${own.id}`)).json.creator.anonymousName).toBe(newName);
    // The shared link's preview, which the author allowed to show their persona.
    const preview = (await (await accountIn('signedOut')).client.request(`/api/share/post/${post.id}`)).text;
    expect(preview).toContain(newWord);
    expect(preview).not.toContain(oldWord);
    // Search: the old name finds nothing; the post is found by its words, under the new name.
    expect((await friend.client.get<Post[]>(`/api/posts/search?q=${oldWord}`)).json).toEqual([]);
    expect((await friend.client.get<Post[]>(`/api/posts/search?q=Dew ${oldWord}`)).json.map((p) => p.id)).not.toContain(post.id);
    const found = (await friend.client.get<Post[]>(`/api/posts/search?q=${topic}`)).json;
    expect(found.map((p) => [p.id, p.author.anonymousName])).toEqual([[post.id, newName]]);
  }, 120_000);

  it('reads a notification written with the name itself (before the mark) under the name of now', async () => {
    const [renamer, friend] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const oldWord = uniqueWord('older');
    const oldName = `Rain ${oldWord}`;
    // As a reaction's notification was stored before: the name in the message and the metadata.
    const cancelled = await transact(
      notificationWrites(friend.id!, {
        type: 'reaction',
        title: 'New reaction on your post',
        message: `${oldName} reacted to your post: Gratitude (60).`,
        metadata: { authorName: oldName, reactionType: 'gratitude' },
        actorId: renamer.id!,
      }),
    );
    expect(cancelled).toBeNull();
    const newName = `Rain ${uniqueWord('newer')}`;
    expect((await renamer.client.send('PATCH', '/api/user/profile', { anonymousName: newName, avatar: 'gentle' })).status).toBe(200);
    const [shown] = (await friend.client.get<Notification[]>('/api/notifications')).json;
    expect(shown).toMatchObject({ message: `${newName} reacted to your post: Gratitude (60).`, metadata: { authorName: newName, reactionType: 'gratitude' } });
  });
});
