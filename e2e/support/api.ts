import { test, type Page } from '@playwright/test';

/**
 * Setup through the API, as whoever the page is signed in as: the page's request context shares
 * its browser context's cookies, and the request carries the app's Origin as the page's own fetch
 * would. It needs no page loaded. Any answer but a 2xx fails the test with the server's words.
 */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('the browser tests run with a baseURL');
  const response = await page.request.fetch(path, {
    method,
    headers: { origin: new URL(baseURL).origin },
    ...(body === undefined ? {} : { data: body }),
  });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}
