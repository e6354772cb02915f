/**
 * Sharing with the community: a guide exchange becomes a main-feed post flagged AI generated, in the
 * shape docs/decisions.md gives AI posts (the question, a blank line, the answer).
 */
import { shareChatSchema } from '#shared/ai-guru-schemas.ts';
import { storeMedia } from '../lib/checked-media.ts';
import { shareExchangeOnce } from '../lib/entities/guide.ts';
import { createPost, type MediaFields } from '../lib/entities/post.ts';
import type { UserItem } from '../lib/entities/user.ts';
import { formFields } from '../lib/form.ts';
import { parseBody } from '../lib/handler.ts';
import { mediaUrlOf } from '../lib/media.ts';
import { verifyAttachments } from '../posts/attachments.ts';
import { voiceOf } from './transcribe.ts';

/** The post, with the member's recorded question if it is theirs (the check every post's recording passes). */
async function postExchange(author: UserItem, question: string, response: string, recording: MediaFields): Promise<string> {
  const media = await verifyAttachments(recording, author.id);
  const post = await createPost({ author, type: 'question', content: `${question}\n\n${response}`, isAiGenerated: true, ...media });
  return post.id;
}

/** A stored exchange, with the recording it was asked with, once: sharing it again answers with the same post. */
export const shareStored = (author: UserItem, id: string): Promise<string> =>
  shareExchangeOnce(author.id, id, (exchange) => postExchange(author, exchange.question, exchange.response, exchange));

/**
 * The chat on screen, with the member's recorded question when they kept one: JSON names a
 * recording already kept (`savedAudioUrl`, attached only if the caller's own), multipart may send
 * it as `userAudio`, checked and kept here.
 */
export async function shareChat(author: UserItem, body: unknown): Promise<string> {
  const form = body instanceof FormData ? body : null;
  const { question, response, savedAudioUrl } = parseBody(shareChatSchema, form ? formFields(form) : body);
  const recorded = form && (await voiceOf(form, 'userAudio'));
  const audioUrl = recorded ? mediaUrlOf(await storeMedia(author.id, recorded)) : (savedAudioUrl ?? null);
  return postExchange(author, question, response, { audioUrl });
}
