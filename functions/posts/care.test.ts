/**
 * Care wherever people write (issue 31 §2, docs/care.md), through the API and the stream worker:
 * a post, reply or circle post whose words signal crisis is shared as written, its writer's answer
 * alone carries the care card's lines, it enters the admins' Needs care list and every admin is
 * notified and pushed; death metaphors do none of that; the journal and direct messages give the
 * writer the card and store, flag and tell nothing; a moderation provider that fails or hangs
 * holds no post back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Care, NeedsCareItem, NeedsCarePage, WithCare } from '#shared/types/care.ts';
import type { Circle } from '#shared/types/circle.ts';
import type { JournalEntry } from '#shared/types/journal.ts';
import type { SentMessage } from '#shared/types/message.ts';
import type { Post } from '#shared/types/post.ts';
import type { PushPublicKey } from '#shared/types/push.ts';
import type { AdminLogEntry } from '#shared/types/admin.ts';
import { keyCondition } from '../lib/db/keys.ts';
import { queryAll } from '../lib/db/query.ts';
import { INDEXES } from '../lib/db/schema.ts';
import { readAdminLog } from '../lib/admin-log.ts';
import { NEEDS_CARE_PK } from './items/care-item.ts';
import { listNotifications } from '../notifications/workflows/list-notifications.ts';
import { withGuideProvider } from '../testing/guide-provider.ts';
import { accountIn, type Account } from '../testing/personas.ts';
import { startPushService, type PushServiceStandIn, type StandInSubscriber } from '../testing/push-service.ts';

const CRISIS = 'I do not want to live anymore and keep thinking about ending my life';
const HINGLISH_CRISIS = 'Mujhe ab jeena nahi hai, main khud ko khatam karna chahta hoon';
const METAPHORS =
  'Dying to the self is the whole path. The Gita on death says the soul is never killed; ego death came on my retreat. ' +
  'I was killing time before satsang, and I would die for a good chai after it. Ending my attachment to outcomes.';
const POLL = { timeout: 15_000, interval: 100 };

const guide = withGuideProvider('posts');
let pushService: PushServiceStandIn;
let admin: Account;
let adminDevice: StandInSubscriber;

beforeAll(async () => {
  pushService = await startPushService();
  admin = await accountIn('admin');
  const { publicKey } = (await admin.client.get<PushPublicKey>('/api/push/public-key')).json;
  adminDevice = pushService.subscribe(publicKey!);
  expect((await admin.client.send('POST', '/api/push/subscriptions', adminDevice.subscription)).status).toBe(201);
});
afterAll(() => pushService.close());
beforeEach(() => guide.standIn.moderationFails(null));

const write = async (author: Account, body: Record<string, unknown>) => {
  const answer = await author.client.send<WithCare<Post>>('POST', '/api/posts', body);
  expect(answer.status, answer.text).toBe(201);
  return answer.json;
};

/** The admins' Needs care list, every page. */
async function needsCare(): Promise<NeedsCareItem[]> {
  const items: NeedsCareItem[] = [];
  let before: string | null = null;
  do {
    const page: NeedsCarePage = (await admin.client.get<NeedsCarePage>(`/api/admin/care${before ? `?before=${encodeURIComponent(before)}` : ''}`)).json;
    items.push(...page.items);
    before = page.next;
  } while (before);
  return items;
}

// The shared admin account hears of other tests' work too: read deep enough (the list as the API shows it).
const careNotifications = async () => (await listNotifications(admin.id!, { limit: 200 })).filter((n) => n.type === 'care');
const carePushes = () => adminDevice.received.map((push) => JSON.parse(push.payload) as { title: string; body: string; url: string }).filter((p) => p.title === 'Someone may need care');

function expectCareCard(care: Care | undefined, language: Care['language']) {
  expect(care).toMatchObject({ language, emergencyNumber: '112', helplines: [{ name: 'Tele-MANAS', numbers: ['14416', '1-800-891-4416'] }] });
  // The lines come first, before any other word of comfort; nothing about methods.
  expect(care!.message.indexOf('14416')).toBeLessThan(care!.message.indexOf('112'));
}

