/**
 * Demo content for a first start with an empty data directory, so the product is not empty.
 * Everything goes through the same entity functions the handlers use; every demo member can
 * sign in on the local sign-in page with the email shown here.
 */
import type { AvatarStyle } from '#shared/limits.ts';
import type { UserItem } from '../functions/lib/account.ts';

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
  const users = await import('../functions/members/workflows/account-changes.ts');
  const joins = await import('../functions/joining/items/join-request.ts');
  const meditation = await import('../functions/meditation/items/meditation.ts');

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
  await joins.decideAsReferrer(dew!, vouched!.id, 'approved');

  await seedPosts(ids.slice(0, DEMO_MEMBERS.length));
  await seedCircles(ids.slice(0, DEMO_MEMBERS.length));
  await seedReports(ids.slice(0, DEMO_MEMBERS.length));
  await seedJournal(river!);
  await seedGuideHistory(river!);

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

/** Quiet River's journal: three entries, sealed like any member's (sign in as River: /journal shows them). */
async function seedJournal(riverId: string): Promise<void> {
  const journal = await import('../functions/journal/items/journal.ts');
  await journal.createJournalEntry(riverId, {
    title: 'First morning sit',
    content: 'Twenty minutes before sunrise. The mind wandered to the day ahead again and again, and each time I brought it back to the breath without scolding it.',
  });
  await journal.createJournalEntry(riverId, {
    content: 'Felt impatient with my brother today. Noticed the heat in my chest before the words came out, and for once I waited. Small, but it counts.',
  });
  await journal.createJournalEntry(riverId, {
    title: 'What the circle taught me',
    content: 'Listening to the others on Thursday, I saw that my questions are not as lonely as they feel at night.\n\nI want to keep showing up.',
  });
}

/**
 * Quiet River's history with the guide: a few exchanges over the past days, answered by the offline
 * guide as the stack answers without a provider, one of them in Hindi (History and Export show them).
 */
async function seedGuideHistory(riverId: string): Promise<void> {
  const guide = await import('../functions/ai-guru/items/exchange.ts');
  const { offlineAnswer } = await import('../functions/ai-guru/guide/offline-guide.ts');
  const { topicsOf } = await import('../functions/ai-guru/guide/themes.ts');
  const exchanges = [
    { question: 'How do I stay patient with my wandering mind in meditation?', language: 'english', wordCount: 100 },
    { question: 'मैं अपने भाई पर गुस्सा होने के बाद शांति कैसे पाऊँ?', language: 'hindi', wordCount: 100 },
    { question: 'What does it mean to keep showing up when practice feels dry?', language: 'english', wordCount: 200 },
  ] as const;
  const day = 24 * 60 * 60 * 1000;
  for (const [i, { question, language, wordCount }] of exchanges.entries()) {
    await guide.storeExchange(
      riverId,
      { question, response: offlineAnswer(question, language, wordCount), language, topics: topicsOf(question), source: 'offline' },
      new Date(Date.now() - (exchanges.length - i) * day),
    );
  }
}

/** A few posts, replies and reactions between the demo members, so the feed has a life. */
async function seedPosts(memberIds: string[]): Promise<void> {
  const account = await import('../functions/lib/account.ts');
  const posts = await import('../functions/posts/workflows/posting.ts');
  const reactions = await import('../functions/posts/workflows/reacting.ts');
  const members = await Promise.all(memberIds.map(async (id) => (await account.getUserItem(id))!));
  const [river, dew, lotus, star] = members as [typeof members[number], typeof members[number], typeof members[number], typeof members[number]];
  const hour = 3_600_000;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);

  const grief = await posts.createPost(
    { author: star, type: 'question', content: 'How do you hold grief and gratitude at the same time? Some mornings I manage it, most mornings I do not.' },
    at(30),
  );
  const breath = await posts.createPost(
    { author: river, type: 'reflection', content: 'Sat for twenty minutes before dawn. Nothing special happened, and that was the gift: the breath kept arriving without my help.' },
    at(20),
  );
  const doubt = await posts.createPost(
    { author: dew, type: 'question', content: 'Is doubt part of faith, or a sign I have wandered away from it? I would love to hear how others live with this.' },
    at(9),
  );
  const listening = await posts.createPost(
    { author: lotus, type: 'reflection', content: 'Taught a class today and said less than usual. The silence did more teaching than I ever have.' },
    at(2),
  );

  await posts.createPost({ author: river, type: 'reply', parentId: grief.id, content: 'I let them take turns. Grief in the morning walk, gratitude with the evening tea.' }, at(28));
  await posts.createPost({ author: lotus, type: 'reply', parentId: grief.id, content: 'Holding both is the practice, I think. Thank you for asking this so honestly.' }, at(25));
  await posts.createPost({ author: star, type: 'reply', parentId: doubt.id, content: 'For me doubt has been the door, not the wall.' }, at(6));

  const react: [typeof river, { id: string }, 'resonates' | 'insightful' | 'gratitude', number][] = [
    [river, grief, 'resonates', 90],
    [dew, grief, 'gratitude', 70],
    [lotus, grief, 'resonates', 80],
    [star, breath, 'insightful', 60],
    [dew, breath, 'resonates', 55],
    [river, doubt, 'insightful', 75],
    [star, listening, 'gratitude', 40],
  ];
  for (const [member, post, type, value] of react) await reactions.react(member, post.id, type, value);
}

