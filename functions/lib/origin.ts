/**
 * The app's own origin. Locally it is configured (APP_ORIGIN). In AWS the CloudFront viewer-request
 * function copies the viewer's Host into `x-app-host`, because the distribution's domain cannot be
 * handed to the functions without a dependency cycle; a request that reaches API Gateway directly
 * carries no first-party cookies, so it gains nothing by forging that header.
 */
import { RETURN_PATH } from '#shared/return-path.ts';
import { optionalEnv } from './config.ts';
import type { ApiEvent } from './http.ts';

const configured = optionalEnv('APP_ORIGIN')?.replace(/\/$/, '');

export function appOrigin(event: ApiEvent): string {
  if (configured) return configured;
  const host = event.headers?.['x-app-host'];
  return host ? `https://${host}` : 'https://invalid.localhost';
}

/** Only a same-origin path may be a redirect target: `/x` yes; `//evil`, `/\evil`, `https://…` no (the app's own rule). */
export function safeReturnPath(value: string | undefined | null): string {
  return value && RETURN_PATH.test(value) ? value : '/';
}
