/**
 * Security headers for every response. CloudFront's response-headers policy carries them in AWS;
 * the local server sends the same ones, so a CSP mistake shows up in the browser tests first.
 *
 * The one origin besides the app's own that the page talks to is the media bucket's: uploads are
 * presigned POSTs straight to it (https://<bucket>.s3.<region>.amazonaws.com in AWS, the S3
 * emulator's http://127.0.0.1:<port> locally), so `connect-src` must name it. The one inline
 * script (shared/boot-script.ts) is allowed by its hash, never by 'unsafe-inline'.
 */

import { BOOT_SCRIPT } from './boot-script.ts';

/** The boot script's sha256 (base64), computed from the script itself wherever the CSP is made, so it cannot fall behind it. */
const bootScriptHash = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(BOOT_SCRIPT)))));

/** An origin as a CSP source: scheme://host[:port], nothing that could end or extend the directive. */
function cspSource(origin: string): string {
  if (/[\s;,'"]/.test(origin) || origin.endsWith('/')) throw new Error(`Not a CSP origin: ${origin}`);
  return origin;
}

export function contentSecurityPolicyFor(uploadOrigin?: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'sha256-${bootScriptHash}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://i.ytimg.com https://img.youtube.com",
    "media-src 'self' blob:",
    "font-src 'self'",
    uploadOrigin ? `connect-src 'self' ${cspSource(uploadOrigin)}` : "connect-src 'self'",
    "frame-src https://www.youtube-nocookie.com https://www.youtube.com",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/**
 * Powerful features the product never uses are off for the page and every frame in it (the YouTube
 * player included); the microphone is the product's own, for voice posts and the guide. Features
 * the embedded player needs (autoplay, encrypted-media, fullscreen, picture-in-picture) and the
 * clipboard (copying a share link) keep the browser's defaults. Chromium knows every name here but
 * `bluetooth` (Web Bluetooth's own spec names it; Chromium only warns about it in the console).
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=(self)',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

export function securityHeadersFor(uploadOrigin?: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicyFor(uploadOrigin),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': permissionsPolicy,
  };
}

/** Without an upload origin: pages that never upload, and deployments that have not passed one yet. */
export const contentSecurityPolicy = contentSecurityPolicyFor();
export const securityHeaders: Record<string, string> = securityHeadersFor();
