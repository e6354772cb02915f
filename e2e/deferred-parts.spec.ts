/**
 * What a first screen shows but nobody uses before touching it (menus, the sort, the drawer, the
 * bell, dialogs) arrives once the visitor first interacts with the page (web/src/components/deferred.tsx). Until then a
 * look-alike stands in: pressed, it asks for the code at once and the real thing opens on arrival;
 * a press the code arrives in the middle of finishes on the stand-in (issue 33 §4). Here the code
 * is held back until after the press, or until the middle of it.
 */
import { readdirSync } from 'node:fs';
import type { Locator, Page, Route } from '@playwright/test';
import type { Post } from '#shared/types/post.ts';
import { enterAsNewMember, enterAsReviewer, postAs } from './support/content.ts';
import { inEveryLook } from './support/looks.ts';
import { approvedMembersByApi } from './support/members-by-api.ts';
import { cardWith, uniqueSuffix } from './support/membership.ts';
import { expect, test } from './support/test.ts';

const BUILT_ASSETS = new URL('../web/dist/assets/', import.meta.url);

// The service worker would answer the held chunks from its cache, out of the page's routing's reach.
test.use({ serviceWorkers: 'block' });

interface HeldChunk {
  /** Settles once the page has asked for the chunk. */
  asked: Promise<void>;
  /** Lets the chunk through, and answers once the page has run it and drawn a frame or two since. */
  arrive(): Promise<void>;
}

/** Holds every request for a chunk whose name starts with `name` (the file the bundler names after the module: web/dist/assets) until it is let through. */
async function holdChunk(page: Page, name: string): Promise<HeldChunk> {
  const pattern = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  // One file of the build, so that a renamed module fails here rather than holding nothing back.
  expect(readdirSync(BUILT_ASSETS).filter((file) => pattern.test(`/assets/${file}`)), `web/dist/assets/${name}-*.js`).toHaveLength(1);
  const held: Route[] = [];
  let asked!: () => void;
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  let letThrough = false;
  const hold = async (route: Route) => {
    if (letThrough) return route.continue();
    held.push(route);
    asked();
  };
  await page.route(pattern, hold);
  return {
    asked: askedFor,
    async arrive() {
      letThrough = true;
      await Promise.all(held.map((route) => route.continue()));
      const urls = held.map((route) => route.request().url());
      // The page's own import of it settles with this one; React draws what it changes before the second frame.
      await page.evaluate(async (files) => {
        await Promise.all(files.map((file) => import(file)));
        await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      }, urls);
    },
  };
}

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
  const held = await Promise.all(['user-menu', 'nav-drawer', 'bell-popover', 'sort-select'].map((name) => holdChunk(page, name)));
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveText('Dynamic');
  await inEveryLook(page, 'the feed with its menus still on their way', (look) =>
    page.screenshot({ path: test.info().outputPath(`feed-stand-ins-${look}.png`) }),
  );
  await Promise.all(held.map((chunk) => chunk.arrive()));
  // They come once the visitor first does something on the page: a wheel's turn is enough.
  await page.mouse.wheel(0, 1);
  // Radix's own trigger carries its state; the stand-in does not.
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveAttribute('data-state', 'closed');
  await inEveryLook(page, 'the feed with its menus arrived', (look) => page.screenshot({ path: test.info().outputPath(`feed-arrived-${look}.png`) }));
});

/**
 * Two ways to press a control whose code is held back, each ending with the code arrived: the whole
 * press before it comes, and a press it comes in the middle of (the pointer or key down, the code
 * in and drawn, then up), which a swap of the stand-in for the real control under the pointer lost.
 */
const PRESSES = {
  before: async (page: Page, control: Locator, code: HeldChunk) => {
    await control.click();
    await code.asked;
    await code.arrive();
  },
  across: async (page: Page, control: Locator, code: HeldChunk) => {
    await control.hover();
    await page.mouse.down();
    await code.asked;
    await code.arrive();
    await page.mouse.up();
  },
  'across, by keyboard': async (page: Page, control: Locator, code: HeldChunk) => {
    await control.focus();
    await page.keyboard.down(' ');
    // The key going down (the page's first touch, or the press itself) is what asks for the code.
    await code.asked;
    await code.arrive();
    await page.keyboard.up(' ');
  },
} as const;

