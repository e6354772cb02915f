/**
 * The stats row's day counters, kept on write: sign-ups and posts of each day, and Active (members
 * last seen within the window). Days far in the future, injected as `now`, are this test's own.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_STATS_DAYS } from '#shared/types/admin.ts';
import { accountIn } from '../testing/personas.ts';
import { newId } from './db/ids.ts';
import { createPost } from '../posts/workflows/posting.ts';
import { readStats, utcDay } from './stats.ts';
import { upsertOnSignIn } from '../members/workflows/account-changes.ts';
import { getUserItem, noteSeen, type UserItem } from './account.ts';

const at = (day: string) => new Date(`${day}T12:00:00.000Z`);
const signUp = (day: string) => upsertOnSignIn({ id: newId(), email: null, firstName: null, lastName: null, isAdmin: false }, at(day));
const seen = async (user: UserItem, day: string) => noteSeen((await getUserItem(user.id))!, at(day));
const dayOf = async (now: string, day: string) => (await readStats(at(now))).daily.find((d) => d.day === day);

describe('day counters', () => {
  it('counts sign-ups and top-level posts per UTC day over a 30-day window', async () => {
    const [a, b] = [await signUp('2031-03-10'), await signUp('2031-03-10')];
    await signUp('2031-03-12');
    const post = await createPost({ author: a, type: 'reflection', content: 'day counter probe' }, at('2031-03-12'));
    await createPost({ author: b, type: 'question', content: 'day counter probe two' }, at('2031-03-12'));
    await createPost({ author: b, type: 'reply', content: 'not a post of the day', parentId: post.id }, at('2031-03-12'));

    const stats = await readStats(at('2031-03-30'));
    expect(stats.daily).toHaveLength(ADMIN_STATS_DAYS);
    expect(stats.daily[0]!.day).toBe('2031-03-01');
    expect(stats.daily.at(-1)!.day).toBe('2031-03-30');
    expect(stats.daily.find((d) => d.day === '2031-03-10')).toEqual({ day: '2031-03-10', signups: 2, posts: 0 });
    expect(stats.daily.find((d) => d.day === '2031-03-12')).toEqual({ day: '2031-03-12', signups: 1, posts: 2 });
    expect(stats.daily.reduce((sum, d) => sum + d.signups + d.posts, 0)).toBe(5);
    // The window moves on: thirty days later those days are gone from it.
    expect(await dayOf('2031-04-11', '2031-03-12')).toBeUndefined();
  });

  it('counts a member active once, on the day of their last request, whatever the requests in between', async () => {
    const [a, b, quiet] = [await signUp('2032-05-01'), await signUp('2032-05-01'), await signUp('2032-05-01')];
    expect((await readStats(at('2032-05-20'))).activeInWindow).toBe(0);
    await seen(a, '2032-05-02');
    await seen(a, '2032-05-02');
    await Promise.all([seen(b, '2032-05-03'), seen(b, '2032-05-03'), seen(b, '2032-05-03')]);
    expect((await readStats(at('2032-05-20'))).activeInWindow).toBe(2);

    await seen(a, '2032-05-15');
    expect((await getUserItem(a.id))!.lastSeenDay).toBe('2032-05-15');
    expect((await readStats(at('2032-05-20'))).activeInWindow).toBe(2);
    // 2032-06-02's window starts on 2032-05-04: b (last seen on the 3rd) has left it, a has not.
    expect((await readStats(at('2032-06-02'))).activeInWindow).toBe(1);
    expect((await readStats(at('2032-06-13'))).activeInWindow).toBe(1);
    expect((await readStats(at('2032-06-14'))).activeInWindow).toBe(0);
    expect((await getUserItem(quiet.id))!.lastSeenDay).toBeUndefined();
  });

  it('a signed-in request notes the member seen today', async () => {
    const member = await accountIn('approved');
    expect((await member.client.get('/api/auth/user')).status).toBe(200);
    expect((await getUserItem(member.id!))!.lastSeenDay).toBe(utcDay(new Date()));
  });
});
