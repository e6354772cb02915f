/**
 * The product's promise: no answer to a non-admin carries another member's email, first name,
 * last name or any field beyond the public persona. Signs in as an ordinary member and calls every
 * non-admin route of the route table, with real ids where a route takes one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#shared/routes.ts';
import type { User } from '#shared/types/user.ts';
import { accountIn, newClient, uniqueEmail, type Account } from '../testing/personas.ts';

const PRIVATE_KEYS = new Set(['email', 'firstName', 'lastName', 'isAdmin', 'isSuspended', 'hasCompletedOnboarding', 'timeZone', 'language', 'version', 'unreadNotificationCount', 'pk', 'sk']);

/** Fields named like a member's but holding none: the grievance desk the deployment publishes (issue 31 §4). */
const PUBLISHED: Record<string, string[]> = { '/api/community/contact': ['$.grievance.email'] };

function privateKeysIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => privateKeysIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [...(PRIVATE_KEYS.has(k) ? [`${path}.${k}`] : []), ...privateKeysIn(v, `${path}.${k}`)]);
  }
  return [];
}

describe('anonymity across the route table', () => {
  let member: Account;
  let other: Account;
  let otherEmail: string;
  let joinRequestId: string;
  let circleId: string;
  const address = uniqueEmail('invited');

  beforeAll(async () => {
    member = await accountIn('approved');
    other = await accountIn('approved');
    otherEmail = (await other.client.get<User>('/api/auth/user')).json.email;
    // Something addressed to the member, so lists are not empty.
    await newClient().send('POST', '/api/pre-registration', {
      name: 'Visitor',
      email: uniqueEmail('visitor'),
      spiritualJourney: 'Looking for fellow travellers.',
      referredBy: member.id,
    });
    joinRequestId = (await member.client.get<{ id: string }[]>('/api/pre-registration/referrals')).json[0]!.id;
    // A private circle of the member's with invitations (by address too) and a request to join, and
    // an invitation to the member from the other, so the circle and invitation lists are not empty.
    circleId = (await member.client.send<{ id: string }>('POST', '/api/circles', { name: 'Veiled', description: 'Hidden.', isPrivate: true })).json.id;
    await member.client.send('POST', `/api/circles/${circleId}/invite`, { email: otherEmail });
    await member.client.send('POST', `/api/circles/${circleId}/invite`, { email: address });
    await (await accountIn('approved')).client.send('POST', `/api/circles/${circleId}/join-requests`);
    const othersCircle = (await other.client.send<{ id: string }>('POST', '/api/circles', { name: 'Open', description: 'Open.' })).json.id;
    await other.client.send('POST', `/api/circles/${othersCircle}/invite-user`, { inviteeUserId: member.id });
  });

  const idFor = (name: string, path: string) => {
    if (name === 'avatarKey') return 'earth';
    if (name !== 'id') return other.id!;
    return path.startsWith('/api/circles/') ? circleId : joinRequestId;
  };

  for (const route of routes.filter((r) => r.access !== 'admin' && r.method === 'GET' && !['/api/login', '/api/logout', '/api/callback'].includes(r.path))) {
    it(`${route.method} ${route.path}`, async () => {
      const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => idFor(name, route.path));
      const response = await member.client.fork().get(path);
      expect(response.status, response.text).toBeLessThan(500);
      expect(response.text).not.toContain(otherEmail);
      expect(response.text).not.toContain(address);
      if (route.path === '/api/auth/user') {
        // The member's own account, and only theirs.
        expect((response.json as User).id).toBe(member.id);
        return;
      }
      const published = PUBLISHED[route.path] ?? [];
      expect(privateKeysIn(response.json).filter((key) => !published.includes(key)), response.text.slice(0, 300)).toEqual([]);
    });
  }

  it('state-changing member routes answer without private fields either', async () => {
    const decided = await member.client.send('POST', `/api/pre-registration/${joinRequestId}/referrer-decision`, { decision: 'approved' });
    expect(decided.status).toBe(200);
    expect(privateKeysIn(decided.json)).toEqual([]);
    expect(decided.text).not.toMatch(/visitor-.*@example\.com/);
  });

  it('error messages do not tell whether an email is registered', async () => {
    const known = await newClient().send('POST', '/api/pre-registration', {
      name: 'Someone',
      email: otherEmail,
      spiritualJourney: 'Trying an email that is a member.',
      referredBy: member.id,
    });
    const unknown = await newClient().send('POST', '/api/pre-registration', {
      name: 'Someone',
      email: uniqueEmail('unknown'),
      spiritualJourney: 'Trying an email that is nobody.',
      referredBy: member.id,
    });
    expect(known.status).toBe(unknown.status);
    expect(Object.keys(known.json as object).sort()).toEqual(Object.keys(unknown.json as object).sort());
  });
});
