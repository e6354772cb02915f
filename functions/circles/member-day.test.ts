/**
 * "N new posts today" counts the member's own day (docs/decisions.md "The member's own day"): posts
 * just before and just after their midnight in Asia/Kolkata (+05:30) and America/Los_Angeles
 * (-08:00 in January), a deleted post taken back from its own quarter hour, a member with no zone
 * counted in UTC, and still one BatchGetItem for the counts however many UTC days the day spans.
 * The zone comes from the member's browser through PATCH /api/user/time-zone: a real IANA name or a
 * 400, and never in another member's answer.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Circle } from '#shared/types/circle.ts';
import type { User } from '#shared/types/user.ts';
import { TIME_ZONE_MESSAGE } from '#shared/time-zone.ts';
import { getUserItem, type UserItem } from '../lib/account.ts';
import { db, dynamo, tableName } from '../lib/db/client.ts';
import { createPost } from '../posts/workflows/posting.ts';
import { callsBetween, countDynamoCalls } from '../testing/dynamo-calls.ts';
import { accountIn, type Account } from '../testing/personas.ts';
import { dayPostsKey, getCircleView, listMyCircles } from './items/circle.ts';

const totals = countDynamoCalls(dynamo);

describe("the member's own day", () => {
  let member: Account;
  let author: UserItem;

  beforeAll(async () => {
    member = await accountIn('approved');
    author = (await getUserItem(member.id!))!;
  });

  const circleWith = async (name: string, times: string[]) => {
    const circle = (await member.client.send<Circle>('POST', '/api/circles', { name, description: 'Counting days.' })).json;
    const posts = [];
    for (const at of times) posts.push(await createPost({ author, type: 'reflection', content: `Posted at ${at}`, circleId: circle.id }, new Date(at)));
    return { circle, posts };
  };
  const countOf = async (circleId: string, timeZone: string | null, now: string) =>
    (await getCircleView(circleId, { id: member.id!, timeZone }, new Date(now))).recentPostCount;

  it('counts from midnight in Asia/Kolkata, which is 18:30 UTC the day before', async () => {
    const { circle } = await circleWith('Kolkata Dawn', [
      '2026-03-09T18:29:59.000Z', // 23:59:59 on the 9th in Kolkata
      '2026-03-09T18:30:00.000Z', // 00:00 on the 10th in Kolkata
      '2026-03-10T17:59:00.000Z', // 23:29 on the 10th in Kolkata
    ]);
    const now = '2026-03-10T18:00:00.000Z'; // 23:30 on the 10th in Kolkata
    expect(await countOf(circle.id, 'Asia/Kolkata', now)).toBe(2);
    expect(await countOf(circle.id, 'Asia/Calcutta', now)).toBe(2);
    // The member with no zone counts the UTC day, the 10th: one post.
    expect(await countOf(circle.id, null, now)).toBe(1);
    // Half an hour later Kolkata's 11th has begun, with nothing in it yet.
    expect(await countOf(circle.id, 'Asia/Kolkata', '2026-03-10T18:30:00.000Z')).toBe(0);
  });

  it('counts from midnight in America/Los_Angeles, which is 08:00 UTC the same day, and takes a deleted post back from its own quarter', async () => {
    const { circle, posts } = await circleWith('Pacific Evening', [
      '2026-01-14T07:59:59.000Z', // 23:59:59 on the 13th in Los Angeles
      '2026-01-14T08:00:00.000Z', // 00:00 on the 14th
      '2026-01-15T06:00:00.000Z', // 22:00 on the 14th
    ]);
    const now = '2026-01-15T07:00:00.000Z'; // 23:00 on the 14th in Los Angeles
    expect(await countOf(circle.id, 'America/Los_Angeles', now)).toBe(2);
    expect(await countOf(circle.id, null, now)).toBe(1);

    const deleted = await member.client.send('DELETE', `/api/posts/${posts[1]!.id}`);
    expect(deleted.status, deleted.text).toBeLessThan(300);
    expect(await countOf(circle.id, 'America/Los_Angeles', now)).toBe(1);
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: dayPostsKey(circle.id, '2026-01-14') }));
    // 07:59:59 is quarter 31 of the UTC day, 08:00 quarter 32: the deletion moved only its own.
    expect(Item).toMatchObject({ count: 1, q31: 1, q32: 0 });
  });

  it("reads every circle's count of a zone's day in the one BatchGetItem a UTC day needs", async () => {
    const now = new Date('2026-03-10T18:00:00.000Z');
    const spent = async (timeZone: string | null) => {
      const before = totals();
      await listMyCircles({ id: member.id!, timeZone }, now);
      return callsBetween(before, totals());
    };
    const utc = await spent(null);
    const kolkata = await spent('Asia/Kolkata');
    expect(kolkata.byCommand).toEqual(utc.byCommand);
    expect(kolkata.trips).toBe(utc.trips);
  });

  it('keeps the zone the browser sends, a real IANA name only, and shows it to no one else', async () => {
    const other = await accountIn('approved');
    for (const timeZone of ['Mars/Olympus_Mons', '+05:30', 'Asia/Kolkata; DROP', '', 'x'.repeat(70)]) {
      const refused = await member.client.send('PATCH', '/api/user/time-zone', { timeZone });
      expect(refused.status, timeZone).toBe(400);
      expect(refused.json).toMatchObject({ message: TIME_ZONE_MESSAGE });
    }
    expect((await member.client.send('PATCH', '/api/user/time-zone', { timeZone: 42 })).status).toBe(400);
    // Chromium reports India's zone by its older name: the same zone, kept as the browser says it.
    expect((await member.client.send<User>('PATCH', '/api/user/time-zone', { timeZone: 'Asia/Calcutta' })).json.timeZone).toBe('Asia/Calcutta');

    const kept = await member.client.send<User>('PATCH', '/api/user/time-zone', { timeZone: 'Asia/Kolkata' });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json.timeZone).toBe('Asia/Kolkata');
    expect((await member.client.get<User>('/api/auth/user')).json.timeZone).toBe('Asia/Kolkata');
    expect((await getUserItem(member.id!))?.timeZone).toBe('Asia/Kolkata');

    for (const path of [`/api/users/profile/${member.id}`, '/api/users/approved', `/api/users/stats/${member.id}`]) {
      const seen = await other.client.get(path);
      expect(seen.text, path).not.toContain('Asia/Kolkata');
      expect(seen.text, path).not.toContain('timeZone');
    }
    // Nor in the admins' lists of accounts.
    const admin = await accountIn('admin');
    for (const path of ['/api/admin/users', '/api/admin/users/pending']) {
      const listed = await admin.client.get(path);
      expect(listed.status, path).toBe(200);
      expect(listed.text, path).not.toContain('timeZone');
    }
  });
});
