/**
 * The browser tests' `test`: every page is watched for uncaught errors and Content Security Policy
 * violations (the stack serves the production headers), and a test fails on either.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) {
          problems.push(`CSP: ${message.text()}`);
        }
      });
      await use(problems);
      expect(problems, 'the page reported errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** DESIGN.md: every screen passes axe with no serious or critical violation (WCAG 2.2 AA rules). */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // A dialog or tab fading in is measured at its final colours, not half-transparent. Two frames
  // first: on a busy machine what was just rendered may not have started its animation yet.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined)));
  });
  // Legacy mode runs axe in the page itself. The default opens a second page for every check to
  // combine the frames' results there: 1.3 s a check against 0.5 s on this machine, a fifth of the
  // browser stage's processor time. What it gives up is looking inside iframes, and the app's one
  // iframe is YouTube's player, which is not ours to check (docs/testing.md).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `accessibility violations on ${screen}`).toEqual([]);
}
