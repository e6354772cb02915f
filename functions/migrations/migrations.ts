/**
 * Changes to what items already in the table carry, for data written before the code that needs
 * them. Each runs once per table: a marker item (`MIGRATION#<name>` / `DONE`) records it, so later
 * runs cost one GetItem each. `npm start` applies them on every start (local/stack.ts); a deployed
 * table gets them from `npm run migrate` (docs/deploying.md). Each is repeatable: a run cut short
 * is simply run again.
 */
import { GetCommand, PutCommand, ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { nameKey } from '#shared/persona-names.ts';
import { db, tableName } from '../lib/db/client.ts';
import { batchDelete, batchPut, queryAll } from '../lib/db/query.ts';
import { createdSk, indexKeys, ITEM_EXISTS, keyCondition, type TableKey } from '../lib/db/keys.ts';
import { circlePk, dayPostsKey, dayPostsOf, quarterAttribute } from '../circles/items/circle.ts';
import { quarterOf } from '../lib/member-day.ts';
import { INDEXES } from '../lib/db/schema.ts';
import { conditionFailed, transact, TransactionCancelled, updateIf } from '../lib/db/transact.ts';
import { updateOf } from '../lib/db/update.ts';
import { claimWrite } from '../members/items/name-claim.ts';
import { LIVE_POST, monthOf, postKey, postsOfMonthPk, type PostItem } from '../posts/items/post.ts';
import { REACTION_PREFIX, reactionIndexKeys, type ReactionItem } from '../posts/items/reaction.ts';
import { userKey, type UserItem } from '../lib/account.ts';
import { postingItems, postingKeys } from '../posts/search/postings.ts';
import { soundKeysOf } from '../posts/search/sound-key.ts';
import { indexWordsOf } from '../posts/search/words.ts';

const markerKey = (name: string) => ({ pk: `MIGRATION#${name}`, sk: 'DONE' });

/** Hands each page of a Scan of the table to `each`, in turn. */
async function scanPages<T>(input: Omit<ScanCommandInput, 'TableName' | 'ExclusiveStartKey'>, each: (items: T[]) => Promise<void>): Promise<void> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: tableName, ...input, ExclusiveStartKey }));
    await each((page.Items ?? []) as T[]);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/**
 * Calls `change` on every item a Scan's filter finds, one at a time; answers how many it changed.
 */
async function changeEach<T>(
  scan: { filter: string; names?: Record<string, string>; values: Record<string, unknown> },
  change: (item: T) => Promise<boolean>,
): Promise<number> {
  let changed = 0;
  await scanPages<T>(
    { FilterExpression: scan.filter, ...(scan.names ? { ExpressionAttributeNames: scan.names } : {}), ExpressionAttributeValues: scan.values },
    async (items) => {
      for (const item of items) if (await change(item)) changed++;
    },
  );
  return changed;
}

/**
 * Sets index keys on every item a Scan's filter finds that lacks them, each on the condition that
 * the item is still there and still as `condition` wants it; answers how many it changed.
 */
const backfillIndex = <T extends { pk: string; sk: string }>(
  index: (typeof INDEXES)[keyof typeof INDEXES],
  scan: { filter: string; values: Record<string, unknown> },
  keysOf: (item: T) => Record<string, string>,
  condition: string,
): Promise<number> =>
  changeEach<T>(
    { filter: `${scan.filter} AND attribute_not_exists(#indexPk)`, names: { '#indexPk': index.pk }, values: scan.values },
    (item) => {
      const keys = keysOf(item);
      return updateIf(updateOf({ pk: item.pk, sk: item.sk }, { set: { [index.pk]: keys[index.pk], [index.sk]: keys[index.sk] } }, condition));
    },
  );

/**
 * The admin's list of posts reads every post by month through byKind (`POSTS#<yyyy-mm>`); posts
 * written before that entry existed get it here. Hidden (deleted) posts keep none, and a post
 * deleted meanwhile stays out of every index.
 */
const indexPostsByMonth = () =>
  backfillIndex<PostItem>(
    INDEXES.byKind,
    { filter: 'begins_with(pk, :post) AND sk = :sk AND attribute_not_exists(deletedAt)', values: { ':post': 'POST#', ':sk': 'POST' } },
    (post) => indexKeys(INDEXES.byKind, postsOfMonthPk(monthOf(post.createdAt)), createdSk(post.createdAt, post.id)),
    LIVE_POST,
  );

/**
 * Erasing an account takes back every reaction it gave, found through byOwner (`REACTOR#<userId>`);
 * reactions given before that entry existed get it here (one taken back meanwhile stays gone).
 */
