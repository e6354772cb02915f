/**
 * The limits of the routes, by route key, each with its reason (docs/limits.md lists them too).
 * Public routes are limited per client address, member routes per member. The numbers sit far
 * above what a person does, so that only a script meets them: a member's limits are per hour,
 * except where a daily cap protects people outside the community (mail). Two caps live with their
 * own writes, in the same transaction, and are not repeated here: reports (10 a day,
 * posts/workflows/report.ts) and the guide's questions (AI_GUIDE_DAILY_QUESTIONS, ai-guru/items/exchange.ts).
 * A request is counted once it passes the gate, before the route reads its body.
 */
import { routeKey, type Route } from '#shared/routes.ts';
import type { Caller } from './caller.ts';
import { type ApiEvent, header } from './http.ts';
import { consume, DAY, HOUR, type Limit } from './rate-limit.ts';

type AccessOf = { [R in Route as `${R['method']} ${R['path']}`]: R['access'] };

interface RouteLimit extends Limit {
  readonly reason: string;
}

type PublicLimit = RouteLimit & {
  /** `client`: one count per address; `client-referrer`: per address and the referrer the body names. */
  readonly per: 'client' | 'client-referrer';
};
type MemberLimit = RouteLimit & { readonly per: 'member' };

type RouteLimits = { readonly [K in keyof AccessOf]?: readonly (AccessOf[K] extends 'public' ? PublicLimit : MemberLimit)[] };

const hourly = (max: number, reason: string): MemberLimit => ({ per: 'member', max, windowSeconds: HOUR, reason });

export const RATE_LIMITS: RouteLimits = {
  'POST /api/pre-registration': [
    {
      per: 'client-referrer',
      max: 20,
      windowSeconds: HOUR,
      reason: "One address asking the same member again and again fills that member's referrals list; a household or a retreat's Wi-Fi asking one teacher stays under 20.",
    },
    {
      per: 'client',
      max: 500,
      windowSeconds: HOUR,
      reason:
        "A script naming member after member; a gathering behind one address (a retreat, a campus, a mobile carrier's shared address, which puts many phones behind one) stays under it.",
    },
  ],
  'POST /api/meditation-registration': [
    { per: 'client', max: 60, windowSeconds: HOUR, reason: "Each registration lands in the admins' list; a person registers once, a retreat's Wi-Fi a few dozen times." },
  ],
  'GET /api/members': [
    { per: 'client', max: 300, windowSeconds: HOUR, reason: 'The join page loads the whole list once; 300 an hour is a page opened every 12 s for an hour.' },
  ],

  'POST /api/posts': [hourly(120, 'Posts and replies: a lively hour is a few posts and a few dozen replies; two a minute for a whole hour is a script.')],
  'PATCH /api/posts/{id}/share-words': [hourly(120, 'An author shows or hides the words of a shared link now and then.')],
  'POST /api/user/erase': [hourly(10, 'A member erases their account once; a wrong name typed a few times is all a person needs.')],
  'DELETE /api/posts/{id}': [hourly(100, 'Each deletion cascades (replies, reactions, notifications); a member tidying up deletes a handful.')],
  'POST /api/reactions': [hourly(300, 'Reacting while reading a feed: 300 an hour is one every 12 s for an hour.')],
  'POST /api/messages': [hourly(100, 'Starting conversations: a member starts a few a day; a script writes to everyone.')],
  'POST /api/conversations/{id}/messages': [hourly(300, 'A fast chat is a message every 15 s; 300 an hour is more than that for a whole hour.')],
  'POST /api/circles/{id}/invite': [
    {
      per: 'member',
      max: 20,
      windowSeconds: DAY,
      reason: 'Invitations by email reach people outside the community from our address: 20 a day keeps a member from spamming through us, and the mail sender in good standing.',
    },
  ],
  'POST /api/circles/{id}/invite-user': [hourly(100, "Each invitation notifies a member; inviting a circle's first members is a few dozen.")],
  'POST /api/invitations/{id}/respond': [hourly(300, 'Answering invitations: one each.')],
  'POST /api/circles': [hourly(30, 'A member starts a circle now and then; 30 in an hour is a script.')],
  'POST /api/circles/{id}/join': [hourly(200, 'Joining circles: a newcomer joins a dozen at most.')],
  'POST /api/circles/{id}/leave': [hourly(200, 'Leaving circles, as joining.')],
  'POST /api/circles/{id}/join-requests': [hourly(100, "Each request notifies a circle's creator.")],
  'POST /api/circles/{id}/join-requests/{userId}/admit': [hourly(300, "A creator answering a circle's requests: one each.")],
  'POST /api/circles/{id}/join-requests/{userId}/decline': [hourly(300, "A creator answering a circle's requests: one each.")],
  'POST /api/journal': [hourly(60, 'Journal entries: a member writes a few a day.')],
  'PUT /api/journal/{id}': [hourly(200, 'Editing entries: saving often while writing.')],
  'DELETE /api/journal/{id}': [hourly(100, 'Deleting entries: a handful at a time.')],
  'PATCH /api/user/profile': [hourly(60, 'Profile edits: a few at a time.')],
  'PATCH /api/user/notification-preferences': [hourly(120, 'Switching notification kinds on and off: a few dozen clicks.')],
  'PATCH /api/user/language': [hourly(30, 'Choosing the interface language: once, and back again perhaps.')],
  'PATCH /api/user/time-zone': [hourly(30, 'A browser sends its zone when it differs from the kept one: once a visit at most, a few devices apart.')],
  'POST /api/user/sessions/{id}/sign-out': [
    hourly(60, 'Each sign-out opens a sealed token (KMS) and revokes it at the identity provider, whose quotas the whole site shares; a member has a handful of browsers.'),
  ],
  'POST /api/user/sessions/sign-out-others': [
    hourly(20, 'Each one revokes every other browser\'s token at the identity provider at once; a member does it after losing a phone, not twenty times an hour.'),
  ],
  'POST /api/upload/presign': [hourly(100, 'Each upload costs storage and a check; a post carries a few.')],
  'POST /api/upload/image': [hourly(100, 'Each upload costs storage and a check; a post carries a few.')],
  'POST /api/upload/audio': [hourly(100, 'Each upload costs storage and a check; a post carries a few.')],
  'POST /api/youtube/preview': [hourly(300, 'Each preview fetches from YouTube; a member pastes a few links.')],
  'POST /api/ai-guru/share/{id}': [hourly(100, 'Sharing an exchange makes a post: as posts.')],
  'POST /api/ai-guru/share-chat': [hourly(100, 'Sharing an exchange makes a post: as posts.')],
  'POST /api/ai-guru/audio-response': [hourly(100, 'Each spoken answer is a paid call to the provider.')],
  'POST /api/ai-guru/transcribe': [hourly(100, 'Each transcription is a paid call to the provider.')],
  'POST /api/user/archive': [
    {
      per: 'member',
      max: 10,
      windowSeconds: DAY,
      reason:
        'Each archive reads everything a member has and copies their media into a zip in the background: a member needs one now and then, a few more if one fails. A start while one is being prepared answers that one, and counts too.',
    },
  ],
};

