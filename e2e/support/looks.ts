/** The four looks every screen is checked in (DESIGN.md): 390 and 1280 px wide, light and dark. */
import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './test.ts';

/**
 * Shows the page in each look, checks that nothing runs wider than the window and that axe finds
 * nothing serious, then hands `shoot` the look's name (`390-light`, …) for its screenshot.
 */
export async function inEveryLook(page: Page, screen: string, shoot: (look: string) => Promise<unknown>): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      // The new width's layout may take a frame to settle.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `${screen} at ${width} px, ${colorScheme}`);
      await shoot(`${width}-${colorScheme}`);
    }
  }
}
