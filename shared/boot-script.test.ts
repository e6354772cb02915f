import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT } from './boot-script.ts';
import { contentSecurityPolicy } from './security-headers.ts';

describe('the inline boot script', () => {
  it('is named by its hash in the CSP', async () => {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(BOOT_SCRIPT)));
    const hash = btoa(String.fromCharCode(...digest));
    expect(contentSecurityPolicy).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('parses as a script', () => {
    expect(() => new Function(BOOT_SCRIPT)).not.toThrow();
  });
});
