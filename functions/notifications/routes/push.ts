/**
 * Route group `push`: Web Push subscriptions (docs/web-push.md), each kept on the session of the
 * browser that turned push on, so that it ends when that session ends.
 */
import { pushSubscriptionSchema, removePushSubscriptionSchema } from '#shared/push-schemas.ts';
import type { PushPublicKey } from '#shared/types/push.ts';
import { putPushSubscription, removePushSubscription } from '../items/push-subscription.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { createGroupHandler, parseBody } from '../../lib/handler.ts';
import { json } from '../../lib/http.ts';
import { checkEndpoint, vapidPublicKey } from '../workflows/push.ts';

const PUBLIC_ENDPOINT_MESSAGE = 'Push endpoint must be a public https address';

export const handler = createGroupHandler('push', {
  'GET /api/push/public-key': async () => json(200, { publicKey: await vapidPublicKey() } satisfies PushPublicKey),

  'POST /api/push/subscriptions': async ({ caller, body }) => {
    const subscription = parseBody(pushSubscriptionSchema, body);
    const check = await checkEndpoint(subscription.endpoint);
    if (check === 'unavailable') throw badRequest('Push notifications are not available here', 'push_unavailable');
    if (check === 'refused') throw badRequest(PUBLIC_ENDPOINT_MESSAGE, 'push_endpoint_refused');
    // The session ended since the gate read it (signed out from another browser): nothing is kept.
    if (!(await putPushSubscription(caller.session, subscription))) throw unauthorized();
    return json(201, { success: true });
  },

  'POST /api/push/subscriptions/remove': async ({ caller, body }) => {
    const { endpoint } = parseBody(removePushSubscriptionSchema, body);
    await removePushSubscription(caller.user.id, endpoint);
    return json(200, { success: true });
  },
});
