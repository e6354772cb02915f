/**
 * The one inline script of the HTML (docs/decisions.md "Starting a page early"). It runs while
 * the HTML is still arriving, and it is what loads the app's scripts, which the build lists in the
 * JSON block #app-chunks instead of as tags (web/build/prerender.ts):
 * - a visitor signed out has a pre-rendered page already: the scripts are asked for once the
 *   browser reports its first contentful paint (at once in a background tab, and after 3 s at the
 *   latest), so the page's own stylesheet and text never share the network with them;
 * - when the `signed-in` hint cookie is there (set beside the session cookies, readable by script,
 *   no secret in it), it marks <html data-signed-in> (which hides the pre-rendered landing page a
 *   member never sees), loads the entry script at once with the member area's chunks beside it
 *   (and the screen's own, for the screens it knows),
 *   and starts the requests the first screen makes, all at once — the startup session refresh, the
 *   current user and the screen's first data — leaving the pending answers in `window.__early`,
 *   keyed "METHOD path", where web/src/lib/api-client.ts takes each one once instead of asking
 *   again. An ID token that expired while the tab was closed makes those answers 401s, which the
 *   app does not take: it asks again once the refresh has renewed the token.
 *
 * Its text is hashed into the Content-Security-Policy (script-src) by shared/security-headers.ts,
 * so it is written here as it is sent; e2e/boot-script.spec.ts checks the served pages' hashes.
 * The paths it asks for mirror the screens' own calls; e2e/early-data.spec.ts checks that each is
 * asked once.
 * - for a visitor signed out, it puts the path to come back to after login on the pre-rendered
 *   Login link as the parser adds it (a MutationObserver's answer comes before any paint), the app's
 *   own rule (shared/return-path.ts): the path asked for, or at the root this tab's remembered one.
 *   The page's script, which used to put it there, may arrive seconds later on a slow phone.
 */
import { LOGIN_PATH, RETURN_PATH, RETURN_PATH_KEY, RETURN_TO_PARAM } from './return-path.ts';
import { FEED_SORTS } from './types/post.ts';

export const APP_CHUNKS_ID = 'app-chunks';
/** The content of #app-chunks: script URLs. */
export interface AppChunks {
  entry: string;
  /** What the entry script imports. */
  preload: string[];
  /** The member area's chunk and what it imports beyond the entry's. */
  member: string[];
  /** The screens whose data the boot script asks for, each with what it imports beyond the member area's. */
  screens: { post: string[]; circles: string[] };
}

export const EARLY_GLOBAL = '__early';
/** The longest a signed-out page's scripts wait for its first paint to be reported. */
const PAINT_WAIT_MS = 3000;
export const SIGNED_IN_HINT_COOKIE = 'signed-in';
/** The hint in document.cookie, under either name (the __Host- prefix on https). */
export const SIGNED_IN_HINT_PATTERN = new RegExp(`(?:^|;\\s*)(?:__Host-)?${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`);

export const BOOT_SCRIPT = `(function () {
  var block = document.getElementById('${APP_CHUNKS_ID}');
  if (!block) return;
  var chunks = JSON.parse(block.textContent);
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  function start() {
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.src = chunks.entry;
    document.head.appendChild(entry);
    chunks.preload.forEach(preload);
  }
  function rememberedLogin() {
    var path = location.pathname + location.search;
    if (location.pathname === '/') {
      try {
        path = sessionStorage.getItem('${RETURN_PATH_KEY}') || '';
      } catch (disabled) {
        return;
      }
    }
    if (!${RETURN_PATH}.test(path)) return;
    var href = '${LOGIN_PATH}?${RETURN_TO_PARAM}=' + encodeURIComponent(path);
    function rewrite() {
      var links = document.querySelectorAll('a[href="${LOGIN_PATH}"]');
      for (var i = 0; i < links.length; i++) links[i].setAttribute('href', href);
    }
    var parsing = new MutationObserver(rewrite);
    parsing.observe(document.documentElement, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', function () {
      rewrite();
      parsing.disconnect();
    });
  }
  if (!${SIGNED_IN_HINT_PATTERN}.test(document.cookie)) {
    rememberedLogin();
    var started = false;
    var once = function () { if (!started) { started = true; start(); } };
    var paints = PerformanceObserver.supportedEntryTypes || [];
    if (document.visibilityState === 'hidden' || paints.indexOf('paint') < 0) return once();
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) once();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(once, ${PAINT_WAIT_MS});
    return;
  }
  document.documentElement.setAttribute('data-signed-in', '');
  start();
  chunks.member.forEach(preload);
  var options = { credentials: 'include', cache: 'no-store', headers: { accept: 'application/json' } };
  var early = (window.${EARLY_GLOBAL} = {});
  early['POST /api/auth/refresh-session'] = fetch('/api/auth/refresh-session', Object.assign({ method: 'POST' }, options));
  function ask(path) {
    early['GET ' + path] = fetch(path, options);
  }
  ask('/api/auth/user');
  var path = location.pathname;
  var post = /^\\/posts\\/([^/]+)$/.exec(path);
  if (path === '/') {
    var sort = new URLSearchParams(location.search).get('sort');
    ask('/api/posts?sortBy=' + (${JSON.stringify(FEED_SORTS)}.indexOf(sort) >= 0 ? sort : '${FEED_SORTS[0]}'));
    ask('/api/circles');
  } else if (post) {
    chunks.screens.post.forEach(preload);
    try {
      var id = encodeURIComponent(decodeURIComponent(post[1]));
      ask('/api/posts/' + id);
      ask('/api/posts/' + id + '/replies');
    } catch (malformed) {}
  } else if (path === '/circles') {
    chunks.screens.circles.forEach(preload);
    ask('/api/user/circles');
    ask('/api/circles');
  }
})();`;
