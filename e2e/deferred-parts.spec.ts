/**
 * What a first screen shows but nobody uses before touching it (menus, the sort, the drawer, the
 * bell, dialogs) arrives once the visitor first interacts with the page (web/src/components/deferred.tsx). Until then a
 * look-alike stands in: pressed, it asks for the code at once and the real thing opens on arrival.
 * Here the code is held back until after the press.
 */
import type { Page, Route } from '@playwright/test';
import { enterAsNewMember } from './support/content.ts';
import { inEveryLook } from './support/looks.ts';
import { expect, test } from './support/test.ts';

// The service worker would answer the held chunks from its cache, out of the page's routing's reach.
test.use({ serviceWorkers: 'block' });

/** Holds every request for a chunk whose name starts with `name` until `release` is called. */
async function holdChunk(page: Page, name: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let releasing = false;
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), (route) => (releasing ? route.continue() : void held.push(route)));
  return async () => {
    releasing = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test('pressed before their code arrives, the user menu, the sort and the drawer open on its arrival', async ({ page }) => {
  const member = await enterAsNewMember(page, 'Presser');

  await page.setViewportSize({ width: 1280, height: 800 });
  const releaseMenu = await holdChunk(page, 'user-menu');
  const releaseSort = await holdChunk(page, 'sort-select');
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'User menu' });
  await expect(menu).toHaveAttribute('aria-haspopup', 'menu');
  await menu.click();
  await releaseMenu();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeHidden();
  await expect(menu).toBeFocused();

  const sort = page.getByRole('combobox', { name: 'Sort' });
  await expect(sort).toHaveText('Dynamic');
  await sort.click();
  await releaseSort();
  await page.getByRole('option', { name: 'Newest First' }).click();
  await expect(page).toHaveURL(/sort=newest/);
  await expect(sort).toHaveText('Newest First');

  await page.setViewportSize({ width: 390, height: 800 });
  const releaseDrawer = await holdChunk(page, 'nav-drawer');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await releaseDrawer();
  const drawer = page.getByRole('dialog', { name: member.name });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Circles' })).toBeVisible();
});

test('a stand-in whose code cannot arrive stays put, and a second press asks again', async ({ page }) => {
  await enterAsNewMember(page, 'Unreachable');
  await page.setViewportSize({ width: 1280, height: 800 });
  let failing = true;
  await page.route(/\/assets\/user-menu-[\w-]+\.js$/, (route) => (failing ? route.abort() : route.continue()));
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'User menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  failing = false;
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
});

test('the stand-ins look like what they stand in for, in every look', async ({ page }) => {
  await enterAsNewMember(page, 'Lookalike');
  const releases = await Promise.all(['user-menu', 'nav-drawer', 'bell-popover', 'sort-select'].map((name) => holdChunk(page, name)));
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveText('Dynamic');
  await inEveryLook(page, 'the feed with its menus still on their way', (look) =>
    page.screenshot({ path: test.info().outputPath(`feed-stand-ins-${look}.png`) }),
  );
  for (const release of releases) await release();
  // They come once the visitor first does something on the page: a wheel's turn is enough.
  await page.mouse.wheel(0, 1);
  // Radix's own trigger carries its state; the stand-in does not.
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveAttribute('data-state', 'closed');
  await inEveryLook(page, 'the feed with its menus arrived', (look) => page.screenshot({ path: test.info().outputPath(`feed-arrived-${look}.png`) }));
});
