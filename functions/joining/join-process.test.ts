/** The join process through the API: request → referrer → admin → first sign-in, approved. */
import { describe, expect, it } from 'vitest';
import type { AdminJoinRequest } from '#shared/types/admin.ts';
import type { ReferralRequest } from '#shared/types/joining.ts';
import type { Notification } from '#shared/types/notification.ts';
import type { MemberListEntry, User } from '#shared/types/user.ts';
import { listJoinRequestsByStatus } from './items/join-request.ts';
import { RATE_LIMITS, REFERRER_NOTICES } from '../lib/route-limits.ts';
import { startOfWindowMargin } from '../testing/rate-limits.ts';
import { accountIn, createPersona, newClient, uniqueEmail, type Account } from '../testing/personas.ts';

const request = (referredBy: string, email = uniqueEmail('joiner'), name = 'River Walker') => ({
  name,
  email,
  spiritualJourney: 'I have been meditating alone for years and long for company.',
  referredBy,
});

const ask = (referrer: Account, email?: string, name?: string) =>
  newClient().send('POST', '/api/pre-registration', request(referrer.id!, email, name));
const referralsOf = async (referrer: Account) =>
  (await referrer.client.get<ReferralRequest[]>('/api/pre-registration/referrals')).json;
const unreadOf = async (account: Account) =>
  (await account.client.get<{ count: number }>('/api/notifications/unread-count')).json.count;
const emailOf = async (account: Account) => (await account.client.get<User>('/api/auth/user')).json.email;

/** The answer carries no id (it must not tell whether anything was stored); the referrer's list does. */
async function askToJoin(referrer: Account, email?: string): Promise<string> {
  expect((await ask(referrer, email)).status).toBe(201);
  const [newest] = await referralsOf(referrer);
  return newest!.id;
}