const indexReactionsByReactor = () =>
  backfillIndex<ReactionItem>(
    INDEXES.byOwner,
    { filter: 'begins_with(pk, :post) AND begins_with(sk, :react)', values: { ':post': 'POST#', ':react': REACTION_PREFIX } },
    (reaction) => reactionIndexKeys(reaction.postId, reaction.type, reaction.userId),
    ITEM_EXISTS,
  );

/**
 * Posts were once found by their author's persona name too: the postings of the name's words go
 * (those of the content stay, a word of both included), so an old or erased name finds nothing.
 * The postings are deleted before the post's list of them changes, so a run cut short between the
 * two finds the same words again.
 */
const unindexAuthorNames = () =>
  changeEach<PostItem>(
    { filter: 'begins_with(pk, :post) AND sk = :sk AND size(searchWords) > :none', values: { ':post': 'POST#', ':sk': 'POST', ':none': 0 } },
    async (post) => {
      const words = indexWordsOf(post.content);
      const names = post.searchWords.filter((word) => !words.includes(word));
      if (!names.length) return false;
      await batchDelete(postingKeys({ id: post.id, searchWords: names }));
      return updateIf(
        updateOf(
          postKey(post.id),
          { set: { searchWords: post.searchWords.filter((word) => words.includes(word)) } },
          { if: `${ITEM_EXISTS} AND searchWords = :before`, values: { ':before': post.searchWords } },
        ),
      );
    },
  );

/**
 * Posts indexed before sound keys (issue 34 §2) get theirs, so "dhyan" finds an older post that says
 * ध्यान: the keys of the words it is indexed under are written first, then named on the post on the
 * condition that it is still live and its words unchanged. A post deleted meanwhile keeps none (the
 * postings just written go again); one whose deletion had already read it loses them with its words
 * (`postingKeys` names the keys of its words too).
 */
const indexSoundKeys = () =>
  changeEach<PostItem>(
    {
      filter: 'begins_with(pk, :post) AND sk = :sk AND size(searchWords) > :none AND attribute_not_exists(searchKeys) AND attribute_not_exists(deletedAt)',
      values: { ':post': 'POST#', ':sk': 'POST', ':none': 0 },
    },
    async (post) => {
      const searchKeys = soundKeysOf(post.searchWords);
      const postings = postingItems({ ...post, searchWords: [], searchKeys });
      await batchPut(postings);
      const changed = await updateIf(
        updateOf(postKey(post.id), { set: { searchKeys } }, { if: `${LIVE_POST} AND searchWords = :words`, values: { ':words': post.searchWords } }),
      );
      if (!changed) await batchDelete(postings.map(({ pk, sk }) => ({ pk, sk })));
      return changed;
    },
  );

/**
 * Web Push subscriptions were once items of the member's (`PUSHSUB#<hash>`), outliving the session
 * they were made in; they now live on that session (notifications/items/push-subscription.ts). The old items
 * are never pushed to again, and each names a device, so they go: their browsers turn push on
 * again, in a session of their own.
 */
async function dropMemberPushSubscriptions(): Promise<number> {
  let removed = 0;
  const filter = { FilterExpression: 'begins_with(sk, :push)', ExpressionAttributeValues: { ':push': 'PUSHSUB#' }, ProjectionExpression: 'pk, sk' };
  await scanPages<{ pk: string; sk: string }>(filter, async (keys) => {
    await batchDelete(keys);
    removed += keys.length;
  });
  return removed;
}

/**
 * Personas named before names were claimed (issue 30 §5) get their name's claim: each name goes to
 * the earliest-joined of the members who bear it (as the community tells names apart), in one
 * transaction with the member's `nameClaim`, on the condition that the name is still theirs. The
 * others keep their name, unclaimed, until they next change it (docs/decisions.md).
 */
async function claimExistingNames(): Promise<number> {
  const named: UserItem[] = [];
  await scanPages<UserItem>(
    {
      FilterExpression:
        'begins_with(pk, :user) AND sk = :profile AND attribute_type(anonymousName, :string) AND attribute_not_exists(nameClaim) AND attribute_not_exists(erasedAt)',
      ExpressionAttributeValues: { ':user': 'USER#', ':profile': userKey('').sk, ':string': 'S' },
    },
    async (items) => {
      named.push(...items);
    },
  );
  named.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  let changed = 0;
  for (const user of named) {
    const key = nameKey(user.anonymousName!);
    const cancelled = await transact([
      claimWrite(key, user.id),
      { Update: updateOf(userKey(user.id), { set: { nameClaim: key } }, { if: 'anonymousName = :name AND attribute_not_exists(nameClaim)', values: { ':name': user.anonymousName } }) },
    ]);
    // Held by an earlier member of that name, or the persona changed meanwhile (and claimed then).
    if (cancelled && !conditionFailed(cancelled)) throw new TransactionCancelled('name claim', cancelled);
    if (!cancelled) changed++;
  }
  return changed;
}

