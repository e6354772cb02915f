/**
 * Issue 13's start of a page: the public pages arrive rendered and are hydrated, a member's first
 * requests start from the HTML's boot script (shared/boot-script.ts) and are each made once, and
 * only the public pages are for search engines.
 */
import type { Page, Request } from '@playwright/test';
import { PRERENDERED_PAGES } from '#shared/prerendered.ts';
import { enterAsNewMember, postAs } from './support/content.ts';
import { expect, test } from './support/test.ts';

const PUBLIC_HEADINGS: Record<string, string> = {
  '/': "Seekers' Circle",
  '/pre-registration': 'Begin Joining Process',
  '/meditation-registration': 'Virtual Self Program',
  '/guidelines': 'Community Guidelines',
};

/** Every API call the page makes from now on, as "METHOD path?query". */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

const earlyLeft = (page: Page) => page.evaluate(() => Object.keys((window as unknown as { __early?: object }).__early ?? {}));

test('the public pages arrive rendered, hydrate without a request, and are indexable', async ({ page }) => {
  expect(Object.keys(PRERENDERED_PAGES).sort()).toEqual(Object.keys(PUBLIC_HEADINGS).sort());
  for (const [path, heading] of Object.entries(PUBLIC_HEADINGS)) {
    const html = await (await page.request.get(path)).text();
    expect(html, `${path} is pre-rendered`).toContain(`>${heading.replace("'", '&#x27;')}</h1>`);
    expect(html).not.toMatch(/<script type="module"/);

    const calls = recordApiCalls(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Hydrated (its scripts come after the first paint): a link now moves within the app, without loading a document.
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: "Seekers' Circle" }).or(page.getByRole('link', { name: 'Begin Joining Process' })).first().click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    // Signed out, nothing asks who is signed in (without the hint cookie, nobody is).
    expect(calls.filter((call) => call.startsWith('GET /api/auth') || call.includes('refresh-session'))).toEqual([]);
  }
});

test("a member's first screens start their data from the HTML, ask for each thing once, and are noindex", async ({ page }) => {
  await enterAsNewMember(page, 'Early');
  const post = await postAs(page, { content: `Early bird ${Date.now()}`, type: 'reflection' });
  expect(await page.context().cookies()).toContainEqual(expect.objectContaining({ name: 'signed-in', value: '1', httpOnly: false }));

  // Per screen: what the boot script asks for (shared/boot-script.ts), each of which the screen needs.
  for (const [path, early] of [
    ['/', ['GET /api/posts?sortBy=dynamic', 'GET /api/circles']],
    ['/?sort=newest', ['GET /api/posts?sortBy=newest', 'GET /api/circles']],
    [`/posts/${post.id}`, [`GET /api/posts/${post.id}`, `GET /api/posts/${post.id}/replies`]],
    ['/circles', ['GET /api/user/circles', 'GET /api/circles']],
  ] as const) {
    // From a blank page, so that no request of the page before is counted.
    await page.goto('about:blank');
    const calls = recordApiCalls(page);
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(calls.slice(0, 2), `${path}: the boot script asks first`).toEqual(['POST /api/auth/refresh-session', 'GET /api/auth/user']);
    // Every early answer was taken by the screen that needed it, and none was asked for twice.
    await expect.poll(() => earlyLeft(page), path).toEqual([]);
    for (const call of ['POST /api/auth/refresh-session', 'GET /api/auth/user', ...early]) {
      expect(calls.filter((made) => made === call), `${path}: ${call}`).toHaveLength(1);
    }
  }
});
