/**
 * Test accounts in each membership state the gate knows, signed in through the real flow.
 * Admin review and suspension are arranged through the same entity functions the admin routes use.
 */
import { inject } from 'vitest';
import { approveUser, suspendUser, updateNotificationPreferences } from '../members/workflows/account-changes.ts';
import type { User } from '#shared/types/user.ts';
import { TestClient } from './api-client.ts';

export const MEMBER_STATES = ['signedOut', 'notOnboarded', 'waiting', 'approved', 'suspended', 'admin'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

let counter = 0;
export const uniqueEmail = (label = 'seeker') =>
  `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export const newClient = () => new TestClient(inject('stack').url);

export interface Account {
  client: TestClient;
  id: string | null;
  /** The address it signs in with (null while signed out). */
  email: string | null;
  /** Its persona's name (null before onboarding). */
  name: string | null;
}

/**
 * A persona name no other test account has (names are unique, shared/persona-names.ts): "Gentle
 * Seeker" and a word of letters that no look-alike folding can make equal to another's.
 */
export const uniquePersonaName = (label = 'Gentle Seeker') =>
  `${label} ${Array.from({ length: 8 }, () => 'abcdefghjkmnpqrtuwxyz'[Math.floor(Math.random() * 21)]).join('')}`;

export async function createPersona(client: TestClient, name = uniquePersonaName()) {
  const response = await client.send<User>('POST', '/api/user/persona', {
    anonymousName: name,
    avatar: 'gentle',
    spiritualJourney: 'Learning to sit with what is.',
  });
  if (response.status !== 200) throw new Error(`persona failed: ${response.status} ${response.text}`);
  return response.json;
}

/**
 * Every test's main-feed posts would otherwise notify every approved test account (new_post), and
 * test files run side by side: accounts are approved with those two flags already off, so a test's
 * unread counts are its own. A test of new_post asks for `hearsNewPosts`.
 */
export async function accountIn(state: MemberState, { hearsNewPosts = false } = {}): Promise<Account> {
  const client = newClient();
  if (state === 'signedOut') return { client, id: null, email: null, name: null };
  // The stack's ADMIN_EMAILS is the local default, admin@example.com.
  const email = state === 'admin' ? 'admin@example.com' : uniqueEmail(state);
  await client.signIn(email);
  const me = await client.get<{ id: string; hasCompletedOnboarding: boolean; anonymousName: string | null }>('/api/auth/user');
  const id = me.json.id;
  if (state === 'notOnboarded') return { client, id, email, name: null };
  const name = me.json.hasCompletedOnboarding ? me.json.anonymousName : (await createPersona(client)).anonymousName;
  if (state === 'waiting') return { client, id, email, name };
  await updateNotificationPreferences(id, { notifyAllPosts: hearsNewPosts, notifyMainFeedPosts: hearsNewPosts });
  if (state !== 'admin') await approveUser(id);
  if (state === 'suspended') await suspendUser(id);
  return { client, id, email, name };
}