/**
 * The author's choice of what a post's shared link shows was once stored as `linkPreview`, the name
 * the specification gives a post's preview of the web address it contains (issue 33 §2). It moves
 * to `shareShowsWords`; a post whose flag was on keeps it on. Only the old boolean is taken: the
 * link preview itself is never stored under that name.
 */
const renameShareChoice = () =>
  changeEach<PostItem & { linkPreview?: unknown }>(
    { filter: 'begins_with(pk, :post) AND sk = :sk AND attribute_type(linkPreview, :bool)', values: { ':post': 'POST#', ':sk': 'POST', ':bool': 'BOOL' } },
    (post) =>
      updateIf(
        updateOf(
          postKey(post.id),
          { ...(post.linkPreview === true ? { set: { shareShowsWords: true } } : {}), remove: ['linkPreview'] },
          { if: `${ITEM_EXISTS} AND linkPreview = :was`, values: { ':was': post.linkPreview } },
        ),
      ),
  );

/**
 * A circle's posts of a UTC day were once one `count`; a member's own day reads them by quarter
 * hour (`q<n>`, circles/items/circle.ts). Each day's item still kept gets its quarters from the
 * circle's live posts of that day, on the condition that `count`, which every post's transaction
 * moves, is as it was read: a post written or deleted meanwhile has the item read again.
 */
const quarterCircleDays = () =>
  changeEach<TableKey & Record<string, unknown>>(
    { filter: 'begins_with(pk, :circle) AND begins_with(sk, :posts)', values: { ':circle': circlePk(''), ':posts': dayPostsKey('', '').sk } },
    async (item) => {
      const { circleId, date } = dayPostsOf(item);
      for (let seen = item; seen; seen = (await db.send(new GetCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }))).Item as typeof item) {
        const posts = await queryAll<Pick<PostItem, 'createdAt'>>({
          ...keyCondition(INDEXES.feedByTime, circlePk(circleId), { beginsWith: date }),
          FilterExpression: 'attribute_not_exists(deletedAt)',
          ProjectionExpression: 'createdAt',
        });
        const quarters: Record<string, number> = {};
        for (const post of posts) {
          const quarter = quarterAttribute(quarterOf(Date.parse(post.createdAt)));
          quarters[quarter] = (quarters[quarter] ?? 0) + 1;
        }
        const stale = Object.keys(seen).filter((name) => /^q\d+$/.test(name) && !(name in quarters));
        const written = await updateIf(
          updateOf(
            { pk: item.pk, sk: item.sk },
            { ...(Object.keys(quarters).length ? { set: quarters } : {}), ...(stale.length ? { remove: stale } : {}) },
            { if: '#count = :seen', names: { '#count': 'count' }, values: { ':seen': seen.count } },
          ),
        );
        if (written) return true;
      }
      return false;
    },
  );

const MIGRATIONS: readonly { name: string; run: () => Promise<number> }[] = [
  { name: 'admin-posts-by-month', run: indexPostsByMonth },
  { name: 'reactions-by-reactor', run: indexReactionsByReactor },
  { name: 'search-without-author-names', run: unindexAuthorNames },
  { name: 'push-subscriptions-on-sessions', run: dropMemberPushSubscriptions },
  { name: 'persona-name-claims', run: claimExistingNames },
  { name: 'share-choice-named', run: renameShareChoice },
  { name: 'circle-days-by-quarter', run: quarterCircleDays },
  { name: 'search-by-sound', run: indexSoundKeys },
];

/** Applies the migrations this table has not had yet; answers what each changed. */
export async function applyMigrations(): Promise<{ name: string; changed: number }[]> {
  const applied: { name: string; changed: number }[] = [];
  for (const { name, run } of MIGRATIONS) {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: markerKey(name) }));
    if (Item) continue;
    const changed = await run();
    await db.send(new PutCommand({ TableName: tableName, Item: { ...markerKey(name), at: new Date().toISOString(), changed } }));
    applied.push({ name, changed });
  }
  return applied;
}
