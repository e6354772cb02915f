/**
 * Web Push's part of the infrastructure (docs/web-push.md): the VAPID key pair lives in a Secrets
 * Manager secret the operator creates (npm run web-push-keys prints the command), named in context.
 * A function that sends pushes or hands out the public key gets the secret's name and may read
 * its value; it reads it at run time, so the key never enters the template.
 */
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { WEB_PUSH_ENV } from '../../functions/lib/config.ts';
import type { DeploymentConfig } from './config.ts';

export interface WebPushSettings {
  readonly secret: ISecret;
  /** The VAPID subject; without one the functions use mailto: their MAIL_FROM, else a placeholder. */
  readonly subject?: string;
}

/** The deployment's Web Push settings, or undefined where push is off (no `webPushSecretName`). */
export function webPushSettings(scope: Construct, config: DeploymentConfig): WebPushSettings | undefined {
  if (!config.webPushSecretName) return undefined;
  return {
    secret: Secret.fromSecretNameV2(scope, 'WebPushKeys', config.webPushSecretName),
    subject: config.webPushSubject ?? (config.mailSender && `mailto:${config.mailSender.address}`),
  };
}

/** What a function needs to send Web Push: the route group `push`, and the notification worker. */
export function grantWebPush(fn: LambdaFunction, settings: WebPushSettings): void {
  settings.secret.grantRead(fn);
  fn.addEnvironment(WEB_PUSH_ENV.secretName, settings.secret.secretName);
  if (settings.subject) fn.addEnvironment(WEB_PUSH_ENV.subject, settings.subject);
}
