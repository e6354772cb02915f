/**
 * Demo content for a first start with an empty data directory, so the product is not empty.
 * Everything goes through the same entity functions the handlers use; every demo member can
 * sign in on the local sign-in page with the email shown here.
 */
import type { AvatarStyle } from '../shared/limits.ts';

export interface DemoMember {
  email: string;
  anonymousName: string;
  avatar: AvatarStyle;
  spiritualJourney: string;
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    email: 'river@example.com',
    anonymousName: 'Quiet River',
    avatar: 'earth',
    spiritualJourney: 'Twenty years of sitting meditation, and still a beginner every morning.',
  },
  {
    email: 'dew@example.com',
    anonymousName: 'Morning Dew',
    avatar: 'gentle',
    spiritualJourney: 'Finding my way back to prayer after a long season of doubt.',
  },
  {
    email: 'lotus@example.com',
    anonymousName: 'Still Lotus',
    avatar: 'soft',
    spiritualJourney: 'Yoga teacher learning to listen more than I speak.',
  },
  {
    email: 'star@example.com',
    anonymousName: 'Wandering Star',
    avatar: 'spiritual',
    spiritualJourney: 'Grief opened a door I did not know was there. Walking through it slowly.',
  },
];

export async function seedDemo(accountFor: (email: string) => string): Promise<void> {
  const users = await import('../functions/lib/entities/user.ts');
  for (const member of DEMO_MEMBERS) {
    const id = accountFor(member.email);
    await users.upsertOnSignIn({ id, email: member.email, firstName: null, lastName: null, isAdmin: false });
    await users.completePersona(id, member);
    await users.approveUser(id);
  }
}
