/**
 * A recorded question turned into text by the configured provider. The offline guide has no
 * counterpart (a library of passages cannot listen), so without a provider the caller is told so
 * plainly, and the member types instead.
 */
import { toFile } from 'openai';
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';
import { OPENAI_ENV, optionalEnv } from '../../lib/config.ts';
import { HttpError } from '../../lib/errors.ts';
import type { CheckedMedia } from '../../media/workflows/checked-media.ts';
import { configuredClient, providerFailure } from '../../lib/ai/provider.ts';

const DEFAULT_TRANSCRIPTION_MODEL = 'gpt-4o-mini-transcribe';

export const TRANSCRIPTION_UNAVAILABLE =
  'Turning speech into text needs a configured AI provider, and none is set up here. Your recording is kept: please type your question.';

/** ISO-639-1 hints; Hinglish mixes two languages, so the transcriber is left to hear which. */
const LANGUAGE_HINTS: Record<GuideLanguage, string | undefined> = { english: 'en', hindi: 'hi', hinglish: undefined };

/** The words of a checked recording, in the language the member chose. */
export async function transcribe(audio: CheckedMedia, language: GuideLanguage): Promise<string> {
  const client = await configuredClient();
  if (!client) throw new HttpError(503, 'transcription_unavailable', TRANSCRIPTION_UNAVAILABLE, { expose: true });
  let text: string;
  try {
    const result = await client.audio.transcriptions.create({
      model: optionalEnv(OPENAI_ENV.transcriptionModel) ?? DEFAULT_TRANSCRIPTION_MODEL,
      file: await toFile(audio.bytes, `question.${audio.type.ext}`, { type: audio.type.contentType }),
      language: LANGUAGE_HINTS[language],
    });
    text = result.text.trim();
  } catch (error) {
    throw providerFailure(error);
  }
  if (!text) throw new HttpError(422, 'no_speech', 'No words could be heard in the recording. Please try again.');
  return text;
}
