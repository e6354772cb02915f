/**
 * What a member's archive says, file by file (docs/archive.md): everything they gave or received,
 * read through the same entity functions the app's own screens use, then reshaped so that nothing
 * names another member beyond their anonymous name — never an id or an address of anyone else.
 * Journal entries and direct messages come opened, for their owner (lib/sealing.ts).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { CONVERSATIONS_PER_PAGE } from '#shared/limits.ts';
import { FORMER_MEMBER, REACTION_LABELS, REACTION_TYPES } from '#shared/types/post.ts';
import type { NotificationType } from '#shared/types/notification.ts';
import { NOTIFICATION_FLAGS } from '#shared/types/user.ts';
import { db, tableName } from '../../lib/db/client.ts';
import { keyCondition } from '../../lib/db/keys.ts';
import { batchLookup, queryAll } from '../../lib/db/query.ts';
import { INDEXES } from '../../lib/db/schema.ts';
import { circleKey, listMyCircles, type CircleItem } from '../../circles/items/circle.ts';
import { listConversations, readMessages } from '../../messages/items/conversation.ts';
import { listExchanges } from '../../ai-guru/items/exchange.ts';
import { listCircleInvitations, listInvitationsOf } from '../../circles/items/invitation.ts';
import { toCircleInvitations, toInvitations } from '../../circles/items/invitation-view.ts';
import { getJoinRequest, preApprovedKey } from '../../joining/items/join-request.ts';
import { listJournal } from '../../journal/items/journal.ts';
import { listNotifications } from '../../notifications/workflows/list-notifications.ts';
import { authorPk, reactionCount, type PostItem } from '../../posts/items/post.ts';
import { reactorPk, type ReactionItem } from '../../posts/items/reaction.ts';
import { getUserItem, statusOf, type UserItem } from '../../lib/account.ts';
import { mediaKeyOf, mediaKeysOf } from '../../lib/media.ts';
import { personaOf } from '../../lib/persona.ts';

/**
 * A post's or an exchange's file: its path in the zip when the archive holds it (null when it was
 * beyond the archive's limits, README.txt), and where the app serves it.
 */
function mediaOf(url: string | null | undefined, kind: 'image' | 'audio', inZip: ReadonlySet<string>, durationSeconds?: number | null) {
  const key = url ? mediaKeyOf(url, kind) : null;
  if (!key) return null;
  return { file: inZip.has(key) ? key : null, url, ...(kind === 'audio' ? { durationSeconds: durationSeconds ?? null } : {}) };
}

/** A member's posts and replies, newest first (the byOwner index: `AUTHOR#<id>`). */
export const memberPosts = (userId: string) =>
  queryAll<PostItem>({ ...keyCondition(INDEXES.byOwner, authorPk(userId)), ScanIndexForward: false });

/** Every media key a member's posts, replies and guide recordings point at, newest first. */
export async function memberMediaKeys(userId: string): Promise<string[]> {
  const [posts, exchanges] = await Promise.all([memberPosts(userId), listExchanges(userId)]);
  return [...posts, ...exchanges].flatMap(mediaKeysOf);
}

function account(user: UserItem) {
  return {
    account: {
      id: user.id,
      email: user.email,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      createdAt: user.createdAt,
      membership: user.status ?? statusOf(user),
      isAdmin: user.isAdmin === true,
      timeZone: user.timeZone ?? null,
    },
    persona: { anonymousName: user.anonymousName ?? null, avatar: user.avatar, spiritualJourney: user.spiritualJourney ?? null },
    notificationSettings: Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, user[flag] !== false])),
    interfaceLanguage: user.language ?? null,
    publicCounts: { posts: user.postCount ?? 0, replies: user.replyCount ?? 0, impact: user.impactTotal ?? 0 },
  };
}