describe('a post, reply or circle post whose words signal crisis', () => {
  it('is shared as written, shows its writer the card, enters Needs care and tells every admin (notification and push)', async () => {
    const [writer, reader] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const pushesBefore = carePushes().length;
    const post = await write(writer, { type: 'reflection', content: CRISIS });
    expectCareCard(post.care, 'english');
    expect(post.content).toBe(CRISIS);

    // Members who read it see it as usual, and nothing of the care.
    const read = await reader.client.get<WithCare<Post>>(`/api/posts/${post.id}`);
    expect(read.status).toBe(200);
    expect(read.json.content).toBe(CRISIS);
    expect(read.text).not.toContain('14416');
    expect('care' in read.json).toBe(false);
    expect((await reader.client.get('/api/posts?sortBy=recent')).text).not.toContain('14416');

    const listed = (await needsCare()).find((item) => item.post.id === post.id);
    expect(listed).toMatchObject({ post: { id: post.id, content: CRISIS }, flaggedAt: post.createdAt });
    expect(listed!.post.author.anonymousName).toBe(writer.name);

    await expect.poll(async () => (await careNotifications()).filter((n) => n.message.startsWith(writer.name!)).length, POLL).toBe(1);
    const [notification] = (await careNotifications()).filter((n) => n.message.startsWith(writer.name!));
    expect(notification).toMatchObject({ title: 'Someone may need care', link: '/admin', relatedPostId: null });
    // It names the writer as admins see the post, and carries none of the words.
    expect(notification!.message).not.toContain('live');
    await expect.poll(() => carePushes().length, POLL).toBeGreaterThan(pushesBefore);
    expect(carePushes().some((push) => push.body.startsWith(writer.name!) && !push.body.includes('ending'))).toBe(true);
  });

  it('does the same for a reply and for a circle post, in Hinglish too; deleting a post takes it off the list', async () => {
    const [writer, other] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const parent = await write(other, { type: 'question', content: 'How do you keep going on hard days?' });
    expect(parent.care).toBeUndefined();
    const reply = await write(writer, { type: 'reply', parentId: parent.id, content: HINGLISH_CRISIS });
    expectCareCard(reply.care, 'hinglish');
    expect(reply.care!.message).toContain('Please abhi');

    const circle = (await writer.client.send<Circle>('POST', '/api/circles', { name: 'Night Sitting', description: 'Late.' })).json;
    const inCircle = await write(writer, { type: 'reflection', content: 'मैं अब जीना नहीं चाहता', circleId: circle.id });
    expectCareCard(inCircle.care, 'hindi');

    const ids = (await needsCare()).map((item) => item.post.id);
    expect(ids).toEqual(expect.arrayContaining([reply.id, inCircle.id]));
    await expect.poll(async () => (await careNotifications()).filter((n) => n.message.startsWith(writer.name!)).length, POLL).toBe(2);

    expect((await writer.client.send('DELETE', `/api/posts/${inCircle.id}`)).status).toBe(200);
    expect((await needsCare()).map((item) => item.post.id)).not.toContain(inCircle.id);
  });

  it('leaves the list once an admin has looked after it, in the admin log without its words', async () => {
    const writer = await accountIn('approved');
    const post = await write(writer, { type: 'reflection', content: CRISIS });
    const done = await admin.client.send('POST', `/api/admin/care/${post.id}/looked-after`);
    expect(done.status, done.text).toBe(200);
    expect((await needsCare()).map((item) => item.post.id)).not.toContain(post.id);
    const again = await admin.client.send('POST', `/api/admin/care/${post.id}/looked-after`);
    expect(again.status).toBe(404);
    expect(again.json).toMatchObject({ message: 'This post is not waiting for care.', code: 'not_waiting' });
    const { entries }: { entries: AdminLogEntry[] } = await readAdminLog(null);
    expect(entries.find((entry) => entry.target.id === post.id)).toMatchObject({ action: 'care_looked_after', target: { type: 'post', label: null } });
    // The post itself stays, as written.
    expect((await writer.client.get<Post>(`/api/posts/${post.id}`)).json.content).toBe(CRISIS);
  });

  it('refuses an unknown cursor with a 400', async () => {
    const answer = await admin.client.get('/api/admin/care?before=not-a-cursor');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'invalid_cursor' });
  });
});

describe('an erased writer', () => {
  const LONG = { timeout: 120_000, interval: 300 };

  it.each(['keep', 'delete'] as const)('leaves no trail under Needs care or in the admins’ notifications (posts: %s)', async (posts) => {
    const writer = await accountIn('approved');
    const post = await write(writer, { type: 'reflection', content: CRISIS });
    const told = async () => (await careNotifications()).filter((n) => n.id === `${post.id}-care`);
    await expect.poll(async () => (await told()).length, POLL).toBe(1);

    const erased = await writer.client.send('POST', '/api/user/erase', { confirmName: writer.name, posts });
    expect(erased.status, erased.text).toBe(200);
    // The erasure's steps remove every notification that names the member, the admins' included.
    await expect.poll(async () => (await told()).length, LONG).toBe(0);
    const listed = (await needsCare()).find((item) => item.post.id === post.id);
    if (posts === 'delete') expect(listed).toBeUndefined();
    else expect(listed?.post).toMatchObject({ authorId: 'former-member', author: { anonymousName: 'Former member' } });
    expect(JSON.stringify(await needsCare())).not.toContain(writer.id!);
    expect(JSON.stringify(await needsCare())).not.toContain(writer.name!);
  });
});

