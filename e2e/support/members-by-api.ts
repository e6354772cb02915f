/**
 * Approved members made over HTTP rather than in a browser, for a test that needs many of them as
 * the other side of something: each signs in through the real OpenID Connect flow
 * (functions/testing/api-client.ts), creates a persona, and the reviewing admin approves them
 * through the admin's own route.
 */
import { test } from '@playwright/test';
import { TestClient } from '../../functions/testing/api-client.ts';
import { MEMBERSHIP_ADMINS, uniqueEmail } from './accounts.ts';

export interface ApiMember {
  client: TestClient;
  id: string;
}

async function ok<T>(response: Promise<{ status: number; text: string; json: T }>, what: string): Promise<T> {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer.json;
}

export async function approvedMembersByApi(count: number, label: string): Promise<ApiMember[]> {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('the browser tests run with a baseURL');
  const reviewer = MEMBERSHIP_ADMINS.reviewer;
  const admin = new TestClient(baseURL);
  await admin.signIn(reviewer.email);
  // The persona enterAsAdmin would make, when this is the reviewer's first sign-in of the run.
  const me = await ok(admin.get<{ hasCompletedOnboarding: boolean }>('/api/auth/user'), 'reviewer');
  if (!me.hasCompletedOnboarding) {
    await ok(admin.send('POST', '/api/user/persona', { anonymousName: reviewer.name, avatar: 'earth', spiritualJourney: 'Keeping the circle safe and warm.' }), 'reviewer persona');
  }
  const members: ApiMember[] = [];
  for (let i = 0; i < count; i++) {
    const client = new TestClient(baseURL);
    await client.signIn(uniqueEmail(label.toLowerCase().replace(/[^a-z0-9]+/g, '-')));
    const { id } = await ok(
      client.send<{ id: string }>('POST', '/api/user/persona', { anonymousName: `${label} ${i + 1}`, avatar: 'soft', spiritualJourney: 'Walking beside.' }),
      'persona',
    );
    await ok(admin.send('POST', `/api/admin/users/${id}/approve`), 'approval');
    members.push({ client, id });
  }
  return members;
}
