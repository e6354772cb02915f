/**
 * Route group `ai-guru-stream`: asking the guide (docs/ai-guide.md). A group of its own because its
 * answer may take longer than API Gateway's 30 seconds, so in AWS it is served apart from the
 * HTTP API.
 */
import { createGroupHandler } from '../lib/handler.ts';
import { json } from '../lib/http.ts';
import { ask } from './ask.ts';

export const handler = createGroupHandler('ai-guru-stream', {
  'POST /api/ai-guru/question': async ({ caller, body }) => json(200, await ask(caller.user, body)),
});