/**
 * A public circle three members share, with posts of today and earlier; another public one; and a
 * private one Still Lotus keeps: Morning Dew was admitted on request, Wandering Star's request
 * waits for Lotus, and Quiet River has a pending invitation (sign in as River: Invitations shows it).
 */
async function seedCircles(memberIds: string[]): Promise<void> {
  const account = await import('../functions/lib/account.ts');
  const circles = await import('../functions/circles/items/circle.ts');
  const requests = await import('../functions/circles/workflows/circle-join-request.ts');
  const invitations = await import('../functions/circles/items/invitation.ts');
  const posts = await import('../functions/posts/workflows/posting.ts');
  const member = async (id: string) => (await account.getUserItem(id))!;
  const [river, dew, lotus, star] = await Promise.all(memberIds.map(member)) as [UserItem, UserItem, UserItem, UserItem];
  const hour = 3_600_000;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);

  const dawn = await circles.createCircle(river.id, {
    name: 'Dawn Sitters',
    description: 'For those who sit before sunrise. Share what the quiet hours teach you, however small.',
    isPrivate: false,
  }, at(72));
  await circles.joinCircle(dawn.id, dew.id, at(60));
  await circles.joinCircle(dawn.id, star.id, at(48));
  await posts.createPost({ author: dew, type: 'question', circleId: dawn.id, content: 'How do you keep the alarm from becoming the enemy? Some mornings getting up feels like a fight.' }, at(40));
  await posts.createPost({ author: river, type: 'reflection', circleId: dawn.id, content: 'The birds start before the light does. I have started listening for the first one instead of watching the clock.' }, new Date(Date.now() - 60_000));

  await circles.createCircle(star.id, {
    name: 'Walking with Grief',
    description: 'A gentle public circle for anyone carrying a loss. No advice unless asked; presence first.',
    isPrivate: false,
  }, at(50));

  const teachers = await circles.createCircle(lotus.id, {
    name: 'Teachers Who Listen',
    description: 'A private circle for people who guide others and want a place to be beginners again.',
    isPrivate: true,
  }, at(45));
  await requests.requestToJoin(teachers.id, dew, at(44));
  await requests.admitJoinRequest(teachers.id, lotus.id, dew.id, at(43));
  await posts.createPost({ author: lotus, type: 'reflection', circleId: teachers.id, content: 'Today a student corrected me, kindly and rightly. I am still smiling about it.' }, at(3));
  await requests.requestToJoin(teachers.id, star, at(2));
  await invitations.inviteMember(river, {
    circle: (await circles.getCircleItem(teachers.id))!,
    inviter: lotus,
    message: 'Your dawn posts sound like teaching to me. Come and be a beginner with us.',
    now: at(1),
    byAddress: false,
  });
}

/** One post two members reported, with two reasons, so an admin's Reports tab has something to decide. */
async function seedReports(memberIds: string[]): Promise<void> {
  const account = await import('../functions/lib/account.ts');
  const posts = await import('../functions/posts/workflows/posting.ts');
  const reports = await import('../functions/posts/workflows/report.ts');
  const [river, dew, star] = await Promise.all([memberIds[0], memberIds[1], memberIds[3]].map(async (id) => (await account.getUserItem(id!))!));
  const post = await posts.createPost(
    { author: star!, type: 'reflection', content: 'Honestly, most of what gets shared here is self-pity dressed up as practice. Toughen up.' },
    new Date(Date.now() - 5 * 3_600_000),
  );
  await reports.reportPost(river!, post.id, 'Dismissive of people who are struggling.');
  await reports.reportPost(dew!, post.id, 'It mocks what others share. Not the tone of this community.');
}
