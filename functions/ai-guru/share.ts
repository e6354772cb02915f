/**
 * Sharing with the community: a guide exchange becomes a main-feed post flagged AI generated, in the
 * shape docs/decisions.md gives AI posts (the question, a blank line, the answer).
 */
import { shareChatSchema } from '#shared/ai-guru-schemas.ts';
import { shareExchangeOnce } from '../lib/entities/guide.ts';
import { createPost, type MediaFields } from '../lib/entities/post.ts';
import type { UserItem } from '../lib/entities/user.ts';
import { parseBody } from '../lib/handler.ts';
import { verifyAttachments } from '../posts/attachments.ts';

async function postExchange(author: UserItem, question: string, response: string, media: MediaFields = {}): Promise<string> {
  const post = await createPost({ author, type: 'question', content: `${question}\n\n${response}`, isAiGenerated: true, ...media });
  return post.id;
}

/** A stored exchange, once: sharing it again answers with the same post. */
export const shareStored = (author: UserItem, id: string): Promise<string> =>
  shareExchangeOnce(author.id, id, (exchange) => postExchange(author, exchange.question, exchange.response));

/** The chat on screen, with the member's recorded question when they kept one (their own upload only). */
export async function shareChat(author: UserItem, body: unknown): Promise<string> {
  const { question, response, savedAudioUrl } = parseBody(shareChatSchema, body);
  const media = await verifyAttachments({ audioUrl: savedAudioUrl ?? null }, author.id);
  return postExchange(author, question, response, media);
}
