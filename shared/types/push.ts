/** Web Push (docs/web-push.md). */

/** GET /api/push/public-key: the VAPID key a browser subscribes with; null where push is off. */
export interface PushPublicKey {
  publicKey: string | null;
}
