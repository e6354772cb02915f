/**
 * POST /api/ai-guru/transcribe: a recorded question (multipart `audio`) → its words, and the
 * recording kept as the member's own media (the way an uploaded recording is), so the question
 * asked with it can carry it by its URL (signed for the member, as every answer's media is), and a
 * share of that exchange with it.
 */
import { NO_RECORDING, transcribeSchema, VOICE_MAX_BYTES, VOICE_TOO_LARGE } from '#shared/ai-guru-schemas.ts';
import type { Transcription } from '#shared/types/ai-guru.ts';
import { transcribe } from '../workflows/transcription.ts';
import { checkMedia, storeMedia, type CheckedMedia } from '../../media/workflows/checked-media.ts';
import { badRequest } from '../../lib/errors.ts';
import { formFields, formFile } from '../../lib/form.ts';
import { parseBody } from '../../lib/handler.ts';
import { mediaUrlOf } from '../../lib/media.ts';
import { signedMediaUrl } from '../../lib/media-signing.ts';

/** The recording sent as `audio` of a multipart body, checked as an uploaded one is; null when none was sent. */
async function voiceOf(form: FormData): Promise<CheckedMedia | null> {
  const bytes = await formFile(form, 'audio');
  return bytes && checkMedia(bytes, 'audio', { maxBytes: VOICE_MAX_BYTES, tooLarge: VOICE_TOO_LARGE });
}

export async function transcribeQuestion(userId: string, body: unknown): Promise<Transcription> {
  if (!(body instanceof FormData)) throw badRequest(NO_RECORDING, 'recording_required');
  const { language } = parseBody(transcribeSchema, formFields(body));
  const audio = await voiceOf(body);
  if (!audio) throw badRequest(NO_RECORDING, 'recording_required');
  const transcription = await transcribe(audio, language);
  // Kept only once it has words: a recording the provider could not read is the member's to retry.
  const audioUrl = await signedMediaUrl(mediaUrlOf(await storeMedia(userId, audio)));
  return { transcription, audioUrl };
}
