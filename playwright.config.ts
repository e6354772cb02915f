import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN_EMAILS } from './e2e/support/accounts.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://localhost:${PORT}`;

// The config is loaded again in every worker; the environment carries the main process's choice
// to them, so the whole run shares one fresh data folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'seekers-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // A failure's trace keeps its DOM snapshots, network and steps, not the screencast: recording
    // frames in every test, passing or not, slowed each one visibly on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 900 },
        launchOptions: {
          // Debian's Chromium: this machine cannot download Playwright's own browsers.
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            // A fake microphone that needs no permission prompt: the recorder tests record from it.
            // Nothing else asks for media, so every other test is unaffected.
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
          ],
        },
      },
    },
  ],
  webServer: {
    // The same entry `npm start` runs (after its build; `npm test` builds the SPA before this).
    command: 'node --import tsx local/main.ts',
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      OIDC_PORT: String(PORT + 1),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: 'false',
      ADMIN_EMAILS,
    },
  },
});
