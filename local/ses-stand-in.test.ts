/**
 * The SES stand-in on its own: a taken port is a start-up error that says what to do, not a server
 * that silently never answers (its package resolves listen() either way).
 */
import { describe, expect, it } from 'vitest';
import { freePort } from './ports.ts';
import { startSesStandIn } from './ses-stand-in.ts';

describe('the SES stand-in', () => {
  it('refuses a port that is taken, naming SES_PORT', async () => {
    const first = await startSesStandIn(await freePort());
    try {
      const port = Number(new URL(first.endpoint).port);
      await expect(startSesStandIn(port)).rejects.toThrow(/port \d+ .*SES_PORT/);
      expect((await fetch(`${first.endpoint}/health-check`)).status).toBe(200);
    } finally {
      await first.close();
    }
  });
});
