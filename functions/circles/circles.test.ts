/** Circles through the API: creating, the two lists, joining, leaving, the member list and an exact member count. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CIRCLE_PAGES } from '#shared/limits.ts';
import type { Circle, CircleMember } from '#shared/types/circle.ts';
import { approveUser } from '../members/workflows/account-changes.ts';
import { accountIn, createPersona, uniquePersonaName, type Account } from '../testing/personas.ts';
import { otherCircles } from '../testing/circles.ts';

const createCircle = async (account: Account, body: Record<string, unknown>) => {
  const response = await account.client.send<Circle>('POST', '/api/circles', body);
  expect(response.status, response.text).toBe(201);
  return response.json;
};

describe('circles', () => {
  let creator: Account;
  let other: Account;
  beforeAll(async () => {
    [creator, other] = await Promise.all([accountIn('approved'), accountIn('approved')]);
  });

  it('creates a public circle (the default) whose creator is its first member', async () => {
    const circle = await createCircle(creator, { name: '  Morning Sitters  ', description: 'We sit at dawn.' });
    expect(circle).toMatchObject({
      name: 'Morning Sitters',
      description: 'We sit at dawn.',
      isPrivate: false,
      memberCount: 1,
      recentPostCount: 0,
      isMember: true,
      creator: { anonymousName: creator.name },
      isCreator: true,
      joinRequest: null,
    });
    const members = await creator.client.get<CircleMember[]>(`/api/circles/${circle.id}/members`);
    expect(members.json).toEqual([{ id: creator.id, anonymousName: creator.name, avatar: 'gentle', joinedAt: expect.any(String) }]);
    const read = await other.client.get<Circle>(`/api/circles/${circle.id}`);
    expect(read.json).toMatchObject({ id: circle.id, isMember: false, memberCount: 1, isCreator: false, joinRequest: null });
  });

  it('validates with the specification messages', async () => {
    for (const [body, message] of [
      [{ name: ' ', description: 'd' }, 'Circle name is required'],
      [{ name: 'x'.repeat(101), description: 'd' }, 'Name must be less than 100 characters'],
      [{ name: 'n', description: '' }, 'Description is required'],
      [{ name: 'n', description: 'y'.repeat(501) }, 'Description must be less than 500 characters'],
      [{ name: 'n', description: 'd', isPrivate: 'yes' }, 'isPrivate must be true or false'],
    ] as const) {
      const response = await creator.client.send('POST', '/api/circles', body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json).toMatchObject({ message });
    }
    expect((await createCircle(creator, { name: 'x'.repeat(100), description: 'y'.repeat(500) })).name).toHaveLength(100);
  });

  it('lists my circles and the ones I have not joined, private ones marked', async () => {
    const open = await createCircle(creator, { name: 'Open', description: 'Anyone may come.' });
    const closed = await createCircle(creator, { name: 'Closed', description: 'By invitation.', isPrivate: true });
    const mine = (await creator.client.get<Circle[]>('/api/user/circles')).json;
    expect(mine.slice(0, 2).map((c) => c.id)).toEqual([closed.id, open.id]);
    expect(mine.every((c) => c.isMember)).toBe(true);
    expect((await otherCircles(creator.client)).circles.map((c) => c.id)).not.toContain(open.id);

    const others = (await otherCircles(other.client)).circles;
    expect(others.find((c) => c.id === open.id)).toMatchObject({ isPrivate: false, isMember: false });
    expect(others.find((c) => c.id === closed.id)).toMatchObject({ isPrivate: true, isMember: false });
    expect((await other.client.get<Circle[]>('/api/user/circles')).json.map((c) => c.id)).not.toContain(open.id);

    const joined = await other.client.send<Circle>('POST', `/api/circles/${open.id}/join`);
    expect(joined.json).toMatchObject({ isMember: true, memberCount: 2 });
    expect((await other.client.get<Circle[]>('/api/user/circles')).json[0]!.id).toBe(open.id);
    expect((await otherCircles(other.client)).circles.map((c) => c.id)).not.toContain(open.id);
  });

  it('pages the circles not joined: more than a page, each circle once, the joined ones left out, a bad cursor refused', async () => {
    const [maker, reader] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const made: Circle[] = [];
    for (let i = 0; i < CIRCLE_PAGES.pageSize + 5; i++) made.push(await createCircle(maker, { name: `Page ${i}`, description: 'One of many.' }));
    // The reader joins every third, so pages are filled past the circles they skip.
    const joined = made.filter((_, i) => i % 3 === 0);
    for (const circle of joined) await reader.client.send('POST', `/api/circles/${circle.id}/join`);

    const { circles, pages } = await otherCircles(reader.client);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]!.circles).toHaveLength(CIRCLE_PAGES.pageSize);
    const ids = circles.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const expected = made.filter((c) => !joined.includes(c)).map((c) => c.id).reverse();
    expect(ids.filter((id) => made.some((c) => c.id === id))).toEqual(expected);
    expect(ids.some((id) => joined.some((c) => c.id === id))).toBe(false);
    expect(pages.at(-1)!.nextCursor).toBeNull();

    for (const cursor of ['nonsense', Buffer.from('{"k":"x"}').toString('base64url'), 'x'.repeat(3000)]) {
      const refused = await reader.client.get(`/api/circles?cursor=${cursor}`);
      expect(refused.status, cursor.slice(0, 10)).toBe(400);
      expect(refused.json).toHaveProperty('message');
    }
  });

  it('joins public circles only, and joining twice or leaving twice changes nothing', async () => {
    const open = await createCircle(creator, { name: 'Walkers', description: 'Walking in silence.' });
    const closed = await createCircle(creator, { name: 'Inner Room', description: 'Invited only.', isPrivate: true });
    const refused = await other.client.send('POST', `/api/circles/${closed.id}/join`);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ code: 'private_circle', message: 'This is a private circle. You need an invitation to join.' });
    expect((await creator.client.send<Circle>('POST', `/api/circles/${closed.id}/join`)).json).toMatchObject({ memberCount: 1, isMember: true });

    await other.client.send('POST', `/api/circles/${open.id}/join`);
    expect((await other.client.send<Circle>('POST', `/api/circles/${open.id}/join`)).json.memberCount).toBe(2);
    const left = await other.client.send<Circle>('POST', `/api/circles/${open.id}/leave`);
    expect(left.json).toMatchObject({ memberCount: 1, isMember: false });
    expect((await other.client.send<Circle>('POST', `/api/circles/${open.id}/leave`)).json.memberCount).toBe(1);
  });

  it('shows the member list to members only, personas only, the creator first', async () => {
    const circle = await createCircle(creator, { name: 'Listeners', description: 'We listen.' });
    const outside = await other.client.get(`/api/circles/${circle.id}/members`);
    expect(outside.status).toBe(403);
    expect(outside.json).toEqual({ code: 'not_a_member', message: 'This circle is for its members only.' });

    const renamed = await accountIn('notOnboarded');
    const quietRiver = uniquePersonaName('Quiet River');
    await createPersona(renamed.client, quietRiver);
    await approveUser(renamed.id!);
    await renamed.client.send('POST', `/api/circles/${circle.id}/join`);
    const members = (await renamed.client.get<CircleMember[]>(`/api/circles/${circle.id}/members`)).json;
    expect(members.map((m) => [m.id, m.anonymousName])).toEqual([
      [creator.id, creator.name],
      [renamed.id, quietRiver],
    ]);
    for (const member of members) expect(Object.keys(member).sort()).toEqual(['anonymousName', 'avatar', 'id', 'joinedAt']);

    await renamed.client.send('POST', `/api/circles/${circle.id}/leave`);
    expect((await renamed.client.get(`/api/circles/${circle.id}/members`)).status).toBe(403);
  });

  it('answers Circle not found for an unknown circle on every circle route', async () => {
    for (const [method, path] of [
      ['GET', '/api/circles/unknown'],
      ['GET', '/api/circles/unknown/members'],
      ['POST', '/api/circles/unknown/join'],
      ['POST', '/api/circles/unknown/leave'],
    ] as const) {
      const response = await other.client.send(method, path);
      expect(response.status, path).toBe(404);
      expect(response.json).toMatchObject({ message: 'Circle not found' });
    }
  });

  it('keeps memberCount exact under 50 concurrent joins and leaves', async () => {
    const circle = await createCircle(creator, { name: 'Crowd', description: 'Many at once.' });
    const accounts = await Promise.all(Array.from({ length: 25 }, () => accountIn('approved')));
    // Half of them are in already; then all 25 join or leave at once, each twice over.
    await Promise.all(accounts.slice(0, 12).map((a) => a.client.send('POST', `/api/circles/${circle.id}/join`)));
    const responses = await Promise.all(
      accounts.flatMap((a, i) => {
        const action = i < 12 ? 'leave' : 'join';
        return [a.client.send('POST', `/api/circles/${circle.id}/${action}`), a.client.send('POST', `/api/circles/${circle.id}/${action}`)];
      }),
    );
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const after = (await creator.client.get<Circle>(`/api/circles/${circle.id}`)).json;
    const members = (await creator.client.get<CircleMember[]>(`/api/circles/${circle.id}/members`)).json;
    expect(members).toHaveLength(1 + 13);
    expect(after.memberCount).toBe(members.length);
  });
});

