/**
 * The second crisis layer: where an OpenAI key is set, OpenAI's moderation model
 * (`omni-moderation-latest`, free of charge) reads the texts too, and its self-harm categories are
 * weighed against thresholds (docs/ai-guide.md). It can only add care, never take it away or hold
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

/** True when the moderation model reads crisis in any of `texts`; false with no key, or when it is slow or fails. */
export async function moderationSignalsCrisis(texts: readonly string[]): Promise<boolean> {
  const input = texts.filter((text) => text.trim());
  if (!input.length) return false;
  const client = await configuredClient().catch(() => null);
  if (!client) return false;
  const timeout = Math.min(client.timeout, Number(optionalEnv(OPENAI_ENV.moderationTimeoutMs) ?? DEFAULT_MODERATION_TIMEOUT_MS));
  try {
    const moderation = await client.moderations.create({ model: MODERATION_MODEL, input }, { timeout, maxRetries: 0 });
    return moderation.results.some((result) => crisisByScores(result.category_scores));
  } catch (error) {
    logger.warn('moderation check failed; the offline recogniser decides alone', {
      status: error instanceof OpenAI.APIError ? (error.status ?? null) : null,
      kind: error instanceof Error ? error.constructor.name : typeof error,
    });
    return false;
  }
}
