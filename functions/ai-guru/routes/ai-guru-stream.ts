/**
 * Route group `ai-guru-stream`: asking the guide (docs/ai-guru.md). A group of its own because an
 * answer may take longer than the HTTP API's 30 seconds: in AWS it is served with response streaming
 * from a REST API route in STREAM mode behind CloudFront (docs/decisions.md), and a caller that accepts
 * `application/x-ndjson` gets the answer as it is written; any other caller gets the JSON answer.
 */
import { GUIDE_STREAM_TYPE } from '#shared/guide-stream.ts';
import { createStreamingGroupHandler } from '../../lib/handler.ts';
import { header, json } from '../../lib/http.ts';
import { ask, askStreamed } from './ask.ts';

export const handler = createStreamingGroupHandler('ai-guru-stream', {
  'POST /api/ai-guru/question': async ({ event, caller, body }) => {
    if (!header(event, 'accept')?.includes(GUIDE_STREAM_TYPE)) return json(200, await ask(caller.user, body));
    return {
      statusCode: 200,
      // no-transform: nothing between here and the browser may hold the answer back to compress it.
      headers: { 'content-type': `${GUIDE_STREAM_TYPE}; charset=utf-8`, 'cache-control': 'no-store, no-transform' },
      body: await askStreamed(caller.user, body, event.requestContext.requestId),
    };
  },
});
