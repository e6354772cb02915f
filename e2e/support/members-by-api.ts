/**
 * The reviewing admin over HTTP, who approves accounts through the admin's own route, and approved
 * members made wholly over HTTP rather than in a browser, for a test that needs many of them as the
 * other side of something: each signs in through the real OpenID Connect flow
 * (functions/testing/api-client.ts) and creates a persona.
 */
import { test } from '@playwright/test';
import { TestClient } from '../../functions/testing/api-client.ts';
import { ALREADY_ONBOARDED, MEMBERSHIP_ADMINS, QUIET_ABOUT_NEW_POSTS, uniqueEmail } from './accounts.ts';

export interface ApiMember {
  client: TestClient;
  id: string;
}

async function ok<T>(response: Promise<{ status: number; text: string; json: T }>, what: string): Promise<T> {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer.json;
}

function baseUrl(): string {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('the browser tests run with a baseURL');
  return baseURL;
}

let reviewerSession: Promise<TestClient> | undefined;

/**
 * The reviewer, signed in once per worker (the stack lives for the whole run). It also gives the
 * reviewer the persona enterAsAdmin would make, when no test has signed them in yet.
 */
function reviewerClient(): Promise<TestClient> {
  reviewerSession ??= (async () => {
    const reviewer = MEMBERSHIP_ADMINS.reviewer;
    const admin = new TestClient(baseUrl());
    await admin.signIn(reviewer.email);
    const me = await ok(admin.get<{ hasCompletedOnboarding: boolean }>('/api/auth/user'), 'reviewer');
    if (!me.hasCompletedOnboarding) {
      const made = await admin.send('POST', '/api/user/persona', { anonymousName: reviewer.name, avatar: 'earth', spiritualJourney: 'Keeping the circle safe and warm.' });
      // Another worker signing the reviewer in at the same moment may have made it first.
      if (made.status >= 300 && !made.text.includes(`"${ALREADY_ONBOARDED}"`)) throw new Error(`reviewer persona: ${made.status} ${made.text}`);
    }
    return admin;
  })();
  return reviewerSession;
}

/** As the reviewer, through the admin's own route: approves the account `id`. */
export async function approveByApi(id: string): Promise<void> {
  await ok((await reviewerClient()).send('POST', `/api/admin/users/${id}/approve`), 'approval');
}

export async function approvedMembersByApi(count: number, label: string): Promise<ApiMember[]> {
  const members: ApiMember[] = [];
  for (let i = 0; i < count; i++) {
    const client = new TestClient(baseUrl());
    await client.signIn(uniqueEmail(label.toLowerCase().replace(/[^a-z0-9]+/g, '-')));
    const { id } = await ok(
      client.send<{ id: string }>('POST', '/api/user/persona', { anonymousName: `${label} ${i + 1}`, avatar: 'soft', spiritualJourney: 'Walking beside.' }),
      'persona',
    );
    await approveByApi(id);
    await ok(client.send('PATCH', '/api/user/notification-preferences', QUIET_ABOUT_NEW_POSTS), 'preferences');
    members.push({ client, id });
  }
  return members;
}
