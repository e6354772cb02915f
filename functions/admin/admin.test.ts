/** Admin review: approve, reject, suspend, reinstate, with the stats row counted on write. */
import { describe, expect, it } from 'vitest';
import type { AdminStats, AdminUser } from '#shared/types/admin.ts';
import type { MeditationRegistration } from '#shared/types/meditation.ts';
import type { User } from '#shared/types/user.ts';
import { accountIn, newClient } from '../testing/personas.ts';

async function stats(admin: Awaited<ReturnType<typeof accountIn>>) {
  return (await admin.client.get<AdminStats>('/api/admin/stats')).json;
}

describe('admin: users', () => {
  it('approves a waiting user from Pending, and the user gets in', async () => {
    const admin = await accountIn('admin');
    const waiting = await accountIn('waiting');
    const before = await stats(admin);
    const pending = (await admin.client.get<AdminUser[]>('/api/admin/users/pending')).json;
    expect(pending.find((u) => u.id === waiting.id)).toMatchObject({ status: 'pending', hasCompletedOnboarding: true });

    const approved = await admin.client.send<AdminUser>('POST', `/api/admin/users/${waiting.id}/approve`);
    expect(approved.json).toMatchObject({ isApproved: true, status: 'approved' });
    expect((await waiting.client.get('/api/notifications/unread-count')).status).toBe(200);

    const after = await stats(admin);
    expect(after.pendingUsers).toBe(before.pendingUsers - 1);
    expect(after.approvedUsers).toBe(before.approvedUsers + 1);
    expect(after.totalUsers).toBe(before.totalUsers);
    expect((await admin.client.get<AdminUser[]>('/api/admin/users/pending')).json.some((u) => u.id === waiting.id)).toBe(false);
  });

  it('lists not-onboarded sign-ups in Pending too', async () => {
    const admin = await accountIn('admin');
    const fresh = await accountIn('notOnboarded');
    const pending = (await admin.client.get<AdminUser[]>('/api/admin/users/pending')).json;
    expect(pending.find((u) => u.id === fresh.id)).toMatchObject({ status: 'onboarding', hasCompletedOnboarding: false });
  });

  it('rejects a waiting user: every member route refuses them', async () => {
    const admin = await accountIn('admin');
    const waiting = await accountIn('waiting');
    const rejected = await admin.client.send<AdminUser>('POST', `/api/admin/users/${waiting.id}/reject`);
    expect(rejected.json.status).toBe('rejected');
    const response = await waiting.client.get('/api/notifications/unread-count');
    expect(response.status).toBe(403);
    expect(response.json).toMatchObject({ code: 'rejected' });
    // An approved member cannot be "rejected".
    const member = await accountIn('approved');
    expect((await admin.client.send('POST', `/api/admin/users/${member.id}/reject`)).status).toBe(409);
  });

  it('suspends only approved, non-suspended members, and reinstates them', async () => {
    const admin = await accountIn('admin');
    const member = await accountIn('approved');
    const waiting = await accountIn('waiting');
    expect((await admin.client.send('POST', `/api/admin/users/${waiting.id}/suspend`)).status).toBe(409);

    const suspended = await admin.client.send<AdminUser>('POST', `/api/admin/users/${member.id}/suspend`);
    expect(suspended.json).toMatchObject({ isSuspended: true, status: 'suspended' });
    expect((await admin.client.send('POST', `/api/admin/users/${member.id}/suspend`)).status).toBe(409);
    // Suspension ends every session at once: the cookies the member holds open nothing.
    for (const path of ['/api/notifications/unread-count', '/api/auth/user']) {
      expect((await member.client.get(path)).status, path).toBe(401);
    }
    expect((await member.client.send('POST', '/api/auth/refresh-session')).status).toBe(401);
    // Signing in again gets as far as the suspended screen, and no further.
    await member.client.signIn(member.email!);
    const refused = await member.client.get('/api/notifications/unread-count');
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'suspended' });
    expect((await member.client.get<User>('/api/auth/user')).json.isSuspended).toBe(true);

    const reinstated = await admin.client.send<AdminUser>('POST', `/api/admin/users/${member.id}/reinstate`);
    expect(reinstated.json).toMatchObject({ isSuspended: false, status: 'approved' });
    expect((await member.client.get('/api/notifications/unread-count')).status).toBe(200);
  });

  it('an admin cannot be suspended', async () => {
    const admin = await accountIn('admin');
    expect((await admin.client.send('POST', `/api/admin/users/${admin.id}/suspend`)).status).toBe(409);
  });

  it('unknown users are 404s', async () => {
    const admin = await accountIn('admin');
    expect((await admin.client.send('POST', '/api/admin/users/nobody/approve')).status).toBe(404);
  });

  it('concurrent approvals count once', async () => {
    const admin = await accountIn('admin');
    const waiting = await accountIn('waiting');
    const before = await stats(admin);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => admin.client.send('POST', `/api/admin/users/${waiting.id}/approve`)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const after = await stats(admin);
    expect(after.approvedUsers - before.approvedUsers).toBe(1);
    expect(after.pendingUsers - before.pendingUsers).toBe(-1);
  });

  it('lists every user with a status for the Users tab', async () => {
    const admin = await accountIn('admin');
    const member = await accountIn('approved');
    const all = (await admin.client.get<AdminUser[]>('/api/admin/users')).json;
    expect(all.find((u) => u.id === member.id)).toMatchObject({ status: 'approved', email: expect.stringContaining('@') });
    const s = await stats(admin);
    expect(s.totalUsers).toBe(all.length);
  });
});

describe('admin: Virtual Self Program registrations', () => {
  it('lists registrations and sets any status', async () => {
    const admin = await accountIn('admin');
    await newClient().send('POST', '/api/meditation-registration', {
      name: 'Meera',
      availabilitySlots: [{ dateRange: 'Jan 25-30', timeRange: 'mornings' }],
      expectations: 'Calm',
    });
    const list = (await admin.client.get<MeditationRegistration[]>('/api/admin/meditation-registrations')).json;
    const mine = list.find((r) => r.name === 'Meera')!;
    expect(mine).toMatchObject({ status: 'pending', availabilitySlots: [{ dateRange: 'Jan 25-30', timeRange: 'mornings' }] });
    for (const status of ['contacted', 'scheduled', 'completed', 'cancelled', 'pending'] as const) {
      const updated = await admin.client.send<MeditationRegistration>('PUT', `/api/admin/meditation-registrations/${mine.id}`, { status });
      expect(updated.json.status).toBe(status);
    }
    expect((await admin.client.send('PUT', `/api/admin/meditation-registrations/${mine.id}`, { status: 'lost' })).status).toBe(400);
    expect((await admin.client.send('PUT', '/api/admin/meditation-registrations/none', { status: 'pending' })).status).toBe(404);
  });
});
