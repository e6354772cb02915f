/**
 * Discover's trending posts, read from a bounded window rather than kept on write: the main feed's
 * newest FEED.candidates posts of the last TRENDING.days days (one Query on feedByTime, a second
 * when that week began in the previous month), scored in memory, the best TRENDING.max kept.
 * Circle posts and replies sit in other partitions of the index and a deleted post has left it,
 * so none of them can be read here. docs/decisions.md ("Discover") defines the score in words.
 */
import { DAY, FEED } from '#shared/limits.ts';
import { REACTION_TYPES } from '#shared/types/post.ts';
import { keyCondition } from '../lib/db/keys.ts';
import { INDEXES } from '../lib/db/schema.ts';
import { mainFeedPk, monthOf, type PostItem } from '../posts/items/post.ts';
import { queryPosts } from '../posts/items/post-queries.ts';
import { byScore, decayed, type Rankable } from '../posts/feed/rank.ts';

export const TRENDING = { max: 10, days: 7 } as const;

type Trendable = Rankable & Pick<PostItem, 'replyCount'> & { [counter: `r_${string}`]: number };

/** What is happening around a post: each reaction counts one, each reply two (a reply asks more of someone than a tap). */
export const engagementOf = (post: Trendable) =>
  REACTION_TYPES.reduce((sum, type) => sum + Math.max(0, post[`r_${type}_count`] ?? 0), 0) + 2 * Math.max(0, post.replyCount ?? 0);

/**
 * Engagement decayed by the post's age, as Fresh & Hot decays impact; a post nobody has answered
 * or reacted to is not trending, however new.
 */
export function rankTrending<T extends Trendable>(posts: T[], now: number): T[] {
  const active = posts.filter((post) => engagementOf(post) > 0);
  return byScore(active, (post) => decayed(engagementOf(post), post, now)).slice(0, TRENDING.max);
}

export async function readTrending(now = new Date()): Promise<PostItem[]> {
  const since = new Date(now.getTime() - TRENDING.days * DAY).toISOString();
  const window: PostItem[] = [];
  // Newest first through this month, then the month the week began in when that is another.
  for (const month of new Set([monthOf(now.toISOString()), monthOf(since)])) {
    const { items } = await queryPosts({
      ...keyCondition(INDEXES.feedByTime, mainFeedPk(month), { atMost: `${now.toISOString()}~` }),
      ScanIndexForward: false,
      Limit: FEED.candidates - window.length,
    });
    const recent = items.filter((post) => post.createdAt >= since);
    // A post hidden for review takes no place among the ten (issue 31 §3).
    window.push(...recent.filter((post) => !post.quarantinedAt));
    if (window.length >= FEED.candidates || recent.length < items.length) break;
  }
  return rankTrending(window, now.getTime());
}
