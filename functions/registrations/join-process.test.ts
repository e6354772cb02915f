/** The join process through the API: request → referrer → admin → first sign-in, approved. */
import { describe, expect, it } from 'vitest';
import type { AdminJoinRequest, MemberListEntry, Notification, ReferralRequest, User } from '#shared/types.ts';
import { accountIn, createPersona, newClient, uniqueEmail } from '../testing/personas.ts';

const request = (referredBy: string, email = uniqueEmail('joiner')) => ({
  name: 'River Walker',
  email,
  spiritualJourney: 'I have been meditating alone for years and long for company.',
  referredBy,
});

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

    const created = await visitor.send<{ id: string; status: string }>('POST', '/api/pre-registration', request(referrer.id!, email));
    expect(created.status).toBe(201);
    expect(created.json.status).toBe('awaiting_referrer');

    // The referrer is notified and sees the request, without the requester's email.
    expect((await referrer.client.get<{ count: number }>('/api/notifications/unread-count')).json.count).toBe(1);
    const notifications = (await referrer.client.get<Notification[]>('/api/notifications')).json;
    expect(notifications[0]).toMatchObject({ type: 'join_request', link: '/referrals', isRead: false });
    const referrals = (await referrer.client.get<ReferralRequest[]>('/api/pre-registration/referrals')).json;
    expect(referrals).toHaveLength(1);
    expect(referrals[0]).toMatchObject({ id: created.json.id, name: 'River Walker', status: 'awaiting_referrer' });
    expect(JSON.stringify(referrals)).not.toContain(email.toLowerCase());

    // Not yet for the admin.
    const before = (await admin.client.get<AdminJoinRequest[]>('/api/admin/pre-registration')).json;
    expect(before.some((r) => r.id === created.json.id)).toBe(false);

    const vouched = await referrer.client.send<ReferralRequest>('POST', `/api/pre-registration/${created.json.id}/referrer-decision`, { decision: 'approved' });
    expect(vouched.status).toBe(200);
    expect(vouched.json.status).toBe('awaiting_admin');
    const again = await referrer.client.send('POST', `/api/pre-registration/${created.json.id}/referrer-decision`, { decision: 'declined' });
    expect(again.status).toBe(409);

    const queue = (await admin.client.get<AdminJoinRequest[]>('/api/admin/pre-registration')).json;
    const inQueue = queue.find((r) => r.id === created.json.id)!;
    expect(inQueue).toMatchObject({ email: email.toLowerCase(), status: 'awaiting_admin', referrer: { id: referrer.id } });

    const approved = await admin.client.send<AdminJoinRequest>('POST', `/api/admin/pre-registration/${created.json.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.json.status).toBe('approved');
    expect((await referrer.client.get<Notification[]>('/api/notifications')).json[0]).toMatchObject({ type: 'join_request_outcome' });
    expect((await referrer.client.get<ReferralRequest[]>('/api/pre-registration/referrals')).json[0]!.status).toBe('approved');

    // The visitor signs in with that email, creates a persona, and is in.
    const newcomer = newClient();
    await newcomer.signIn(email);
    const user = await createPersona(newcomer, 'New Dawn');
    expect(user).toMatchObject({ hasCompletedOnboarding: true, isApproved: true });
    expect((await newcomer.get('/api/notifications/unread-count')).status).toBe(200);
  });

  it('refuses a second undecided request for the same email with a 409', async () => {
    const referrer = await accountIn('approved');
    const email = uniqueEmail('twice');
    const visitor = newClient();
    expect((await visitor.send('POST', '/api/pre-registration', request(referrer.id!, email))).status).toBe(201);
    const second = await visitor.send<{ message: string }>('POST', '/api/pre-registration', request(referrer.id!, email.toUpperCase()));
    expect(second.status).toBe(409);
    expect(second.json.message).toBe('A join request for this email is already being reviewed.');
  });

  it('lets the email ask again once the referrer declined', async () => {
    const referrer = await accountIn('approved');
    const email = uniqueEmail('declined');
    const visitor = newClient();
    const first = await visitor.send<{ id: string }>('POST', '/api/pre-registration', request(referrer.id!, email));
    const declined = await referrer.client.send<ReferralRequest>('POST', `/api/pre-registration/${first.json.id}/referrer-decision`, { decision: 'declined' });
    expect(declined.json.status).toBe('declined_by_referrer');
    expect((await visitor.send('POST', '/api/pre-registration', request(referrer.id!, email))).status).toBe(201);
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

  it('only the named referrer may decide; to anyone else the request does not exist', async () => {
    const referrer = await accountIn('approved');
    const stranger = await accountIn('approved');
    const created = await newClient().send<{ id: string }>('POST', '/api/pre-registration', request(referrer.id!));
    const response = await stranger.client.send('POST', `/api/pre-registration/${created.json.id}/referrer-decision`, { decision: 'approved' });
    expect(response.status).toBe(404);
    expect((await stranger.client.get<ReferralRequest[]>('/api/pre-registration/referrals')).json).toEqual([]);
  });

  it('an admin cannot approve before the referrer has', async () => {
    const referrer = await accountIn('approved');
    const admin = await accountIn('admin');
    const created = await newClient().send<{ id: string }>('POST', '/api/pre-registration', request(referrer.id!));
    const response = await admin.client.send<{ message: string }>('POST', `/api/admin/pre-registration/${created.json.id}/approve`);
    expect(response.status).toBe(409);
    expect(response.json.message).toBe('The referrer has not approved this request yet.');
  });

  it('an admin rejection closes the request and tells the referrer', async () => {
    const referrer = await accountIn('approved');
    const admin = await accountIn('admin');
    const email = uniqueEmail('rejected');
    const created = await newClient().send<{ id: string }>('POST', '/api/pre-registration', request(referrer.id!, email));
    await referrer.client.send('POST', `/api/pre-registration/${created.json.id}/referrer-decision`, { decision: 'approved' });
    const rejected = await admin.client.send<AdminJoinRequest>('POST', `/api/admin/pre-registration/${created.json.id}/reject`);
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
