/** POST /api/push/subscriptions/remove: the server forgets this browser (idempotent). */
import { api } from '@/lib/api-client.ts';

export const removePushSubscription = (endpoint: string) =>
  api.post<{ success: boolean }>('/api/push/subscriptions/remove', { endpoint });
