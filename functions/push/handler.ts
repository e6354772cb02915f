/** Route group `push`: Web Push subscriptions, one per browser a member turned push on in (docs/web-push.md). */
import { pushSubscriptionSchema, removePushSubscriptionSchema } from '#shared/push-schemas.ts';
import type { PushPublicKey } from '#shared/types/push.ts';
import { putPushSubscription, removePushSubscription } from '../lib/entities/push-subscription.ts';
import { badRequest } from '../lib/errors.ts';
import { createGroupHandler, parseBody } from '../lib/handler.ts';
import { json } from '../lib/http.ts';
import { acceptsEndpoint, vapidPublicKey } from '../lib/push.ts';

export const handler = createGroupHandler('push', {
  'GET /api/push/public-key': async () => json(200, { publicKey: await vapidPublicKey() } satisfies PushPublicKey),

  'POST /api/push/subscriptions': async ({ caller, body }) => {
    const subscription = parseBody(pushSubscriptionSchema, body);
    if (!(await acceptsEndpoint(subscription.endpoint))) {
      throw badRequest('Push notifications are not available here', 'push_unavailable');
    }
    await putPushSubscription(caller.user.id, subscription);
    return json(201, { success: true });
  },

  'POST /api/push/subscriptions/remove': async ({ caller, body }) => {
    const { endpoint } = parseBody(removePushSubscriptionSchema, body);
    await removePushSubscription(caller.user.id, endpoint);
    return json(200, { success: true });
  },
});
