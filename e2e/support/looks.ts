/** The four looks every screen is checked in (DESIGN.md): 390 and 1280 px wide, light and dark. */
import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './test.ts';

/**
 * The page is no wider than the viewport. On failure the message names the screen and the
 * outermost elements that stick out of their parent beyond the screen's edge (outside any
 * scrolling box): where the widening starts. Soft, so one run reports every screen too wide.
 */
export async function expectFits(page: Page, screen: string): Promise<void> {
  // Just after a resize the layout may still be settling (the shell's sidebar animates its width):
  // give it a moment to fit before measuring; a page that really is too wide stays too wide.
  await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, { timeout: 2_000 }).catch(() => undefined);
  const { scrollWidth, innerWidth, offenders } = await page.evaluate(() => {
    const width = window.innerWidth;
    const scrolls = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticksOut = (element: Element) => {
      const right = element.getBoundingClientRect().right;
      const parent = element.parentElement;
      if (right <= width + 0.5 || !parent) return false;
      return right > parent.getBoundingClientRect().right - parseFloat(getComputedStyle(parent).paddingRight) + 0.5;
    };
    const overflowing = document.documentElement.scrollWidth > width;
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      offenders: overflowing
        ? [...document.body.querySelectorAll('*')]
            .filter((element) => sticksOut(element) && !scrolls(element))
            .slice(0, 3)
            .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent ?? '').slice(0, 60)}"`)
        : [],
    };
  });
  expect
    .soft(scrollWidth, `${screen} is ${scrollWidth}px wide on a ${innerWidth}px screen: ${offenders.join('; ')}`)
    .toBeLessThanOrEqual(innerWidth);
}

/**
 * Shows the page in each look, checks that nothing runs wider than the window and that axe finds
 * nothing serious, then hands `shoot` the look's name (`390-light`, …) for its screenshot.
 */
export async function inEveryLook(page: Page, screen: string, shoot: (look: string) => Promise<unknown>): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await expectFits(page, `${screen} at ${width} px, ${colorScheme}`);
      await expectAccessible(page, `${screen} at ${width} px, ${colorScheme}`);
      await shoot(`${width}-${colorScheme}`);
    }
  }
}
