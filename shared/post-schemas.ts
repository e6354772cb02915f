/** Post, reply and reaction requests with the specification's messages (content-administration §5). */
import * as z from 'zod/mini';
import { isId } from './decode.ts';
import { AUDIO_MAX_SECONDS, POST_CONTENT_MAX, REACTION_VALUE, REPORTS } from './limits.ts';
import { requiredText } from './schemas.ts';
import { FEED_SORTS, REACTION_TYPES } from './types/post.ts';

/** What an id that can name no post gets (DynamoDB would refuse its key): the routes' own words for an unknown one. */
const POST_NOT_FOUND = 'Post not found';

const optionalString = (max: number, message: string) =>
  z.optional(z.nullable(z.string({ error: message }).check(z.trim(), z.maxLength(max, message))));

/** An attachment comes back as the signed URL the upload answered (about 650 characters: its policy and signature). */
const MEDIA_URL_MAX = 1000;

const media = {
  audioUrl: optionalString(MEDIA_URL_MAX, 'Invalid audio attachment'),
  audioDuration: z.optional(
    z.nullable(
      z.number({ error: 'Audio duration must be a number of seconds' }).check(
        z.positive('Audio duration must be a number of seconds'),
        z.lte(AUDIO_MAX_SECONDS, `Audio recordings can be at most ${AUDIO_MAX_SECONDS} seconds`),
      ),
    ),
  ),
  imageUrl: optionalString(MEDIA_URL_MAX, 'Invalid image attachment'),
  youtubeUrl: optionalString(300, "Please check the URL and try again. Make sure it's a valid YouTube link."),
  youtubeThumbnail: optionalString(500, 'Invalid video thumbnail'),
  youtubeTitle: optionalString(300, 'Video title is too long'),
};

const content = (required: string, tooLong: string) => requiredText(required, POST_CONTENT_MAX, tooLong);

const shareShowsWords = z.boolean({ error: 'Showing your words in shared links must be on or off' });

/** A new post in the feed or a circle (type question or reflection, question by default). */
export const createPostSchema = z.object({
  content: content('Content is required', 'Content must be less than 1000 characters'),
  type: z._default(z.enum(['question', 'reflection'], { error: 'Type must be question or reflection' }), 'question'),
  circleId: z.optional(z.nullable(z.union([z.string(), z.number()], { error: 'Invalid circle' }))),
  /** Whether the post's shared link may show its words (off unless the author says so). */
  shareShowsWords: z.optional(shareShowsWords),
  ...media,
});

/** PATCH /api/posts/{id}/share-words: the author changes that choice later. */
export const shareWordsSchema = z.object({ shareShowsWords });

/** A reply: type `reply` with the parent's id (the feed and circle reply form's messages). */
export const createReplySchema = z.object({
  content: content('Reply content is required', 'Reply must be less than 1000 characters'),
  type: z.literal('reply'),
  parentId: z.string({ error: 'parentId is required for a reply' }).check(z.minLength(1, 'parentId is required for a reply'), z.refine(isId, POST_NOT_FOUND)),
  ...media,
});

/** The post page's reply form uses its own wording for the same rule. */
export const reflectionSchema = z.object({
  content: content('Please share your reflection', 'Reflection must be under 1000 characters'),
});

export const reactionSchema = z.object({
  postId: z.string({ error: 'postId is required' }).check(z.minLength(1, 'postId is required'), z.refine(isId, POST_NOT_FOUND)),
  type: z.enum(REACTION_TYPES, { error: 'Reaction type must be resonates, insightful or gratitude' }),
  value: z.number({ error: 'Reaction value must be a whole number from 1 to 100' }).check(
    z.int('Reaction value must be a whole number from 1 to 100'),
    z.gte(REACTION_VALUE.min, 'Reaction value must be a whole number from 1 to 100'),
    z.lte(REACTION_VALUE.max, 'Reaction value must be a whole number from 1 to 100'),
  ),
});

export const feedSortSchema = z.enum(FEED_SORTS, { error: 'Unknown sort' });

/** POST /api/posts/{id}/report: why the member reports the post. */
export const reportSchema = z.object({
  reason: requiredText('Please tell us why you are reporting this post', REPORTS.reasonMax, `Reason must be less than ${REPORTS.reasonMax} characters`),
});
export type ReportInput = z.infer<typeof reportSchema>;
