import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests that change what the whole community shares (auto-moderation's settings: one item every
 * admin reads) run after the others, so no other file meets a setting switched on for a moment.
 */
const RUN_ALONE = ['functions/admin/auto-moderation.test.ts'];

export default defineConfig({
  // The SPA's own `@/` alias (web/vite.config.ts), for its unit tests; `#shared/*` resolves through package.json.
  resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Pure tests: no local stack.
          // `*.unit.test.ts` beside the functions' code: pure tests of a piece of it (the crisis corpus).
          include: ['web/src/**/*.test.ts', 'web/build/**/*.test.ts', 'infra/test/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts', 'functions/**/*.unit.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['functions/**/*.test.ts', 'local/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'functions/**/*.unit.test.ts', ...RUN_ALONE],
          // One local stack (DynamoDB Local, S3 emulator, sign-in provider, API adapter) for the run.
          globalSetup: ['local/testing/global-setup.ts'],
          setupFiles: ['functions/testing/setup-env.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-alone',
          include: RUN_ALONE,
          // After every other project, on the same stack (global-setup.ts shares it).
          sequence: { groupOrder: 1 },
          globalSetup: ['local/testing/global-setup.ts'],
          setupFiles: ['functions/testing/setup-env.ts'],
        },
      },
    ],
  },
});