describe('an ordinary post full of death metaphors', () => {
  it('shows no card and enters no list', async () => {
    const writer = await accountIn('approved');
    const post = await write(writer, { type: 'reflection', content: METAPHORS });
    expect(post.care).toBeUndefined();
    expect((await needsCare()).map((item) => item.post.id)).not.toContain(post.id);
  });
});

describe('the moderation layer on posts (the stand-in provider, posts served in this process)', () => {
  it.each([
    ['fails', 500],
    ['hangs', 'hang'],
  ] as const)('when it %s, a post is still shared, and a crisis the offline layer sees still gets care', async (_, how) => {
    process.env.OPENAI_MODERATION_TIMEOUT_MS = '300';
    guide.standIn.moderationFails(how);
    const writer = await accountIn('approved');
    const client = guide.api.clientFor(writer.client);
    const ordinary = await client.send<WithCare<Post>>('POST', '/api/posts', { type: 'question', content: 'How do you sit with grief?' });
    expect(ordinary.status, ordinary.text).toBe(201);
    expect(ordinary.json.care).toBeUndefined();
    const crisis = await client.send<WithCare<Post>>('POST', '/api/posts', { type: 'reflection', content: CRISIS });
    expect(crisis.status).toBe(201);
    expectCareCard(crisis.json.care, 'english');
  });

  it('adds care for words only the model reads as crisis', async () => {
    const writer = await accountIn('approved');
    const client = guide.api.clientFor(writer.client);
    // The stand-in scores "suicidal" high; the offline layer reads this phrasing as well, so use one it does not.
    const words = 'Everything is dark and I keep thinking I am dead inside';
    const answer = await client.send<WithCare<Post>>('POST', '/api/posts', { type: 'reflection', content: words });
    expect(answer.status).toBe(201);
    expect(answer.json.care?.language).toBe('english');
    expect((await needsCare()).map((item) => item.post.id)).toContain(answer.json.id);
  });
});

describe('the journal and direct messages', () => {
  it('show the writer the card and store, flag and tell nothing', async () => {
    const [writer, friend] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const listBefore = await queryAll(keyCondition(INDEXES.byKind, NEEDS_CARE_PK));

    const entry = await writer.client.send<WithCare<JournalEntry>>('POST', '/api/journal', { title: 'Tonight', content: CRISIS });
    expect(entry.status, entry.text).toBe(201);
    expectCareCard(entry.json.care, 'english');
    const edited = await writer.client.send<WithCare<JournalEntry>>('PUT', `/api/journal/${entry.json.id}`, { content: HINGLISH_CRISIS });
    expectCareCard(edited.json.care, 'hinglish');
    const plain = await writer.client.send<WithCare<JournalEntry>>('POST', '/api/journal', { content: METAPHORS });
    expect(plain.json.care).toBeUndefined();
    // What is stored and read back is the entry alone.
    const journal = (await writer.client.get<JournalEntry[]>('/api/journal')).text;
    expect(journal).not.toContain('14416');

    const sent = await writer.client.send<WithCare<SentMessage>>('POST', '/api/messages', { recipientId: friend.id, content: CRISIS });
    expect(sent.status, sent.text).toBe(201);
    expectCareCard(sent.json.care, 'english');
    const more = await writer.client.send<WithCare<SentMessage>>('POST', `/api/conversations/${sent.json.conversationId}/messages`, { content: HINGLISH_CRISIS });
    expectCareCard(more.json.care, 'hinglish');
    // The recipient reads the message, never the card.
    const received = await friend.client.get(`/api/conversations/${sent.json.conversationId}/messages`);
    expect(received.text).toContain('ending my life');
    expect(received.text).not.toContain('14416');

    // A crisis post after them is the one thing the admins hear of: the stream worker has passed the journal and messages' writes.
    const marker = await write(writer, { type: 'reflection', content: CRISIS });
    await expect.poll(async () => (await careNotifications()).filter((n) => n.message.startsWith(writer.name!)).length, POLL).toBe(1);
    const listAfter = await queryAll<{ postId: string }>(keyCondition(INDEXES.byKind, NEEDS_CARE_PK));
    expect(listAfter.length).toBe(listBefore.length + 1);
    expect(listAfter.map((item) => item.postId)).toContain(marker.id);
  });
});
