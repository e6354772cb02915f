/**
 * Direct messages through the API: the one conversation of two members, both ways, with unread
 * counts and the list's order; paging; who may write and read (404 to everyone else, admins too);
 * exact counts under 20 concurrent sends; and what DynamoDB and the log hold: sealed bodies only.
 */
import { readFileSync } from 'node:fs';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Conversation, conversationCursor, type MessagePage, type SentMessage } from '#shared/types/message.ts';
import { CONVERSATIONS_PER_PAGE } from '#shared/limits.ts';
import { db, tableName } from '../lib/db/client.ts';
import { accountIn, type Account } from '../testing/personas.ts';

const start = (from: Account, to: Account | string, content: string) =>
  from.client.send<SentMessage>('POST', '/api/messages', { recipientId: typeof to === 'string' ? to : to.id, content });
const reply = (from: Account, conversationId: string, content: string) =>
  from.client.send<SentMessage>('POST', `/api/conversations/${conversationId}/messages`, { content });
const conversationsOf = async (account: Account) => {
  const response = await account.client.get<Conversation[]>('/api/conversations');
  expect(response.status, response.text).toBe(200);
  return response.json;
};
const thread = (account: Account, conversationId: string, cursor?: string) =>
  account.client.get<MessagePage>(`/api/conversations/${conversationId}/messages${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

const markRead = (account: Account, conversationId: string) => account.client.send('POST', `/api/conversations/${conversationId}/read`);

const rawItems = async (pk: string) => (await db.send(new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }))).Items ?? [];

async function memberNamed(name: string): Promise<Account> {
  const account = await accountIn('approved');
  const renamed = await account.client.send('PATCH', '/api/user/profile', { anonymousName: name, avatar: 'gentle' });
  expect(renamed.status, renamed.text).toBe(200);
  return account;
}

describe('direct messages', () => {
  let ash: Account;
  let birch: Account;
  beforeAll(async () => {
    [ash, birch] = await Promise.all([memberNamed('Ash Seeker'), memberNamed('Birch Seeker')]);
  });

  it('keeps one conversation both ways, with unread counts, previews, and marks it read only when asked (reading is pure)', async () => {
    const first = await start(ash, birch, '  Hello from the grove.  ');
    expect(first.status, first.text).toBe(201);
    const { conversationId } = first.json;
    expect(first.json.message).toEqual({ id: expect.any(String), senderId: ash.id, content: 'Hello from the grove.', createdAt: expect.any(String) });

    const birchList = await conversationsOf(birch);
    const [p1, p2] = [ash.id!, birch.id!].sort();
    expect(birchList).toEqual([
      {
        id: conversationId,
        participant1: expect.objectContaining({ id: p1 }),
        participant2: expect.objectContaining({ id: p2 }),
        otherParticipant: { id: ash.id, anonymousName: 'Ash Seeker', avatar: 'gentle' },
        unreadCount: 1,
        lastMessage: 'Hello from the grove.',
        lastActivity: first.json.message.createdAt,
      },
    ]);
    expect((await conversationsOf(ash))[0]).toMatchObject({ unreadCount: 0, otherParticipant: { anonymousName: 'Birch Seeker' } });

    const answer = await reply(birch, conversationId, 'Hello back.');
    expect(answer.status, answer.text).toBe(201);
    // Starting again from the other side continues the same conversation.
    const again = await start(ash, birch, 'Still here.');
    expect(again.json.conversationId).toBe(conversationId);
    expect((await conversationsOf(ash))[0]).toMatchObject({ unreadCount: 1, lastMessage: 'Still here.' });
    expect((await conversationsOf(birch))[0]).toMatchObject({ unreadCount: 2, lastMessage: 'Still here.' });

    const opened = await thread(birch, conversationId);
    expect(opened.status, opened.text).toBe(200);
    expect(opened.json).toEqual({
      messages: [
        expect.objectContaining({ senderId: ash.id, content: 'Hello from the grove.' }),
        expect.objectContaining({ senderId: birch.id, content: 'Hello back.' }),
        expect.objectContaining({ senderId: ash.id, content: 'Still here.' }),
      ],
      nextCursor: null,
    });
    // A GET changes nothing: a cross-site navigation to it cannot move anyone's unread count.
    expect((await conversationsOf(birch))[0]!.unreadCount).toBe(2);
    const marked = await markRead(birch, conversationId);
    expect(marked.status, marked.text).toBe(200);
    expect(marked.json).toEqual({ success: true });
    expect((await conversationsOf(birch))[0]!.unreadCount).toBe(0);
    expect((await conversationsOf(ash))[0]!.unreadCount).toBe(1);
  });

  it('refuses to mark read from another site, and for anyone but the two participants', async () => {
    const { conversationId } = (await start(ash, birch, 'Read me later.')).json;
    const unread = (await conversationsOf(birch))[0]!.unreadCount;
    expect(unread).toBeGreaterThan(0);
    for (const origin of ['https://elsewhere.example', null]) {
      const crossSite = await birch.client.request(`/api/conversations/${conversationId}/read`, { method: 'POST', origin });
      expect(crossSite.status).toBe(403);
      expect(crossSite.json).toMatchObject({ message: 'Cross-site request refused' });
    }
    const outsider = await accountIn('approved');
    const notTheirs = await markRead(outsider, conversationId);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.json).toEqual({ code: 'not_found', message: 'Conversation not found' });
    expect((await markRead(birch, 'no-such-conversation')).status).toBe(404);
    expect((await conversationsOf(birch))[0]!.unreadCount).toBe(unread);
  });

  it('lists conversations by latest activity', async () => {
    const cedar = await memberNamed('Cedar Seeker');
    const withAsh = (await start(cedar, ash, 'To Ash.')).json.conversationId;
    const withBirch = (await start(cedar, birch, 'To Birch.')).json.conversationId;
    expect((await conversationsOf(cedar)).map((c) => c.id)).toEqual([withBirch, withAsh]);
    await reply(ash, withAsh, 'From Ash.');
    expect((await conversationsOf(cedar)).map((c) => [c.id, c.lastMessage, c.unreadCount])).toEqual([
      [withAsh, 'From Ash.', 1],
      [withBirch, 'To Birch.', 0],
    ]);
  });

  it('pages the list from a cursor, and finds one member\'s conversation wherever it stands', async () => {
    const hub = await accountIn('approved');
    const others = await Promise.all(Array.from({ length: CONVERSATIONS_PER_PAGE + 5 }, () => accountIn('approved')));
    const ids: string[] = [];
    for (const [i, other] of others.entries()) ids.unshift((await start(hub, other, `Hello ${i}.`)).json.conversationId);

    const first = await conversationsOf(hub);
    expect(first.map((c) => c.id)).toEqual(ids.slice(0, CONVERSATIONS_PER_PAGE));
    const next = await hub.client.get<Conversation[]>(`/api/conversations?before=${encodeURIComponent(conversationCursor(first.at(-1)!))}`);
    expect(next.status).toBe(200);
    expect(next.json.map((c) => c.id)).toEqual(ids.slice(CONVERSATIONS_PER_PAGE));
    const end = await hub.client.get<Conversation[]>(`/api/conversations?before=${encodeURIComponent(conversationCursor(next.json.at(-1)!))}`);
    expect(end.json).toEqual([]);
    for (const bad of ['nonsense', `${first[0]!.lastActivity}#short`, `yesterday#${first[0]!.id}`]) {
      expect((await hub.client.get(`/api/conversations?before=${encodeURIComponent(bad)}`)).status, bad).toBe(400);
    }

    // The oldest, beyond the first page: found by the member it is with, by either participant.
    const oldest = others[0]!;
    const [found] = (await hub.client.get<Conversation[]>(`/api/conversations?with=${oldest.id}`)).json;
    expect(found).toMatchObject({ id: ids.at(-1), otherParticipant: { id: oldest.id }, lastMessage: 'Hello 0.' });
    expect((await oldest.client.get<Conversation[]>(`/api/conversations?with=${hub.id}`)).json.map((c) => c.id)).toEqual([ids.at(-1)]);
    // Nobody else's conversation, and none with oneself.
    expect((await others[1]!.client.get<Conversation[]>(`/api/conversations?with=${oldest.id}`)).json).toEqual([]);
    expect((await hub.client.get<Conversation[]>(`/api/conversations?with=${hub.id}`)).json).toEqual([]);
  });

  it('refuses oneself, members who cannot be messaged, and empty or long messages', async () => {
    const self = await start(ash, ash, 'Me?');
    expect(self.status).toBe(400);
    expect(self.json).toEqual({ code: 'self_message', message: 'You cannot send a message to yourself.' });
    const [waiting, suspended] = await Promise.all([accountIn('waiting'), accountIn('suspended')]);
    for (const to of [waiting, suspended, 'no-such-member']) {
      const refused = await start(ash, to, 'Hello?');
      expect(refused.status).toBe(404);
      expect(refused.json).toEqual({ code: 'not_found', message: 'Member not found' });
    }
    for (const [content, message] of [
      ['   ', 'Message cannot be empty'],
      ['x'.repeat(1001), 'Message must be at most 1000 characters'],
    ]) {
      const refused = await start(ash, birch, content!);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ message });
    }
    expect((await start(ash, birch, 'x'.repeat(1000))).status).toBe(201);
  });

  it('answers 404 to anyone but the two participants, admins included', async () => {
    const { conversationId } = (await start(ash, birch, 'Between us.')).json;
    const [third, admin] = await Promise.all([accountIn('approved'), accountIn('admin')]);
    for (const outsider of [third, admin]) {
      for (const response of [await thread(outsider, conversationId), await reply(outsider, conversationId, 'Let me in.')]) {
        expect(response.status).toBe(404);
        expect(response.json).toEqual({ code: 'not_found', message: 'Conversation not found' });
      }
      expect(await conversationsOf(outsider)).toEqual([]);
    }
    expect((await thread(ash, conversationId)).json.messages.map((m) => m.content)).not.toContain('Let me in.');
  });

  it('keeps counts exact under 20 concurrent first sends, and pages the thread newest page first', async () => {
    const [sender, recipient] = await Promise.all([memberNamed('Dune Seeker'), memberNamed('Elm Seeker')]);
    const sent = await Promise.all(Array.from({ length: 20 }, (_, i) => start(sender, recipient, `burst ${i}`)));
    expect(sent.map((s) => s.status)).toEqual(Array(20).fill(201));
    expect(new Set(sent.map((s) => s.json.conversationId)).size).toBe(1);
    const conversationId = sent[0]!.json.conversationId;
    for (let i = 0; i < 15; i++) expect((await reply(recipient, conversationId, `calm ${i}`)).status).toBe(201);

    const [senderView] = await conversationsOf(sender);
    const [recipientView] = await conversationsOf(recipient);
    expect(senderView).toMatchObject({ unreadCount: 15, lastMessage: 'calm 14' });
    expect(recipientView).toMatchObject({ unreadCount: 20, lastMessage: 'calm 14' });

    const newest = await thread(sender, conversationId);
    expect(newest.json.messages).toHaveLength(30);
    expect(newest.json.nextCursor).toEqual(expect.any(String));
    const older = await thread(sender, conversationId, newest.json.nextCursor!);
    expect(older.status, older.text).toBe(200);
    expect(older.json.nextCursor).toBeNull();
    const all = [...older.json.messages, ...newest.json.messages];
    expect(all).toHaveLength(35);
    expect(all.map((m) => m.createdAt)).toEqual(all.map((m) => m.createdAt).sort());
    expect(all.slice(20).map((m) => m.content)).toEqual(Array.from({ length: 15 }, (_, i) => `calm ${i}`));
    expect(all.slice(0, 20).map((m) => m.content).sort()).toEqual(sent.map((s) => s.json.message.content).sort());
    // Reading an older page is not opening the conversation.
    expect((await conversationsOf(recipient))[0]!.unreadCount).toBe(20);
    expect((await thread(sender, conversationId, 'not a cursor')).status).toBe(400);
  });

  it('stores bodies sealed to their conversation: no plaintext in DynamoDB, and a moved body does not open', async () => {
    const secret = `lantern-${Date.now()}`;
    const { conversationId } = (await start(ash, birch, `The ${secret} is under the stone.`)).json;
    const stored = [...(await rawItems(`CONV#${conversationId}`)), ...(await rawItems(`USER#${ash.id}`)), ...(await rawItems(`USER#${birch.id}`))];
    expect(JSON.stringify(stored)).not.toContain(secret);
    const message = stored.find((item) => item.sk.startsWith('MSG#') && item.senderId === ash.id)!;
    expect(message).toMatchObject({ encryptedContent: expect.any(String) });
    expect(Object.keys(message)).not.toContain('content');

    // The same sealed body copied into another conversation of the same members is refused.
    const cedar = await memberNamed('Fern Seeker');
    const other = (await start(cedar, ash, 'Elsewhere.')).json.conversationId;
    await db.send(new PutCommand({ TableName: tableName, Item: { ...message, pk: `CONV#${other}`, conversationId: other } }));
    const moved = await thread(ash, other);
    expect(moved.status).toBe(200);
    expect(moved.text).not.toContain(secret);
    // The moved body reads as unreadable; the conversation's own message still reads.
    expect(moved.json.messages.map((m) => m.content).sort()).toEqual(['Elsewhere.', null]);
    // The failure is logged, the words are not.
    expect(readFileSync(inject('stack').logFile, 'utf8')).not.toContain(secret);
  });

  it('a conversation id that was never made is not found', async () => {
    expect((await thread(ash, 'no-such-conversation')).status).toBe(404);
  });
});
