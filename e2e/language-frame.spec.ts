/**
 * The app's frame in Hindi (issue 34 §1): the member area's shell at both widths (sidebar, top
 * bar, drawer, bottom bar), the not-found page and the waiting screen, for a member whose browser
 * prefers Hindi. Each part is checked for Hindi words and for no English left beyond what the test
 * itself wrote (the persona's name) and the names that stay as they are.
 */
import type { Locator } from '@playwright/test';
import { uniqueEmail } from './support/accounts.ts';
import { callApi } from './support/api.ts';
import { inEveryLook } from './support/looks.ts';
import { approvedAccount, signInQuietly, uniqueSuffix, waitingAccount } from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

/** Latin letters that may stay: the product's name, the guide's "AI", and the persona's own name. */
const KEPT = ["Seekers' Circle", 'AI', '404'];

/** The part reads no English word but those kept (its visible and screen-reader text, and the names on its controls). */
async function expectNoEnglish(part: Locator, what: string, kept: string[]) {
  const text = await part.evaluate((element) => {
    const names = [...element.querySelectorAll('[aria-label], [title]')].map((named) => `${named.getAttribute('aria-label') ?? ''} ${named.getAttribute('title') ?? ''}`);
    return [(element as HTMLElement).innerText, element.getAttribute('aria-label') ?? '', ...names].join(' ');
  });
  const left = [...KEPT, ...kept].reduce((rest, word) => rest.replaceAll(word, ''), text);
  expect(left.match(/[A-Za-z]{2,}/g) ?? [], `English left in ${what}`).toEqual([]);
}

test.use({ locale: 'hi-IN' });

test('a member who reads Hindi sees the shell, its drawer and the not-found page in Hindi', async ({ page }) => {
  const name = `Shanti ${uniqueSuffix()}`;
  await approvedAccount(page, uniqueEmail('frame-hi'), name);
  await callApi(page, 'PATCH', '/api/user/language', { language: 'hi' });

  await page.setViewportSize({ width: 1280, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `स्वागत है, ${name}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const sidebar = page.getByTestId('desktop-sidebar');
  await expect(sidebar.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'मेरे सर्कल' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'साइन आउट करें' })).toBeVisible();
  await expectNoEnglish(sidebar, 'the sidebar', [name]);
  await expect(page.getByRole('link', { name: 'खोजें' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'यूज़र मेन्यू' })).toBeVisible();
  await expect(page).toHaveTitle(`होम · Seekers' Circle`);
  await inEveryLook(page, 'the shell in Hindi', (look) => page.screenshot({ path: test.info().outputPath(`shell-hi-${look}.png`) }));

  await page.getByRole('button', { name: 'साइडबार छोटा करें' }).click();
  await expect(page.getByRole('button', { name: 'साइडबार खोलें' })).toBeVisible();
  await expectNoEnglish(sidebar, 'the collapsed sidebar', [name]);
  await page.getByRole('button', { name: 'साइडबार खोलें' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  const bottomBar = page.getByRole('navigation', { name: 'शॉर्टकट' });
  await expect(bottomBar.getByRole('link', { name: 'बनाएँ' })).toBeVisible();
  await expectNoEnglish(bottomBar, 'the bottom bar', []);
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer.getByRole('link', { name: 'प्रोफ़ाइल सेटिंग्स' })).toBeVisible();
  await expect(drawer.getByText('गुमनाम पर्सोना')).toBeVisible();
  await expectNoEnglish(drawer, 'the drawer', [name]);
  await expect(drawer.getByRole('button', { name: 'मेन्यू बंद करें' })).toBeVisible();
  // The drawer is the phone's alone: a wide window has the sidebar instead, so its looks are the two at 390 px.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page, `the drawer in Hindi, ${colorScheme}`);
    await page.screenshot({ path: test.info().outputPath(`drawer-hi-390-${colorScheme}.png`) });
  }

  await page.goto('/nowhere-at-all');
  await expect(page.getByRole('heading', { name: '404 पेज नहीं मिला' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'होम पर वापस जाएँ' })).toBeVisible();
  await expect(page).toHaveTitle(`पेज नहीं मिला · Seekers' Circle`);
  await expectNoEnglish(page.locator('main'), 'the not-found page', []);
  await inEveryLook(page, 'the not-found page in Hindi', (look) => page.screenshot({ path: test.info().outputPath(`not-found-hi-${look}.png`) }));
});

test('a newcomer who reads Hindi waits for approval in Hindi', async ({ page }) => {
  const name = `Pratiksha ${uniqueSuffix()}`;
  await waitingAccount(page, uniqueEmail('frame-wait-hi'), name);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'आपका अनुरोध स्वीकृति की प्रतीक्षा में है' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'फिर से जाँचें' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'साइन आउट करें' })).toBeVisible();
  await expectNoEnglish(page.locator('main'), 'the waiting screen', [name]);
  await expectNoEnglish(page.locator('header'), "the waiting screen's header", []);
  await inEveryLook(page, 'the waiting screen in Hindi', (look) => page.screenshot({ path: test.info().outputPath(`waiting-hi-${look}.png`) }));
});

test('a newcomer who reads Hindi is asked for a persona under a Hindi heading, the avatar styles named in Hindi', async ({ page }) => {
  await signInQuietly(page, uniqueEmail('frame-persona-hi'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'अपनी गुमनाम पर्सोना बनाएँ' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /धरती/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'साइन आउट करें' })).toBeVisible();
  await expect(page).toHaveTitle(`अपनी पर्सोना बनाएँ · Seekers' Circle`);
  await inEveryLook(page, 'persona creation in Hindi', (look) => page.screenshot({ path: test.info().outputPath(`onboarding-hi-${look}.png`), fullPage: true }));
});
