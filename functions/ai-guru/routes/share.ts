/**
 * Sharing with the community: a guide exchange becomes a main-feed post flagged AI generated, in the
 * shape docs/decisions.md gives AI posts (the question, a blank line, the answer). Only a stored
 * exchange is ever shared, so the "AI Spiritual Guide" label is only ever on the guide's own words.
 */
import { NOT_THE_GUIDES_ANSWER, shareChatSchema } from '#shared/ai-guru-schemas.ts';
import { getExchange, shareExchangeOnce } from '../items/exchange.ts';
import { createPost } from '../../posts/workflows/posting.ts';
import type { UserItem } from '../../lib/account.ts';
import { HttpError } from '../../lib/errors.ts';
import { parseBody } from '../../lib/handler.ts';
import { verifyAttachments } from '../../media/workflows/attachments.ts';

/**
 * A stored exchange, with the recording it was asked with (checked as every post's recording is),
 * once: sharing it again answers with the same post.
 */
export const shareStored = (author: UserItem, id: string): Promise<string> =>
  shareExchangeOnce(author.id, id, async (exchange) => {
    const media = await verifyAttachments(exchange, author.id);
    const post = await createPost({ author, type: 'question', content: `${exchange.question}\n\n${exchange.response}`, isAiGenerated: true, ...media });
    return post.id;
  });

/**
 * The chat on screen: the exchange it names, shared as above, if the question and answer sent are
 * that exchange's own word for word. Another member's exchange is not found (404); words the guide
 * did not give are refused (422).
 */
export async function shareChat(author: UserItem, body: unknown): Promise<string> {
  const { conversationId, question, response } = parseBody(shareChatSchema, body);
  const exchange = await getExchange(author.id, conversationId);
  if (exchange.question !== question || exchange.response !== response) {
    throw new HttpError(422, 'not_the_guides_answer', NOT_THE_GUIDES_ANSWER);
  }
  return shareStored(author, conversationId);
}
