/** POST /api/push/subscriptions: the server may now push to this browser. */
import type { PushSubscriptionInput } from '#shared/push-schemas.ts';
import { api } from '@/lib/api-client.ts';

export const savePushSubscription = (subscription: PushSubscriptionInput) =>
  api.post<{ success: boolean }>('/api/push/subscriptions', subscription);
