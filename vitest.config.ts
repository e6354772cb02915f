import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'functions/**/*.test.ts',
      'local/**/*.test.ts',
      'web/src/**/*.test.ts',
      'infra/test/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // One local stack (DynamoDB Local, S3 emulator, sign-in provider, API adapter) for the run.
    globalSetup: ['functions/testing/global-setup.ts'],
    setupFiles: ['functions/testing/setup-env.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
