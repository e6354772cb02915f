import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type Project } from '@playwright/test';
import { ADMIN_EMAILS } from './e2e/support/accounts.ts';
import { HEADLESS_SHELL } from './e2e/support/browsers.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://localhost:${PORT}`;

// The config is loaded again in every worker; the environment carries the main process's choice
// to them, so the whole run shares one fresh data folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'seekers-e2e-'));

/**
 * The specs whose checks read what the whole community shares, so another spec's work at the same
 * moment could change what they see: the main feed's order (posts, newcomer); the notifications of
 * admins, who hear of every report, flag and post that needs care (shell, joining); the admin's lists
 * and log newest first, the empty reports queue and the community's settings, which they switch
 * (admin-circles, admin-export, admin-review, auto-moderation, and layout, which finds its long data
 * in the admin's lists). They run one at a time, in the order they always ran, on a stack of their
 * own (`npm test` runs them beside the integration tests, then the rest on a fresh stack). faults.spec
 * starts a stack of its own on the port ai-guru-provider.spec's uses (e2e/support/provider-stack.ts):
 * one of the two here keeps them apart. Every other spec works in data of its own (its own members,
 * who do not hear of every main-feed post, circles and words) and runs beside another
 * (docs/testing.md, "Browser tests side by side").
 */
const ALONE = [
  'admin-circles',
  'admin-export',
  'admin-review',
  'auto-moderation',
  'faults',
  'joining',
  'layout',
  'newcomer',
  'posts',
  'shell',
].map((name) => `${name}.spec.ts`);

/**
 * How many side-by-side specs run at once: E2E_WORKERS, 2 by default. With one worker the browser
 * stage keeps about one of the two cores busy; two ran all 132 green twice on 2026-11-28 (15.6 and
 * 15.8 min, from 21.6 on one). On a machine loaded by other jobs (load average 12–18) two timed out
 * or raced in five places once (since fixed); set E2E_WORKERS=1 there (docs/testing.md, "Browser
 * tests side by side").
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

const chromium: Project['use'] = {
  browserName: 'chromium',
  viewport: { width: 1280, height: 900 },
  launchOptions: HEADLESS_SHELL,
};

export default defineConfig({
  testDir: 'e2e',
  // A file's tests run in order in one worker (they build on each other); files are spread over the workers.
  fullyParallel: false,
  workers: WORKERS,
  // A test that fails is run once more with its trace recorded (recording a trace in every test, to
  // keep only the failures', cost 11 % of the browser stage's processor time: docs/testing.md). A
  // test that passes on that second try does not fail the run, but it is not quiet either: `npm test`
  // names it under its table (scripts/stages.ts), and its cause is found from the trace and fixed.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // The retry's trace keeps its DOM snapshots, network and steps, not the screencast: recording
    // frames slowed each test visibly on two cores.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'alone', use: chromium, testMatch: ALONE, workers: 1 },
    { name: 'side-by-side', use: chromium, testIgnore: ALONE, workers: WORKERS, dependencies: ['alone'] },
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
