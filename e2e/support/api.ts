import type { Page } from '@playwright/test';

const origins = new WeakMap<Page, Promise<string>>();

/**
 * The app's origin as the page's own context resolves a path: its `baseURL`, which a spec may point
 * at another stack (`test.use`, e2e/support/provider-stack.ts). Asked of the server once per page.
 */
function appOrigin(page: Page): Promise<string> {
  let origin = origins.get(page);
  if (!origin) {
    origin = page.request.head('/').then((response) => new URL(response.url()).origin);
    origins.set(page, origin);
  }
  return origin;
}

/**
 * Setup through the API, as whoever the page is signed in as: the page's request context shares
 * its browser context's cookies, and the request carries the app's Origin as the page's own fetch
 * would. It needs no page loaded. Any answer but a 2xx fails the test with the server's words.
 */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    headers: { origin: await appOrigin(page) },
    ...(body === undefined ? {} : { data: body }),
  });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}
