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

/** Someone who has created a persona and waits for an admin (sign in as wait@example.com). */
export const DEMO_WAITING: DemoMember = {
  email: 'wait@example.com',
  anonymousName: 'Patient Pilgrim',
  avatar: 'gentle',
  spiritualJourney: 'New to all of this, and hoping to listen before I speak.',
};

export async function seedDemo(accountFor: (email: string) => string): Promise<void> {
  const users = await import('../functions/lib/entities/user.ts');
  const joins = await import('../functions/lib/entities/join-request.ts');
  const meditation = await import('../functions/lib/entities/meditation.ts');

  const ids: string[] = [];
  for (const member of [...DEMO_MEMBERS, DEMO_WAITING]) {
    const id = accountFor(member.email);
    await users.upsertOnSignIn({ id, email: member.email, firstName: null, lastName: null, isAdmin: false });
    await users.completePersona(id, member);
    if (member !== DEMO_WAITING) await users.approveUser(id);
    ids.push(id);
  }
  const [river, dew] = ids;

  // One join request for Quiet River to review, and one Morning Dew vouched for, awaiting an admin.
  await joins.createJoinRequest({
    name: 'Anand',
    email: 'anand@example.com',
    spiritualJourney: 'A friend of River from the Thursday sitting group. I would like to keep practising with others.',
    referredBy: river!,
  });
  const vouched = await joins.createJoinRequest({
    name: 'Clara',
    email: 'clara@example.com',
    spiritualJourney: 'I lost my father this spring and have been looking for a quiet place to think about it.',
    referredBy: dew!,
  });
  await joins.decideAsReferrer(dew!, vouched.id, 'approved');

  await meditation.createMeditationRegistration({
    name: 'Priya',
    availabilitySlots: [
      { dateRange: 'Any day after Jan 25', timeRange: '7:00 AM - 8:00 AM' },
      { dateRange: 'Weekends', timeRange: '5:00 PM - 6:00 PM' },
    ],
    expectations: 'To find a steady practice again.',
  });
  await meditation.createMeditationRegistration({
    name: 'Tom',
    availabilitySlots: [{ dateRange: 'Jan 25-30', timeRange: '2:00 PM - 3:00 PM' }],
    expectations: null,
  });
}