interface DeferredControl {
  /** The chunk its code comes in (web/dist/assets/<chunk>-<hash>.js). */
  chunk: string;
  viewport?: { width: number; height: number };
  /** Opens the page (afresh: the code not yet loaded) and answers the control. */
  show: (page: Page) => Promise<Locator>;
  /** What the press opens. */
  opened: (page: Page) => Locator;
}

/** Each way of pressing, each time on a freshly loaded page with the control's code held back. */
async function pressEveryWay(page: Page, { chunk, viewport = { width: 1280, height: 800 }, show, opened }: DeferredControl): Promise<void> {
  await page.setViewportSize(viewport);
  for (const [way, press] of Object.entries(PRESSES)) {
    await test.step(`${chunk}: pressed ${way}`, async () => {
      const code = await holdChunk(page, chunk);
      const control = await show(page);
      await press(page, control, code);
      await expect(opened(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(opened(page)).toBeHidden();
      // The focus moved with the swap, and closing gives it back to the control.
      await expect(control).toBeFocused();
    });
  }
}

test('every deferred control pressed before or while its code arrives opens on its arrival', async ({ page }) => {
  test.setTimeout(180_000);
  const [author] = await approvedMembersByApi(1, 'Deferred author');
  const created = await author!.client.send<Post>('POST', '/api/posts', { content: `A post to press on ${uniqueSuffix()}`, type: 'reflection' });
  expect(created.status, created.text).toBe(201);
  const post = created.json;
  const member = await enterAsNewMember(page, 'EveryPress');
  const atHome = async (control: (page: Page) => Locator) => {
    await page.goto('/');
    return control(page);
  };
  const onThePost = async (control: (page: Page) => Locator) => {
    await page.goto(`/posts/${post.id}`);
    return control(page);
  };
  const controls: DeferredControl[] = [
    { chunk: 'user-menu', show: () => atHome((p) => p.getByRole('button', { name: 'User menu' })), opened: (p) => p.getByRole('menuitem', { name: 'Settings' }) },
    { chunk: 'sort-select', show: () => atHome((p) => p.getByRole('combobox', { name: 'Sort' })), opened: (p) => p.getByRole('option', { name: 'Newest First' }) },
    {
      chunk: 'nav-drawer',
      viewport: { width: 390, height: 800 },
      show: () => atHome((p) => p.getByRole('button', { name: 'Open menu' })),
      opened: (p) => p.getByRole('dialog', { name: member.name }),
    },
    {
      chunk: 'bell-popover',
      show: () => atHome((p) => p.getByRole('banner').getByRole('button', { name: /^Notifications/ }).filter({ visible: true })),
      opened: (p) => p.getByRole('dialog', { name: 'Notifications' }),
    },
    {
      chunk: 'create-circle-dialog',
      show: async (p) => {
        await p.goto('/circles');
        return p.getByRole('button', { name: 'Create Circle' }).first();
      },
      opened: (p) => p.getByRole('dialog', { name: 'Create a Circle' }),
    },
    { chunk: 'report-dialog', show: () => onThePost((p) => p.getByRole('button', { name: 'Report', exact: true })), opened: (p) => p.getByRole('dialog', { name: 'Report this post' }) },
    {
      chunk: 'reaction-dialog',
      show: () => onThePost((p) => p.getByTestId('reaction-resonates').getByRole('button', { name: 'Resonates', exact: true })),
      opened: (p) => p.getByRole('dialog', { name: 'Resonates' }),
    },
  ];
  for (const control of controls) await pressEveryWay(page, control);
});

test("the admin's Delete on a post just found asks for confirmation however it is pressed", async ({ page }) => {
  const word = `Pressable${uniqueSuffix()}`;
  await enterAsNewMember(page, 'Deletable');
  await postAs(page, { content: `The ${word} post`, type: 'reflection' });
  await enterAsReviewer(page);
  const panel = page.getByRole('tabpanel', { name: 'Posts' });
  await pressEveryWay(page, {
    chunk: 'confirm-dialog',
    show: async (p) => {
      await p.goto('/admin');
      await p.getByRole('tab', { name: /^Posts/ }).click();
      // The card the search answers with: one pressed in the list before it would go with that list.
      const answered = p.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === word);
      await panel.getByRole('searchbox', { name: 'Search posts' }).fill(word);
      await answered;
      return cardWith(panel, `The ${word} post`).getByRole('button', { name: /^Delete/ });
    },
    opened: (p) => p.getByRole('alertdialog', { name: 'Delete this post?' }),
  });
});
