/** Route group `ai-guru`: the AI guide (docs/ai-guru.md). Every route reads and writes the caller's own items only. */
import { audioResponseSchema } from '#shared/ai-guru-schemas.ts';
import type { DailyWisdom, PersonalGuidance } from '#shared/types/ai-guru.ts';
import { offlineAnswer, offlineWisdom } from '../guide/offline-guide.ts';
import { GUIDANCE_WORDS, guidancePrompt, WISDOM_WORDS, wisdomPrompt } from '../guide/prompt.ts';
import { guideSpeech, guideText } from '../../lib/ai/provider.ts';
import { dailyGuidance, dailyWisdom, listExchanges, utcDay } from '../items/exchange.ts';
import { HttpError } from '../../lib/errors.ts';
import { createGroupHandler, parseBody } from '../../lib/handler.ts';
import { json } from '../../lib/http.ts';
import { mediaSigner } from '../../lib/media-signing.ts';
import { exportConversations } from './export.ts';
import { shareChat, shareStored } from './share.ts';
import { transcribeQuestion } from './transcribe.ts';

/** The History tab's list; the export takes everything. */
const HISTORY_LIMIT = 200;

export const handler = createGroupHandler('ai-guru', {
  'GET /api/ai-guru/daily-wisdom': async () => {
    const day = utcDay();
    const wisdom = await dailyWisdom(day, async (): Promise<DailyWisdom> => {
      const { text, source } = await guideText(wisdomPrompt(day), WISDOM_WORDS, () => offlineWisdom(day));
      return { wisdom: text, source };
    });
    return json(200, wisdom);
  },
  'GET /api/ai-guru/personalized': async ({ caller }) => {
    const journey = caller.user.spiritualJourney ?? null;
    const guidance = await dailyGuidance(caller.user.id, utcDay(), async (): Promise<PersonalGuidance> => {
      const { text, source } = await guideText(guidancePrompt(journey), GUIDANCE_WORDS, () =>
        offlineAnswer(journey ?? '', 'english', GUIDANCE_WORDS),
      );
      return { guidance: text, source };
    });
    return json(200, guidance);
  },
  // Each recorded question signed for its asker alone: nobody else is ever handed a URL of it.
  'GET /api/ai-guru/conversations': async ({ caller }) => {
    const [exchanges, sign] = await Promise.all([listExchanges(caller.user.id, HISTORY_LIMIT), mediaSigner()]);
    return json(200, exchanges.map((exchange) => ({ ...exchange, audioUrl: sign(exchange.audioUrl) })));
  },
  'GET /api/ai-guru/export': async ({ caller }) => exportConversations(caller.user.id),
  'POST /api/ai-guru/share/{id}': async ({ caller, params }) => json(200, { postId: await shareStored(caller.user, params.id) }),
  'POST /api/ai-guru/audio-response': async ({ body }) => {
    const audio = await guideSpeech(parseBody(audioResponseSchema, body).text);
    if (!audio) throw new HttpError(503, 'speech_unavailable', 'Spoken answers need a configured provider.');
    return {
      statusCode: 200,
      headers: { 'content-type': 'audio/mpeg', 'cache-control': 'no-store' },
      body: audio.toString('base64'),
      isBase64Encoded: true,
    };
  },
  'POST /api/ai-guru/share-chat': async ({ caller, body }) => json(201, { postId: await shareChat(caller.user, body) }),
  'POST /api/ai-guru/transcribe': async ({ caller, body }) => json(200, await transcribeQuestion(caller.user.id, body)),
});
