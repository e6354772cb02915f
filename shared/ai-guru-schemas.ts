/**
 * The AI guide's requests (specification §7, §9). The question's two messages are the
 * specification's; the guide's languages and answer lengths are its selects' values.
 */
import * as z from 'zod/mini';
import { isId } from './decode.ts';
import { createPostSchema } from './post-schemas.ts';
import { requiredText } from './schemas.ts';

export const GUIDE_QUESTION_MAX = 500;
export const GUIDE_LANGUAGES = ['english', 'hindi', 'hinglish'] as const;
export type GuideLanguage = (typeof GUIDE_LANGUAGES)[number];
/** The response-length select: words asked of the guide. */
export const GUIDE_WORD_COUNTS = [50, 100, 200, 300, 500, 1000] as const;
export type GuideWordCount = (typeof GUIDE_WORD_COUNTS)[number];
/** The running conversation the browser sends back; more than this is cut, oldest first. */
export const GUIDE_HISTORY_MAX = 50;
/** A chat message's text as the browser holds it (an In-depth answer runs to several thousand characters). */
const HISTORY_CONTENT_MAX = 20_000;

const question = requiredText('Please enter your question', GUIDE_QUESTION_MAX, `Question must be less than ${GUIDE_QUESTION_MAX} characters`);

const historyMessage = z.object({
  role: z.enum(['user', 'ai'], { error: 'History role must be user or ai' }),
  content: z.string({ error: 'History content must be text' }).check(z.maxLength(HISTORY_CONTENT_MAX, 'History message is too long')),
  timestamp: z.optional(z.unknown()),
});

/** The language a guide text is asked in: english unless the member chose another (the journal's reflection too). */
export const guideLanguageField = z._default(z.enum(GUIDE_LANGUAGES, { error: 'Language must be english, hindi or hinglish' }), 'english');

export const guideQuestionSchema = z.object({
  question,
  /** Sent by the specification's client; the server reads the caller's own journey instead. */
  context: z.optional(z.unknown()),
  language: guideLanguageField,
  wordCount: z._default(
    z.literal(GUIDE_WORD_COUNTS, { error: 'Response length must be 50, 100, 200, 300, 500 or 1000 words' }),
    200,
  ),
  conversationHistory: z._default(
    z.array(historyMessage, { error: 'conversationHistory must be a list' }).check(z.maxLength(GUIDE_HISTORY_MAX, 'Conversation history is too long')),
    [],
  ),
  /**
   * Beyond the specification: the member's recorded question (transcribe's `audioUrl`, their own
   * media) and its length, kept with the exchange so that sharing it carries the recording. Checked
   * as a post's recording is, with a post's messages.
   */
  audioUrl: createPostSchema.shape.audioUrl,
  audioDuration: createPostSchema.shape.audioDuration,
});
export type GuideQuestion = z.output<typeof guideQuestionSchema>;

/** A share-chat that names no stored exchange of the guide's. */
export const GUIDE_ANSWER_REQUIRED = "Please choose one of the guide's answers to share.";
/** A share-chat whose words are not those of the exchange it names (docs/ai-guru.md, "Only the guide speaks as the guide"). */
export const NOT_THE_GUIDES_ANSWER = "Only the guide's own words can be shared as its answer. Please share the answer from your conversation with the guide.";

/**
 * The current chat shared as a post: the question and the answer the member saw, and the stored
 * exchange they belong to (the answer's `conversationId`). The server shares that exchange only if
 * the words are its own, so no member can publish their words under the guide's label.
 */
export const shareChatSchema = z.object({
  conversationId: z.string({ error: GUIDE_ANSWER_REQUIRED }).check(z.refine(isId, GUIDE_ANSWER_REQUIRED)),
  question,
  response: requiredText('Response is required', HISTORY_CONTENT_MAX, 'Response is too long'),
});

/**
 * A recorded voice sent with a request (transcribe) passes through the
 * function, whose requests stop at 6 MB once API Gateway has base64-encoded them (4/3 larger): so
 * 4 MB, several minutes of the recorder's Opus, where a presigned upload takes 20 MB.
 */
export const VOICE_MAX_BYTES = 4 * 1024 * 1024;
export const VOICE_TOO_LARGE = 'Please record a shorter question (at most 4MB of audio)';
/** A voice route called without its recording. */
export const NO_RECORDING = 'Please record your question first';

/** POST /api/ai-guru/transcribe's text field beside its `audio` file: the language the member chose, a hint for the transcriber. */
export const transcribeSchema = z.object({
  language: guideLanguageField,
});

/** POST /api/ai-guru/audio-response: an answer to be read aloud (the server speaks its first part, docs/ai-guru.md). */
export const audioResponseSchema = z.object({
  text: requiredText('Text is required', HISTORY_CONTENT_MAX, 'Text is too long'),
});