/**
 * Join requests a referrer is notified of per UTC day. The rest are stored and listed on their
 * referrals page all the same, without a notification: a stranger can name any member, and a
 * member should not be woken by a stream of them.
 */
export const REFERRER_NOTICES: Limit = { max: 3, windowSeconds: DAY };

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * The viewer's address as CloudFront saw it: CloudFront appends it to X-Forwarded-For (after any
 * the viewer sent, which are not to be believed), and API Gateway adds nothing after it; without
 * the header (not through CloudFront, which the origin check has already refused), the socket's.
 * An IPv6 address counts by its /64, the block one subscriber is given.
 */
export function clientAddress(event: ApiEvent): string {
  const forwarded = header(event, 'x-forwarded-for')?.split(',').at(-1)?.trim();
  const address = forwarded || event.requestContext.http.sourceIp;
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  return `${groups.slice(0, 4).map((group) => group.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The member a join request names as referrer (their id); none when it names nobody. */
function referrerOf(body: unknown): string | undefined {
  const named = (body as { referredBy?: unknown } | undefined)?.referredBy;
  // Any other shape fails the route's own validation; the cap on its length keeps the key small.
  return typeof named === 'string' && named.trim() ? named.trim().slice(0, 64) : undefined;
}

/** Whose count a request goes to under this limit; undefined when the limit is not about this request (no referrer named). */
function subject(limit: PublicLimit | MemberLimit, event: ApiEvent, caller: Caller | null, body: unknown): string | undefined {
  if (limit.per === 'member') return caller!.user.id;
  const address = clientAddress(event);
  if (limit.per === 'client') return address;
  const referrer = referrerOf(body);
  return referrer === undefined ? undefined : `${address}#${referrer}`;
}

/** Counts the request against each of its route's limits; the first one reached answers 429. */
export async function enforceRateLimits(route: Route, caller: Caller | null, event: ApiEvent, body: unknown, now = Date.now()): Promise<void> {
  const key = routeKey(route) as keyof AccessOf;
  const limits: readonly (PublicLimit | MemberLimit)[] = RATE_LIMITS[key] ?? [];
  for (const limit of limits) {
    const whose = subject(limit, event, caller, body);
    if (whose !== undefined) await consume(`${key}#${limit.per}#${whose}`, limit, now);
  }
}
