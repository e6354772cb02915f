/**
 * Builds the CDK app: the one stack, checked by cdk-nag's AwsSolutions pack on every synth, so a
 * change that weakens the stack fails `cdk synth` and `cdk deploy`, not just the tests.
 */
import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readConfig } from './config.ts';
import { SeekersCircleStack, type SeekersCircleStackProps } from './stack.ts';

export interface CreateAppOptions {
  /** Context for tests; the CDK CLI passes cdk.json and `-c` values itself. */
  readonly context?: Record<string, unknown>;
  readonly outdir?: string;
  readonly stackProps?: Partial<Omit<SeekersCircleStackProps, 'config'>>;
}

export function createApp(options: CreateAppOptions = {}) {
  const app = new App({ context: options.context, outdir: options.outdir });
  const config = readConfig(app.node);
  // Environment-agnostic: synth needs no account, credentials or network; `cdk deploy` takes
  // the account and region from the AWS profile.
  const stack = new SeekersCircleStack(app, config.stackName, {
    ...options.stackProps,
    config,
    description: 'Seekers Circle: web app, API, data and sign-in',
  });
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return { app, stack, config };
}