async function posts(userId: string, inZip: ReadonlySet<string>) {
  const items = await memberPosts(userId);
  const circleOf = await batchLookup([...new Set(items.flatMap((p) => (p.circleId ? [p.circleId] : [])))].map(circleKey));
  const shaped = items.map((post) => ({
    id: post.id,
    type: post.type,
    content: post.content,
    createdAt: post.createdAt,
    ...(post.parentId ? { inReplyToPostId: post.parentId } : {}),
    circle: post.circleId ? (circleOf<CircleItem>(circleKey(post.circleId))?.name ?? 'A circle that was deleted') : null,
    image: mediaOf(post.imageUrl, 'image', inZip),
    audio: mediaOf(post.audioUrl, 'audio', inZip, post.audioDuration),
    youtube: post.youtubeUrl ? { url: post.youtubeUrl, title: post.youtubeTitle } : null,
    link: post.linkUrl
      ? { url: post.linkUrl, title: post.linkTitle ?? null, description: post.linkDescription ?? null, image: mediaOf(post.linkThumbnail, 'image', inZip) }
      : null,
    isAiGenerated: post.isAiGenerated === true,
    ...(post.type === 'reply' ? {} : { replyCount: post.replyCount ?? 0 }),
    reactionsReceived: Object.fromEntries(REACTION_TYPES.map((type) => [type, reactionCount(post, type)])),
  }));
  return { posts: shaped.filter((p) => p.type !== 'reply'), replies: shaped.filter((p) => p.type === 'reply') };
}

async function reactions(userId: string) {
  const given = await queryAll<ReactionItem>({ ...keyCondition(INDEXES.byOwner, reactorPk(userId)) });
  return {
    reactionsGiven: given
      .map((r) => ({ postId: r.postId, reaction: REACTION_LABELS[r.type] ?? r.type, value: r.value, at: r.updatedAt }))
      .sort((a, b) => b.at.localeCompare(a.at)),
  };
}

async function circlesAndInvitations(userId: string) {
  const circles = await listMyCircles({ id: userId });
  const received = await toInvitations(await listInvitationsOf(userId));
  // Sent invitations are found through the circles the member is in (byKind, `CIRCLEINVITES#<id>`).
  const sent = (
    await Promise.all(
      circles.map(async (circle) => {
        const mine = (await listCircleInvitations(circle.id)).filter((invitation) => invitation.inviterId === userId);
        return (await toCircleInvitations(mine)).map((invitation) =>
          // An invitation to an address never says whose it is, nor what became of it, here as in the app.
          invitation.kind === 'address'
            ? { circle: circle.name, to: 'An email address (not shown)', createdAt: invitation.createdAt }
            : {
                circle: circle.name,
                to: invitation.invitee?.anonymousName ?? FORMER_MEMBER.anonymousName,
                status: invitation.status,
                createdAt: invitation.createdAt,
                respondedAt: invitation.respondedAt,
              },
        );
      }),
    )
  ).flat();
  return {
    circles: {
      circles: circles.map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        isPrivate: c.isPrivate,
        memberCount: c.memberCount,
        createdAt: c.createdAt,
        createdByYou: c.isCreator,
        creator: c.creator.anonymousName,
      })),
    },
    invitations: {
      received: received.map((i) => ({
        circle: i.circle.name,
        from: i.inviter.anonymousName,
        message: i.message,
        status: i.status,
        createdAt: i.createdAt,
        respondedAt: i.respondedAt,
      })),
      sent,
    },
  };
}

/** Join requests carry the name someone typed when asking to join (often a real one): it stays out. */
const NAMES_A_PERSON: ReadonlySet<NotificationType> = new Set(['join_request', 'join_request_outcome']);

/** Far beyond any member's (read ones go after 90 days): the Query's Limit must stay a 32-bit number. */
const NOTIFICATIONS_AT_MOST = 100_000;

async function notifications(userId: string) {
  const all = await listNotifications(userId, { limit: NOTIFICATIONS_AT_MOST });
  return {
    notifications: all.map(({ type, title, message, isRead, createdAt, relatedPostId, link, metadata }) => {
      const { memberName, ...others } = metadata;
      const withheld = NAMES_A_PERSON.has(type) && memberName;
      const hide = (text: string) => (withheld ? text.split(memberName).join('Someone') : text);
      return { type, title: hide(title), message: hide(message), isRead, createdAt, relatedPostId, link, details: withheld ? others : metadata };
    }),
  };
}

