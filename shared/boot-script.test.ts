import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, BOOT_SCRIPT_SHA256 } from './boot-script.ts';
import { contentSecurityPolicy } from './security-headers.ts';

describe('the inline boot script', () => {
  it('is named by its hash in the CSP, and the hash is its own', async () => {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(BOOT_SCRIPT)));
    const hash = btoa(String.fromCharCode(...digest));
    expect(BOOT_SCRIPT_SHA256, 'BOOT_SCRIPT changed: set BOOT_SCRIPT_SHA256 to this value').toBe(hash);
    expect(contentSecurityPolicy).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('parses as a script', () => {
    expect(() => new Function(BOOT_SCRIPT)).not.toThrow();
  });
});