describe('join process', () => {
  it('runs from request to an approved member who never waits', async () => {
    const referrer = await accountIn('approved');
    const admin = await accountIn('admin');
    const visitor = newClient();
    const email = uniqueEmail('Joiner');

    // The join page's referrer search: public, persona fields only.
    const members = await visitor.get<MemberListEntry[]>('/api/members');
    expect(members.status).toBe(200);
    expect(members.json.some((m) => m.id === referrer.id)).toBe(true);
    for (const m of members.json) expect(Object.keys(m).sort()).toEqual(['anonymousName', 'avatar', 'id']);

    const created = await visitor.send('POST', '/api/pre-registration', request(referrer.id!, email));
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ received: true });

    // The referrer is notified and sees the request, without the requester's email.
    expect(await unreadOf(referrer)).toBe(1);
    const notifications = (await referrer.client.get<Notification[]>('/api/notifications')).json;
    expect(notifications[0]).toMatchObject({ type: 'join_request', link: '/referrals', isRead: false });
    const referrals = await referralsOf(referrer);
    expect(referrals).toHaveLength(1);
    expect(referrals[0]).toMatchObject({ name: 'River Walker', status: 'awaiting_referrer' });
    expect(JSON.stringify(referrals)).not.toContain(email.toLowerCase());
    const id = referrals[0]!.id;

    // Not yet for the admin.
    const before = (await admin.client.get<AdminJoinRequest[]>('/api/admin/pre-registration')).json;
    expect(before.some((r) => r.id === id)).toBe(false);

    const vouched = await referrer.client.send<ReferralRequest>('POST', `/api/pre-registration/${id}/referrer-decision`, { decision: 'approved' });
    expect(vouched.status).toBe(200);
    expect(vouched.json.status).toBe('awaiting_admin');
    const again = await referrer.client.send('POST', `/api/pre-registration/${id}/referrer-decision`, { decision: 'declined' });
    expect(again.status).toBe(409);

    const queue = (await admin.client.get<AdminJoinRequest[]>('/api/admin/pre-registration')).json;
    const inQueue = queue.find((r) => r.id === id)!;
    expect(inQueue).toMatchObject({ email: email.toLowerCase(), status: 'awaiting_admin', referrer: { id: referrer.id } });

    const approved = await admin.client.send<AdminJoinRequest>('POST', `/api/admin/pre-registration/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.json.status).toBe('approved');
    expect((await referrer.client.get<Notification[]>('/api/notifications')).json[0]).toMatchObject({ type: 'join_request_outcome' });
    expect((await referralsOf(referrer))[0]!.status).toBe('approved');

    // Approved, not yet signed in: asking again stores nothing, and answers as before.
    const afterApproval = await visitor.send('POST', '/api/pre-registration', request(referrer.id!, email));
    expect({ status: afterApproval.status, body: afterApproval.json }).toEqual({ status: 201, body: { received: true } });
    expect(await referralsOf(referrer)).toHaveLength(1);

    // The visitor signs in with that email, creates a persona, and is in.
    const newcomer = newClient();
    await newcomer.signIn(email);
    const user = await createPersona(newcomer, 'New Dawn');
    expect(user).toMatchObject({ hasCompletedOnboarding: true, isApproved: true });
    expect((await newcomer.get('/api/notifications/unread-count')).status).toBe(200);
  });

  it('does not tell who is asking: one answer for a new address, one already asking and a member\'s', async () => {
    const referrer = await accountIn('approved');
    const member = await accountIn('approved');
    const memberEmail = await emailOf(member);
    const email = uniqueEmail('twice');

    const answers = [
      await ask(referrer, email, 'First Ask'),
      await ask(referrer, email.toUpperCase(), 'Second Ask'),
      await ask(referrer, memberEmail, 'A Member'),
    ].map((response) => ({ status: response.status, type: response.headers.get('content-type'), body: response.text }));
    expect(answers).toEqual(Array(3).fill({ status: 201, type: 'application/json; charset=utf-8', body: '{"received":true}' }));

    // Only the first stored a request, and the referrer heard of it once.
    expect((await referralsOf(referrer)).map((r) => r.name)).toEqual(['First Ask']);
    expect(await unreadOf(referrer)).toBe(1);
    const open = await listJoinRequestsByStatus('awaiting_referrer');
    expect(open.filter((r) => r.email === email.toLowerCase())).toHaveLength(1);
    expect(open.filter((r) => r.email === memberEmail.toLowerCase())).toEqual([]);
  });

  it('stores no request for an address that has an account in any state', async () => {
    const referrer = await accountIn('approved');
    for (const state of ['notOnboarded', 'waiting', 'suspended'] as const) {
      const account = await accountIn(state);
      expect((await ask(referrer, await emailOf(account))).status).toBe(201);
    }
    expect(await referralsOf(referrer)).toEqual([]);
    expect(await unreadOf(referrer)).toBe(0);
  });

  it('stores every request when many name the same referrer at once, and notifies only the day\'s few', async () => {
    const referrer = await accountIn('approved');
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask(referrer)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(await referralsOf(referrer)).toHaveLength(8);
    expect(await unreadOf(referrer)).toBe(REFERRER_NOTICES.max);
    const notices = (await referrer.client.get<Notification[]>('/api/notifications')).json;
    expect(notices.filter((n) => n.type === 'join_request')).toHaveLength(REFERRER_NOTICES.max);
  });

  it('one client asking the same referrer again and again meets a 429 with Retry-After; another referrer is unaffected', async () => {
    const [referrer, other] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const visitor = newClient();
    const [perReferrer] = RATE_LIMITS['POST /api/pre-registration']!;
    await startOfWindowMargin(perReferrer!.windowSeconds);
    for (let i = 0; i < perReferrer!.max; i++) expect((await visitor.send('POST', '/api/pre-registration', request(referrer.id!))).status).toBe(201);
    const refused = await visitor.send<{ message: string; code: string }>('POST', '/api/pre-registration', request(referrer.id!));
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('rate_limited');
    expect(refused.json.message).toMatch(/^You have done this many times in a short while\. Please take a pause and try again in (a minute|\d+ minutes|an hour)\.$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(perReferrer!.windowSeconds);
    expect(await referralsOf(referrer)).toHaveLength(perReferrer!.max);
    expect((await visitor.send('POST', '/api/pre-registration', request(other.id!))).status).toBe(201);
  });

  it('lets the email ask again once the referrer declined', async () => {
    const referrer = await accountIn('approved');
    const email = uniqueEmail('declined');
    const first = await askToJoin(referrer, email);
    const declined = await referrer.client.send<ReferralRequest>('POST', `/api/pre-registration/${first}/referrer-decision`, { decision: 'declined' });
    expect(declined.json.status).toBe('declined_by_referrer');
    expect(await askToJoin(referrer, email)).not.toBe(first);
    expect(await referralsOf(referrer)).toHaveLength(2);
  });

  it('refuses an unknown or unapproved referrer with a 400', async () => {
    const waiting = await accountIn('waiting');
    for (const referredBy of ['no-such-member', waiting.id!]) {
      const response = await newClient().send<{ message: string }>('POST', '/api/pre-registration', request(referredBy));
      expect(response.status).toBe(400);
      expect(response.json.message).toBe('The chosen referrer is not a member of the community. Please choose another.');
    }
  });

  it.each([
    [{ name: ' ', email: 'a@b.c', spiritualJourney: 'x'.repeat(10), referredBy: 'r' }, 'Please enter your name'],
    [{ name: 'A', email: 'nobody', spiritualJourney: 'x'.repeat(10), referredBy: 'r' }, 'Please enter a valid email address'],
    [{ name: 'A', email: 'a@b.c', spiritualJourney: '   short   ', referredBy: 'r' }, 'Please share your spiritual journey (at least 10 characters)'],
    [{ name: 'A', email: 'a@b.c', spiritualJourney: 'x'.repeat(10), referredBy: '' }, 'Please select a referrer'],
    [{ name: '', email: '', spiritualJourney: '', referredBy: '' }, 'Please enter your name'],
  ])('validates on the server in the specification order: %j', async (body, message) => {
    const response = await newClient().send<{ message: string }>('POST', '/api/pre-registration', body);
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(message);
  });

  it.each(['a@', '@b.org', 'a b@c.org', 'a@b@c.org', 'a@b..org', 'a@-b.org'])(
    'refuses %j, which a browser would not take as an email, and stores nothing',
    async (email) => {
      const referrer = await accountIn('approved');
      const response = await newClient().send<{ message: string }>('POST', '/api/pre-registration', request(referrer.id!, email));
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: 'Please enter a valid email address', code: 'validation_failed' });
      expect(await referralsOf(referrer)).toEqual([]);
    },
  );

  it('only the named referrer may decide; to anyone else the request does not exist', async () => {
    const referrer = await accountIn('approved');
    const stranger = await accountIn('approved');
    const id = await askToJoin(referrer);
    const response = await stranger.client.send('POST', `/api/pre-registration/${id}/referrer-decision`, { decision: 'approved' });
    expect(response.status).toBe(404);
    expect((await stranger.client.get<ReferralRequest[]>('/api/pre-registration/referrals')).json).toEqual([]);
  });

  it('an admin cannot approve before the referrer has', async () => {
    const referrer = await accountIn('approved');
    const admin = await accountIn('admin');
    const id = await askToJoin(referrer);
    const response = await admin.client.send<{ message: string }>('POST', `/api/admin/pre-registration/${id}/approve`);
    expect(response.status).toBe(409);
    expect(response.json.message).toBe('The referrer has not approved this request yet.');
  });

  it('an admin rejection closes the request and tells the referrer', async () => {
    const referrer = await accountIn('approved');
    const admin = await accountIn('admin');
    const email = uniqueEmail('rejected');
    const id = await askToJoin(referrer, email);
    await referrer.client.send('POST', `/api/pre-registration/${id}/referrer-decision`, { decision: 'approved' });
    const rejected = await admin.client.send<AdminJoinRequest>('POST', `/api/admin/pre-registration/${id}/reject`);
    expect(rejected.json.status).toBe('rejected');
    const notes = (await referrer.client.get<Notification[]>('/api/notifications')).json;
    expect(notes[0]).toMatchObject({ type: 'join_request_outcome', title: 'A request you vouched for was not approved' });
    // No login access: signing in leaves them waiting like any unapproved sign-up.
    const person = newClient();
    await person.signIn(email);
    expect((await createPersona(person)).isApproved).toBe(false);
    expect((await person.get<User>('/api/auth/user')).json.isApproved).toBe(false);
  });
});

describe('Virtual Self Program registration', () => {
  it('answers {success, message} and validates on the server', async () => {
    const visitor = newClient();
    const ok = await visitor.send('POST', '/api/meditation-registration', {
      name: 'Asha',
      availabilitySlots: [{ dateRange: 'Any day after Jan 25', timeRange: '2:00 PM - 3:00 PM' }],
      expectations: '',
    });
    expect(ok.status).toBe(201);
    expect(ok.json).toEqual({ success: true, message: 'Thank you for registering for the Virtual Self Program! I will get back in sometime.' });

    const cases: [unknown, string][] = [
      [{ name: '', availabilitySlots: [{ dateRange: 'a', timeRange: 'b' }] }, 'Name is required'],
      [{ name: 'A', availabilitySlots: [] }, 'Please provide at least one availability slot'],
      [{ name: 'A', availabilitySlots: [{ dateRange: '', timeRange: 'b' }] }, 'Date range is required'],
      [{ name: 'A', availabilitySlots: [{ dateRange: 'a', timeRange: ' ' }] }, 'Time range is required'],
    ];
    for (const [body, message] of cases) {
      const response = await visitor.send('POST', '/api/meditation-registration', body);
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ message });
    }
  });
});
