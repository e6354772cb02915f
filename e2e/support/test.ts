/**
 * The browser tests' `test`: every page is watched for uncaught errors and Content Security Policy
 * violations (the stack serves the production headers), and a test fails on either.
 */
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';

export { expect };

declare global {
  interface Window {
    axe: typeof axe;
  }
}

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
  // axe-core itself, put into the page once for each document and run there. @axe-core/playwright
  // evaluated axe's half a megabyte of source two or three times for every check and gathered the
  // passing results too (1.1 s a check against 0.4 s on a busy machine, 2026-11-28); a screen is
  // checked in four looks without leaving the document. Frames are not looked into: the app's one
  // iframe is YouTube's player, which is not ours to check (docs/testing.md).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (values) => window.axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'], iframes: false }),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  );
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `accessibility violations on ${screen}`).toEqual([]);
}