async function guide(userId: string, inZip: ReadonlySet<string>) {
  return {
    exchanges: (await listExchanges(userId)).map((e) => ({
      createdAt: e.createdAt,
      question: e.question,
      answer: e.response,
      language: e.language,
      topics: e.topics,
      sharedAsPostId: e.sharedAsPostId,
      recording: mediaOf(e.audioUrl, 'audio', inZip, e.audioDuration),
    })),
  };
}

async function journal(userId: string) {
  return { entries: (await listJournal(userId)).map(({ title, content, createdAt, updatedAt }) => ({ title, content, createdAt, updatedAt })) };
}

/**
 * A cursor after every message: asking a thread for the page before it reads the newest messages
 * without opening the thread (which, with no cursor, marks it read for its member).
 */
const AFTER_EVERY_MESSAGE = '9999-12-31T23:59:59.999Z#z';

async function messages(user: UserItem) {
  const conversations = [];
  for (let before: string | undefined; ; ) {
    const page = await listConversations(user, before);
    conversations.push(...page);
    const last = page.at(-1);
    if (page.length < CONVERSATIONS_PER_PAGE || !last) break;
    before = `${last.lastActivity}#${last.id}`;
  }
  const threads = [];
  // One conversation at a time: each may be thousands of messages, each page a Query.
  for (const conversation of conversations) {
    const thread = [];
    for (let cursor: string | null = AFTER_EVERY_MESSAGE; cursor; ) {
      const page = await readMessages(user.id, conversation.id, cursor);
      thread.push(...page.messages);
      cursor = page.nextCursor;
    }
    const other = conversation.otherParticipant.anonymousName;
    threads.push({
      with: other,
      messages: thread
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((m) => ({
          from: m.senderId === user.id ? 'You' : other,
          sentAt: m.createdAt,
          content: m.content ?? '(This message was damaged in storage and could not be opened.)',
        })),
    });
  }
  return { conversations: threads };
}

/**
 * The join request the member came in by, if any: an approved request leaves its id on the address's
 * login access (`EMAIL#<email>` / `PREAPPROVED`, joining/items/join-request.ts), the one way from an
 * account to its request. Virtual Self Program registrations carry neither an address nor an
 * account (the form is public and asks for a name), so none can be told to be theirs.
 */
async function registrations(user: UserItem) {
  const email = user.email?.toLowerCase();
  const { Item } = email ? await db.send(new GetCommand({ TableName: tableName, Key: preApprovedKey(email) })) : {};
  const request = Item ? await getJoinRequest(String((Item as { requestId?: unknown }).requestId)) : undefined;
  const referrer = request ? await getUserItem(request.referredBy) : undefined;
  return {
    joinRequest: request
      ? {
          name: request.name,
          email: request.email,
          spiritualJourney: request.spiritualJourney,
          referrer: personaOf(referrer).anonymousName,
          status: request.status,
          createdAt: request.createdAt,
          referrerDecidedAt: request.referrerDecidedAt,
          adminDecidedAt: request.adminDecidedAt,
        }
      : null,
    virtualSelfProgram:
      'Registrations for the Virtual Self Program are made on a public form that asks for a name and no address, so none of them can be told to be yours. An admin can help if you ask.',
  };
}

/** The archive's JSON files, by name. `inZip`: the media files the archive holds. */
export async function archiveJson(user: UserItem, inZip: ReadonlySet<string>): Promise<Record<string, unknown>> {
  const [postFiles, reactionFile, { circles, invitations }, notificationFile, guideFile, journalFile, messageFile, registrationFile] = await Promise.all([
    posts(user.id, inZip),
    reactions(user.id),
    circlesAndInvitations(user.id),
    notifications(user.id),
    guide(user.id, inZip),
    journal(user.id),
    messages(user),
    registrations(user),
  ]);
  return {
    'account.json': account(user),
    'posts.json': postFiles,
    'reactions.json': reactionFile,
    'circles.json': circles,
    'invitations.json': invitations,
    'notifications.json': notificationFile,
    'guide.json': guideFile,
    'journal.json': journalFile,
    'messages.json': messageFile,
    'registrations.json': registrationFile,
  };
}
