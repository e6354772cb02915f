/**
 * CloudFront Functions (viewer-request, JavaScript runtime 2.0). Plain JavaScript source, kept
 * apart so the tests can run it.
 */
import { PRERENDERED_PAGES } from '#shared/prerendered.ts';

/** Each pre-rendered public page's path → its object key (shared/prerendered.ts, which the local server reads too). */
const PRERENDERED_KEYS = Object.fromEntries(Object.entries(PRERENDERED_PAGES).map(([path, file]) => [path, `/${file}`]));

/**
 * SPA fallback on the default (S3) behaviour only: a pre-rendered page's path gets its own file;
 * any other path whose last segment has no file extension is a client route and gets index.html.
 * /api/* and /media/* have behaviours of their own, so their 404s stay 404s. Every key of PAGES
 * starts with '/', so no lookup can reach an Object.prototype property.
 */
export const SPA_FALLBACK_SOURCE = `var PAGES = ${JSON.stringify(PRERENDERED_KEYS)};
function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (PAGES[request.uri]) {
    request.uri = PAGES[request.uri];
  } else if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * On /api/*: the functions build callback URLs and the same-origin check from the site's own
 * host, but API Gateway must receive its own Host. The viewer's Host travels as x-app-host
 * instead, always overwritten so a viewer cannot choose it.
 */
export const APP_HOST_SOURCE = `function handler(event) {
  var request = event.request;
  if (request.headers.host) {
    request.headers['x-app-host'] = { value: request.headers.host.value };
  } else {
    delete request.headers['x-app-host'];
  }
  return request;
}`;

export const APP_HOST_HEADER = 'x-app-host';
