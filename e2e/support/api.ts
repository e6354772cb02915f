import type { Page } from '@playwright/test';

/**
 * Setup through the API, as whoever the page is signed in as: the page's own fetch carries the
 * cookies and the Origin. Any answer but a 2xx fails the test with the server's words.
 */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async (request) => {
      const response = await fetch(request.path, {
        method: request.method,
        ...(request.body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) }),
      });
      if (!response.ok) throw new Error(`${request.method} ${request.path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}
