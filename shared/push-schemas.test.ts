import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './schemas.ts';
import { isLoopbackHttp, pushSubscriptionSchema } from './push-schemas.ts';

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const verdict = (endpoint: string) => {
  const result = pushSubscriptionSchema.safeParse({ endpoint, keys });
  return result.success ? 'ok' : firstIssueMessage(result.error);
};

describe('push subscription endpoints', () => {
  it('takes https anywhere, and http only on a loopback host', () => {
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'http://127.0.0.1:4100/push/x', 'http://localhost/push', 'http://[::1]:80/p']) {
      expect(verdict(endpoint), endpoint).toBe('ok');
    }
  });

  it('refuses http elsewhere, look-alike hosts and other schemes', () => {
    for (const endpoint of ['http://push.example.com/1', 'http://127.0.0.1.example.com/', 'http://127.0.0.1@example.com/', 'ftp://127.0.0.1/', 'javascript:alert(1)', 'not a url']) {
      expect(verdict(endpoint), endpoint).toBe('Push endpoint must be an https URL');
      expect(isLoopbackHttp(endpoint), endpoint).toBe(false);
    }
  });
});
