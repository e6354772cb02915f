import { describe, expect, it } from 'vitest';
import type { User } from '#shared/types/user.ts';
import { gateOf } from './gate.ts';

const user = (overrides: Partial<User>): User => ({
  id: 'u1',
  firstName: null,
  lastName: null,
  email: 'seeker@example.com',
  profileImageUrl: null,
  anonymousName: 'Quiet River',
  avatar: 'earth',
  spiritualJourney: 'Learning to sit still.',
  hasCompletedOnboarding: true,
  isApproved: true,
  isAdmin: false,
  isSuspended: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  language: null,
  timeZone: null,
  notifyAllPosts: true,
  notifyMainFeedPosts: true,
  notifyReplies: true,
  notifyReactions: true,
  notifyCircleActivity: true,
  notifyInvitations: true,
  ...overrides,
});

describe('gateOf', () => {
  it('sends a signed-out visitor to the landing page', () => {
    expect(gateOf(null)).toBe('signed-out');
  });

  it('asks a new account for its persona first', () => {
    expect(gateOf(user({ hasCompletedOnboarding: false, isApproved: false }))).toBe('onboarding');
    // Admins are approved by configuration but still create a persona.
    expect(gateOf(user({ hasCompletedOnboarding: false, isAdmin: true }))).toBe('onboarding');
  });

  it('keeps an onboarded but unapproved account waiting', () => {
    expect(gateOf(user({ isApproved: false }))).toBe('waiting');
  });

  it('lets an approved member in', () => {
    expect(gateOf(user({}))).toBe('member');
  });

  it('shuts a suspended account out whatever else is true', () => {
    expect(gateOf(user({ isSuspended: true }))).toBe('suspended');
    expect(gateOf(user({ isSuspended: true, isAdmin: true }))).toBe('suspended');
  });
});
