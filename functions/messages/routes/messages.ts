/** Route group `messages`: direct messages between two members, sealed at rest. */
import { sendMessageSchema, startConversationSchema } from '#shared/message-schemas.ts';
import { careForWriting, withCare } from '../../lib/ai/care.ts';
import { conversationWith, listConversations, markConversationRead, readMessages, sendIn, sendTo } from '../items/conversation.ts';
import { createGroupHandler, parseBody } from '../../lib/handler.ts';
import { json, query } from '../../lib/http.ts';

// Words that signal crisis: the card for the writer alone; nothing is stored or told of it (docs/care.md).
const SEALED = { sealed: true };

export const handler = createGroupHandler('messages', {
  'POST /api/messages': async ({ caller, body }) => {
    const { recipientId, content } = parseBody(startConversationSchema, body);
    const [sent, care] = await Promise.all([sendTo(caller.user, recipientId, content), careForWriting([content], SEALED)]);
    return json(201, withCare(sent, care));
  },
  // `?with=<member id>`: that one conversation wherever it stands (a profile's Message button opens it).
  'GET /api/conversations': async ({ event, caller }) => {
    const other = query(event, 'with');
    return json(200, other !== undefined ? await conversationWith(caller.user, other) : await listConversations(caller.user, query(event, 'before')));
  },
  'GET /api/conversations/{id}/messages': async ({ event, caller, params }) =>
    json(200, await readMessages(caller.user.id, params.id, query(event, 'cursor'))),
  'POST /api/conversations/{id}/messages': async ({ caller, body, params }) => {
    const { content } = parseBody(sendMessageSchema, body);
    const [sent, care] = await Promise.all([sendIn(caller.user, params.id, content), careForWriting([content], SEALED)]);
    return json(201, withCare(sent, care));
  },
  'POST /api/conversations/{id}/read': async ({ caller, params }) => {
    await markConversationRead(caller.user.id, params.id);
    return json(200, { success: true });
  },
});
