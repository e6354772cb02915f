/** Route group `messages`: direct messages between two members, sealed at rest. */
import { sendMessageSchema, startConversationSchema } from '#shared/message-schemas.ts';
import { listConversations, readMessages, sendIn, sendTo } from '../lib/entities/conversation.ts';
import { createGroupHandler, parseBody } from '../lib/handler.ts';
import { json, query } from '../lib/http.ts';

export const handler = createGroupHandler('messages', {
  'POST /api/messages': async ({ caller, body }) => {
    const { recipientId, content } = parseBody(startConversationSchema, body);
    return json(201, await sendTo(caller.user, recipientId, content));
  },
  'GET /api/conversations': async ({ caller }) => json(200, await listConversations(caller.user)),
  'GET /api/conversations/{id}/messages': async ({ event, caller, params }) =>
    json(200, await readMessages(caller.user.id, params.id!, query(event, 'cursor'))),
  'POST /api/conversations/{id}/messages': async ({ caller, body, params }) => {
    const { content } = parseBody(sendMessageSchema, body);
    return json(201, await sendIn(caller.user, params.id!, content));
  },
});
