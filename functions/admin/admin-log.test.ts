/** The admin log: every action of the membership, registration and export routes writes its entry; read newest first, paged; never changed. */
import { describe, expect, it } from 'vitest';
import { routes } from '#shared/routes.ts';
import type { AdminLogEntry, AdminLogPage } from '#shared/types/admin.ts';
import type { MeditationRegistration } from '#shared/types/meditation.ts';
import type { ReferralRequest } from '#shared/types/joining.ts';
import { accountIn, newClient, uniqueEmail, type Account } from '../testing/personas.ts';

const logPage = async (admin: Account, before?: string | null) => {
  const response = await admin.client.get<AdminLogPage>(`/api/admin/log${before ? `?${new URLSearchParams({ before })}` : ''}`);
  expect(response.status, response.text).toBe(200);
  return response.json;
};

/** The entries about `targetId`, newest first, from the pages read until `count` of them were found. */
async function entriesAbout(admin: Account, targetId: string, count = 1): Promise<AdminLogEntry[]> {
  const found: AdminLogEntry[] = [];
  let before: string | null = null;
  do {
    const page: AdminLogPage = await logPage(admin, before);
    found.push(...page.entries.filter((entry) => entry.target.id === targetId));
    before = page.next;
  } while (before && found.length < count);
  return found;
}

async function joinRequestAwaitingAdmin(): Promise<string> {
  const referrer = await accountIn('approved');
  const body = { name: 'Log Walker', email: uniqueEmail('logged'), spiritualJourney: 'Sitting with the breath each morning.', referredBy: referrer.id };
  expect((await newClient().send('POST', '/api/pre-registration', body)).status).toBe(201);
  const [request] = (await referrer.client.get<ReferralRequest[]>('/api/pre-registration/referrals')).json;
  await referrer.client.send('POST', `/api/pre-registration/${request!.id}/referrer-decision`, { decision: 'approved' });
  return request!.id;
}

describe('admin log', () => {
  it('records approve, reject, suspend and reinstate with who, what, when and the target', async () => {
    const admin = await accountIn('admin');
    const [toApprove, toReject] = [await accountIn('waiting'), await accountIn('waiting')];
    const started = new Date().toISOString();
    await admin.client.send('POST', `/api/admin/users/${toApprove.id}/approve`);
    await admin.client.send('POST', `/api/admin/users/${toReject.id}/reject`);
    await admin.client.send('POST', `/api/admin/users/${toApprove.id}/suspend`);
    await admin.client.send('POST', `/api/admin/users/${toApprove.id}/reinstate`);

    const approved = await entriesAbout(admin, toApprove.id!, 3);
    expect(approved.map((entry) => entry.action)).toEqual(['reinstate_user', 'suspend_user', 'approve_user']);
    expect(approved[2]).toMatchObject({
      admin: { id: admin.id, name: expect.any(String) },
      target: { type: 'user', id: toApprove.id, label: toApprove.name },
      detail: null,
    });
    expect(approved[2]!.at >= started).toBe(true);
    expect((await entriesAbout(admin, toReject.id!)).map((entry) => entry.action)).toEqual(['reject_user']);
  });

  it('writes nothing when the action is refused', async () => {
    const admin = await accountIn('admin');
    const waiting = await accountIn('waiting');
    expect((await admin.client.send('POST', `/api/admin/users/${waiting.id}/suspend`)).status).toBe(409);
    expect(await entriesAbout(admin, waiting.id!, 1)).toEqual([]);
  });

  it('records join request decisions and registration status changes', async () => {
    const admin = await accountIn('admin');
    const [toApprove, toReject] = [await joinRequestAwaitingAdmin(), await joinRequestAwaitingAdmin()];
    expect((await admin.client.send('POST', `/api/admin/pre-registration/${toApprove}/approve`)).status).toBe(200);
    expect((await admin.client.send('POST', `/api/admin/pre-registration/${toReject}/reject`)).status).toBe(200);
    expect(await entriesAbout(admin, toApprove)).toMatchObject([{ action: 'approve_join_request', target: { type: 'join_request', label: 'Log Walker' } }]);
    expect(await entriesAbout(admin, toReject)).toMatchObject([{ action: 'reject_join_request' }]);

    await newClient().send('POST', '/api/meditation-registration', {
      name: 'Logged Meera',
      availabilitySlots: [{ dateRange: 'Feb 1-3', timeRange: 'evenings' }],
    });
    const registrations = (await admin.client.get<MeditationRegistration[]>('/api/admin/meditation-registrations')).json;
    const mine = registrations.find((r) => r.name === 'Logged Meera')!;
    const updated = await admin.client.send<MeditationRegistration>('PUT', `/api/admin/meditation-registrations/${mine.id}`, { status: 'contacted' });
    expect(updated.json).toMatchObject({ id: mine.id, status: 'contacted', name: 'Logged Meera' });
    expect(await entriesAbout(admin, mine.id)).toMatchObject([
      { action: 'registration_status', target: { type: 'registration', label: 'Logged Meera' }, detail: 'contacted' },
    ]);
  });

  it('pages newest first: every entry once, each page older than the one before', async () => {
    const admin = await accountIn('admin');
    await newClient().send('POST', '/api/meditation-registration', {
      name: 'Paged Meera',
      availabilitySlots: [{ dateRange: 'Mar 1-3', timeRange: 'noon' }],
    });
    const registration = (await admin.client.get<MeditationRegistration[]>('/api/admin/meditation-registrations')).json.find((r) => r.name === 'Paged Meera')!;
    const statuses = Array.from({ length: 30 }, (_, i) => (['contacted', 'scheduled', 'completed'] as const)[i % 3]);
    for (const status of statuses) await admin.client.send('PUT', `/api/admin/meditation-registrations/${registration.id}`, { status });

    const first = await logPage(admin);
    expect(first.entries).toHaveLength(25);
    expect(first.next).not.toBeNull();
    const second = await logPage(admin, first.next);
    const all = [...first.entries, ...second.entries];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    const times = all.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await entriesAbout(admin, registration.id, 30)).map((entry) => entry.detail)).toEqual([...statuses].reverse());

    expect((await admin.client.get('/api/admin/log?before=not-a-cursor')).status).toBe(400);
  });

  it('cannot be changed through the API: the only log route reads', async () => {
    expect(routes.filter((route) => route.path.startsWith('/api/admin/log')).map((route) => `${route.method} ${route.path}`)).toEqual(['GET /api/admin/log']);
    const admin = await accountIn('admin');
    const [latest] = (await logPage(admin)).entries;
    for (const method of ['DELETE', 'PUT', 'PATCH', 'POST']) {
      expect((await admin.client.send(method, '/api/admin/log', {})).status, method).toBe(404);
      expect((await admin.client.send(method, `/api/admin/log/${latest?.id ?? 'x'}`, {})).status, method).toBe(404);
    }
  });
});
