/**
 * The guide's provider for a test file (or a describe block): the OpenAI stand-in, and route groups
 * served in the test's own process and pointed at it (testing/in-process-api.ts). The per-call
 * settings a test may change (a shorter time-out, a smaller quota) go back to their defaults before
 * each test; everything is cleared and closed afterwards.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RouteGroup } from '#shared/routes.ts';
import { GUIDE_DAILY_QUESTIONS_ENV, OPENAI_ENV } from '../lib/config.ts';
import { startInProcessApi, type InProcessApi } from './in-process-api.ts';
import { startOpenAiStandIn, type OpenAiStandIn } from './openai-stand-in.ts';

export interface GuideProvider {
  readonly standIn: OpenAiStandIn;
  readonly api: InProcessApi;
}

const PER_TEST = [OPENAI_ENV.timeoutMs, OPENAI_ENV.moderationTimeoutMs, GUIDE_DAILY_QUESTIONS_ENV];

/** Call at a file's or describe block's top level; the fields are set once its tests run. */
export function withGuideProvider(...groups: RouteGroup[]): GuideProvider {
  const provider = {} as { standIn: OpenAiStandIn; api: InProcessApi };
  beforeAll(async () => {
    provider.standIn = await startOpenAiStandIn();
    Object.assign(process.env, { [OPENAI_ENV.key]: 'sk-stand-in', [OPENAI_ENV.baseUrl]: provider.standIn.url });
    provider.api = await startInProcessApi(...groups);
  });
  beforeEach(() => {
    for (const name of PER_TEST) delete process.env[name];
  });
  afterAll(async () => {
    for (const name of [OPENAI_ENV.key, OPENAI_ENV.baseUrl, ...PER_TEST]) delete process.env[name];
    await provider.api.close();
    await provider.standIn.close();
  });
  return provider;
}
