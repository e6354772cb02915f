/**
 * The entry script. A pre-rendered public page (shared/prerendered.ts) that a signed-out visitor
 * opened is hydrated: its HTML already shows, and React takes it over. Anything else — a member
 * (the boot script's data-signed-in), a deeper path, an older build — is rendered afresh.
 * Both run as a transition, so React yields to the browser every few milliseconds instead of
 * holding the main thread for the whole first render.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PRERENDERED_PAGES } from '#shared/prerendered.ts';
import { App } from './app/index.tsx';
import { preloadMemberScreen, preloadPublicPage } from './app/router.tsx';
import { assumeSignedOut, currentUserQueryOptions } from './lib/auth/get-current-user.ts';
import { browserLanguage, currentLanguage, setLanguage } from './lib/i18n.tsx';
import { createQueryClient } from './lib/react-query.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import './index.css';

/** How long the first render waits for a member's own record and their first screen's code. */
const USER_WAIT = 300;

// Evaluating the bundle is one task already; what this script starts comes in a task of its own.
await yieldToBrowser();

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

const signedIn = document.documentElement.hasAttribute('data-signed-in');
// The pre-rendered HTML's language, before setLanguage below changes <html lang>.
const renderedIn = document.documentElement.lang;

// A member's first render knows who they are when it can: the boot script asked long before this
// script arrived, and a first render that includes the member area runs in slices (below), while
// one that waits for the answer would re-render it all at once. Their screen's code is here too
// then, so nothing suspends: a Suspense fallback, once shown, holds the content back 300 ms more;
// and so is the screen's first data, so it is drawn once rather than as skeletons and again.
// A slow answer is not waited for; code that fails to arrive is asked for again as the screen renders.
if (signedIn) {
  const ready = Promise.all([queryClient.prefetchQuery(currentUserQueryOptions()), preloadMemberScreen(queryClient, location).catch(() => undefined)]);
  await Promise.race([ready, new Promise((wait) => setTimeout(wait, USER_WAIT))]);
}

// The first render speaks the member's language when their record is here, else this browser's;
// a language other than English waits for its words (lib/i18n.tsx) rather than flashing English.
const member = signedIn ? queryClient.getQueryData(currentUserQueryOptions().queryKey) : undefined;
await setLanguage(member?.language ?? browserLanguage(), { keep: Boolean(member?.language) }).catch(() => undefined);

// A page pre-rendered in another language than the visitor's is rendered afresh rather than hydrated.
const hydrate = root.hasAttribute('data-prerendered') && !signedIn && Object.hasOwn(PRERENDERED_PAGES, location.pathname) && renderedIn === currentLanguage();

// A public page is hydrated whole, its own code here first (router.tsx preloadPublicPage).
if (hydrate) await preloadPublicPage(location.pathname).catch(() => undefined);

startTransition(() => {
  if (hydrate) {
    // The HTML was rendered signed out: the first render must agree, and then asks who this is.
    assumeSignedOut(queryClient);
    hydrateRoot(root, app);
  } else {
    root.removeAttribute('data-prerendered');
    root.replaceChildren();
    createRoot(root).render(app);
  }
});

registerServiceWorker();
