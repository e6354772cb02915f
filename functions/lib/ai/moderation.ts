/**
 * The second crisis layer: where an OpenAI key is set, OpenAI's moderation model
 * (`omni-moderation-latest`, free of charge) reads the texts too, and its self-harm categories are
 * weighed against thresholds (docs/ai-guru.md). It can only add care, never take it away or hold
 * an answer back: with no key, past its own short time limit, or on any failure, it says "no
 * signal" and the offline recogniser (crisis.ts) decides alone.
 */
import OpenAI from 'openai';
import { OPENAI_ENV, optionalEnv } from '../config.ts';
import { logger } from '../logger.ts';
import { configuredClient } from './provider.ts';

export const MODERATION_MODEL = 'omni-moderation-latest';

/**
 * A category's score at or above its threshold is a crisis. Intent and instructions are the
 * sharper signals, so they count from lower scores than the broad `self-harm`, which also scores
 * talk about self-harm (a member's grief for a friend, a question about the Gita on death).
 */
export const MODERATION_THRESHOLDS = {
  'self-harm': 0.5,
  'self-harm/intent': 0.3,
  'self-harm/instructions': 0.3,
} as const;

/** Short: a member in crisis should not wait on it, and the offline layer has already looked. */
const DEFAULT_MODERATION_TIMEOUT_MS = 3_000;

type Scores = OpenAI.Moderations.Moderation['category_scores'];

export const crisisByScores = (scores: Scores): boolean =>
  Object.entries(MODERATION_THRESHOLDS).some(([category, threshold]) => scores[category as keyof typeof MODERATION_THRESHOLDS] >= threshold);

/**
 * The model's results for `texts`, or null with no key, past the short time limit, or on any
 * failure: every caller then decides as if the model were not there.
 */
async function moderate(texts: readonly string[], purpose: string): Promise<OpenAI.Moderations.Moderation[] | null> {
  const input = texts.filter((text) => text.trim());
  if (!input.length) return null;
  const client = await configuredClient().catch(() => null);
  if (!client) return null;
  const timeout = Math.min(client.timeout, Number(optionalEnv(OPENAI_ENV.moderationTimeoutMs) ?? DEFAULT_MODERATION_TIMEOUT_MS));
  try {
    return (await client.moderations.create({ model: MODERATION_MODEL, input }, { timeout, maxRetries: 0 })).results;
  } catch (error) {
    logger.warn(`moderation check failed; ${purpose}`, {
      status: error instanceof OpenAI.APIError ? (error.status ?? null) : null,
      kind: error instanceof Error ? error.constructor.name : typeof error,
    });
    return null;
  }
}

/** True when the moderation model reads crisis in any of `texts`; false with no key, or when it is slow or fails. */
export async function moderationSignalsCrisis(texts: readonly string[]): Promise<boolean> {
  const results = await moderate(texts, 'the offline recogniser decides alone');
  return !!results?.some((result) => crisisByScores(result.category_scores));
}

/**
 * What auto-moderation asks the model about (issue 31 §3), by the Settings tab's switch that turns
 * it on. Self-harm is not here: a person in crisis is cared for, never flagged as a wrongdoer.
 */
export const MODERATION_KINDS = {
  harassment: ['harassment', 'harassment/threatening', 'hate', 'hate/threatening'],
  inappropriate: ['sexual', 'sexual/minors', 'violence', 'violence/graphic', 'illicit', 'illicit/violent'],
} as const;
export type ModerationKind = keyof typeof MODERATION_KINDS;

/**
 * The categories the model flags in a post's words, of the kinds asked for; none with no key, or
 * when it is slow or fails (the offline checks have looked already).
 */
export async function moderationCategories(text: string, kinds: readonly ModerationKind[]): Promise<string[]> {
  if (!kinds.length) return [];
  const results = await moderate([text], 'the offline checks decide alone');
  const asked = new Set<string>(kinds.flatMap((kind) => MODERATION_KINDS[kind]));
  return [
    ...new Set(
      (results ?? []).flatMap((result) => Object.entries(result.categories).filter(([category, flagged]) => flagged && asked.has(category)).map(([category]) => category)),
    ),
  ];
}
