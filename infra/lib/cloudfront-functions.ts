/**
 * CloudFront Functions (viewer-request, JavaScript runtime 2.0). Plain JavaScript source, kept
 * apart so the tests can run it.
 */

/**
 * SPA fallback on the default (S3) behaviour only: a path whose last segment has no file
 * extension is a client route and gets index.html. /api/* and /media/* have behaviours of their
 * own, so their 404s stay 404s.
 */
export const SPA_FALLBACK_SOURCE = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
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
