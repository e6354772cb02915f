/** Posts, replies, reactions and the feed. */

export type PostType = 'question' | 'reflection' | 'reply';

/** A post or reply in a member's public profile list. */
export interface PostSummary {
  id: string;
  type: PostType;
  content: string;
  parentId: string | null;
  circleId: string | null;
  createdAt: string;
}

export const REACTION_TYPES = ['resonates', 'insightful', 'gratitude'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];
/** Each reaction's name, as the reaction panel shows it and a reaction's notification says it. */
export const REACTION_LABELS: Record<ReactionType, string> = { resonates: 'Resonates', insightful: 'Insightful', gratitude: 'Gratitude' };

/** Per reaction type on a post (spec §3 Reaction summary). `users` is filled on the post page only. */
export interface ReactionSummary {
  type: ReactionType;
  count: number;
  totalValue: number;
  averageValue: number;
  /** The viewer's own value for this type, or null. */
  userReaction: number | null;
  users: { id: string; anonymousName: string; value: number }[];
}

/**
 * Who wrote a post whose author erased their account and chose to keep their posts (issue 15 §2):
 * the post's `authorId` is this, so it links back to no one, and its author shows as "Former member".
 */
export const FORMER_MEMBER = { id: 'former-member', anonymousName: 'Former member', avatar: 'earth' } as const;

/** A post or reply as members see it (spec §3 Post). */
export interface Post {
  id: string;
  authorId: string;
  author: { anonymousName: string; avatar: string };
  type: PostType;
  content: string;
  parentId: string | null;
  circleId: string | null;
  circle: { name: string } | null;
  isAiGenerated: boolean;
  isReported: boolean;
  /** Its author lets its shared link (the share page) show its words (issue 15 §4); off by default. */
  shareShowsWords: boolean;
  audioUrl: string | null;
  audioDuration: number | null;
  imageUrl: string | null;
  youtubeUrl: string | null;
  youtubeThumbnail: string | null;
  youtubeTitle: string | null;
  /** The first web address in its words (not a YouTube video), or null. */
  linkUrl: string | null;
  /** That page's preview, fetched by the server once after the post was written: its Open Graph or HTML title… */
  linkTitle: string | null;
  /** …its description… */
  linkDescription: string | null;
  /** …and its image, a copy the server stored (a signed media URL like imageUrl's), never the page's own address. */
  linkThumbnail: string | null;
  /** Whether there is a preview card to show (a title was found); without one `linkUrl` is a plain link. */
  linkPreview: boolean;
  createdAt: string;
  /** The sum of every reaction value: the post's impact. */
  impact: number;
  reactions: ReactionSummary[];
  /** How many replies the post has. */
  replies: number;
  /** Hidden for review by auto-moderation (issue 31 §3); only its author and admins ever see it so. */
  quarantined?: true;
}

export const FEED_SORTS = ['dynamic', 'impact', 'fresh', 'newest', 'balanced', 'shuffle'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

export const FEED_SORT_LABELS: Record<FeedSort, string> = {
  dynamic: 'Dynamic',
  impact: 'Top Impact',
  fresh: 'Fresh & Hot',
  newest: 'Newest First',
  balanced: 'Balanced',
  shuffle: 'Shuffle',
};

/** GET /api/posts: one page of the feed and the cursor for the next (null at the end). */
export interface FeedPage {
  posts: Post[];
  nextCursor: string | null;
}
