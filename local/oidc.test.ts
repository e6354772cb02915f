import { describe, expect, it } from 'vitest';
import { startLocalOidc } from './oidc.ts';

describe('the local sign-in provider', () => {
  it.each(['0.0.0.0', '::', '192.168.1.10', 'example.com'])('refuses to listen on %s', async (host) => {
    await expect(startLocalOidc({ host, port: 0, appOrigin: 'http://localhost:1', dataDir: null })).rejects.toThrow(
      /only listens on loopback/,
    );
  });

  it('listens on loopback and publishes its discovery document', async () => {
    const oidc = await startLocalOidc({ host: 'localhost', port: 0, appOrigin: 'http://localhost:1', dataDir: null });
    try {
      const discovery = (await (await fetch(`${oidc.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
      expect(discovery.issuer).toBe(oidc.issuer);
      expect(discovery.code_challenge_methods_supported).toContain('S256');
    } finally {
      await oidc.close();
    }
  });
});
