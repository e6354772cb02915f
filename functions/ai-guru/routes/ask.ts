/**
 * POST /api/ai-guru/question: the guide's answer to a member's question, kept in their history.
 * The prompt is built from the caller's own stored journey, never from the request's `context`.
 * A question that signals crisis is answered with help resources before anything else: no quota,
 * no provider.
 *
 * One way of answering serves both kinds of caller: the answer is always made as a stream of
 * pieces; a JSON caller gets it whole, a stream caller (shared/guide-stream.ts) piece by piece.
 * Either way the exchange is stored only once the answer is whole.
 */
import { Readable } from 'node:stream';
import { guideQuestionSchema, type GuideQuestion } from '#shared/ai-guru-schemas.ts';
import { guideStreamLine } from '#shared/guide-stream.ts';
import type { GuideAnswer } from '#shared/types/ai-guru.ts';
import { crisisAnswerOrCount } from '../workflows/guide-care.ts';
import { offlineAnswer } from '../guide/offline-guide.ts';
import { HISTORY_TURNS, questionPrompt } from '../guide/prompt.ts';
import { guideTextStream, inSentences, type GuideTextStream } from '../../lib/ai/provider.ts';
import { topicsOf } from '../guide/themes.ts';
import { storeExchange } from '../items/exchange.ts';
import type { UserItem } from '../../lib/account.ts';
import { errorAnswer, parseBody } from '../../lib/handler.ts';
import { verifyAttachments } from '../../media/workflows/attachments.ts';

const CRISIS_TOPICS = ['support'];

/** The member's own turns among those the prompt carries: a crisis said a few turns ago still counts. */
const membersOwnWords = (history: GuideQuestion['conversationHistory']) =>
  history
    .slice(-HISTORY_TURNS)
    .filter((message) => message.role === 'user')
    .map((message) => message.content);

interface Answering extends GuideTextStream {
  /** Stores the whole answer with its question: what the caller gets last. */
  keep(text: string): Promise<GuideAnswer>;
}

/**
 * Everything up to the answer's first piece: the question checked (its recording too, as the
 * caller's own, before anything is counted), counted, and the provider asked.
 */
async function answering(user: UserItem, body: unknown): Promise<Answering> {
  const input = parseBody(guideQuestionSchema, body);
  const { audioUrl, audioDuration } = await verifyAttachments(input, user.id);
  const crisisAnswer = await crisisAnswerOrCount(user.id, input.question, input.language, membersOwnWords(input.conversationHistory));
  const crisis = crisisAnswer !== null;
  const { source, pieces } = crisis
    ? { source: 'offline' as const, pieces: inSentences(crisisAnswer) }
    : await guideTextStream(questionPrompt(input, user.spiritualJourney ?? null), input.wordCount, () =>
        offlineAnswer(input.question, input.language, input.wordCount),
      );
  return {
    source,
    pieces,
    keep: async (text) => {
      const stored = await storeExchange(user.id, {
        question: input.question,
        response: text,
        language: input.language,
        topics: crisis ? CRISIS_TOPICS : topicsOf(input.question),
        source,
        audioUrl,
        audioDuration,
      });
      return { response: text, source, conversationId: stored.id, crisis };
    },
  };
}

/** The whole answer, once stored. */
export async function ask(user: UserItem, body: unknown): Promise<GuideAnswer> {
  const { pieces, keep } = await answering(user, body);
  let text = '';
  for await (const piece of pieces) text += piece;
  return keep(text.trim());
}

/**
 * The answer as NDJSON events. The first piece is awaited before the answer begins, so any failure
 * up to it is an ordinary JSON error answer; a failure after it becomes the last event, and nothing
 * is stored. `requestId` names such a failure in the log.
 */
export async function askStreamed(user: UserItem, body: unknown, requestId: string): Promise<Readable> {
  const { pieces, keep } = await answering(user, body);
  const rest = pieces[Symbol.asyncIterator]();
  const first = await rest.next();
  return Readable.from(events(first, rest, keep, requestId), { objectMode: false });
}

async function* events(
  first: IteratorResult<string>,
  rest: AsyncIterator<string>,
  keep: Answering['keep'],
  requestId: string,
): AsyncGenerator<string> {
  let text = '';
  try {
    for (let next = first; !next.done; next = await rest.next()) {
      text += next.value;
      yield guideStreamLine({ type: 'text', text: next.value });
    }
    yield guideStreamLine({ type: 'answer', answer: await keep(text.trim()) });
  } catch (error) {
    const { statusCode, body } = errorAnswer(error, requestId);
    yield guideStreamLine({ type: 'error', status: statusCode, ...body });
  } finally {
    // The reader went away mid-answer: the provider's request ends with it.
    await rest.return?.();
  }
}
