/**
 * What a visitor meets signed out, in Hindi (issue 34 §1): the request to join (a validation
 * message of the shared schema shown in Hindi, though it travels in English), the Virtual Self
 * Program's form, the Community Guidelines, and a new account's persona form. Each is checked for
 * a few Hindi words and for English left over, and shot in every look.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { CommunityContact } from '#shared/types/community.ts';
import { uniqueEmail } from './support/accounts.ts';
import { inEveryLook } from './support/looks.ts';
import { approvedMembersByApi } from './support/members-by-api.ts';
import { dismissToasts, expectToast, signInQuietly, uniqueSuffix } from './support/membership.ts';
import { expect, test } from './support/test.ts';

test.use({ locale: 'hi-IN' });

/** SHOTS_DIR collects the screenshots in one folder to look at; otherwise each test's output folder. */
const shoot = (page: Page, name: string) => (look: string) =>
  page.screenshot({ fullPage: true, path: process.env.SHOTS_DIR ? join(process.env.SHOTS_DIR, `${name}-${look}.png`) : test.info().outputPath(`${name}-${look}.png`) });

/**
 * Words on these pages that are not this part's to translate: the route modules' headings and the
 * avatar picker (the frame's, translated in their own part of issue 34), and "AI" of "AI गुरु".
 */
const FRAME = [
  'Begin Joining Process',
  'Membership is by referral. Name a member who knows you; once they vouch for you, an admin reviews your request (usually within 24-48 hours).',
  'Virtual Self Program',
  'Personalized meditation guidance, offered one to one by a doctor',
  'Share your preferred time slots',
  'Tell me when you could take part, and I will find a time for your sessions.',
  'Once you have registered, I will get back in sometime to arrange your first session.',
  'Create your anonymous persona',
  'Here you are known by the name and colours you choose, and by the journey you share.',
  'Anonymous Seeker',
  'Earth',
  'Grounded and warm',
  'Gentle',
  'Clear water and sky',
  'Soft',
  'Tender like dawn',
  'Spiritual',
  'Deep twilight',
  'AI',
];

/** The main content's words a person reads or hears, less `allowed`: nothing English may be left. */
async function expectNoEnglish(page: Page, screen: string, allowed: readonly string[] = []) {
  const words = await page.locator('main').evaluate((main) => {
    const heard = [...main.querySelectorAll('[placeholder], [aria-label]')].flatMap((element) => [element.getAttribute('placeholder') ?? '', element.getAttribute('aria-label') ?? '']);
    return [(main as HTMLElement).innerText, ...heard].join('\n');
  });
  // Longest first, so a phrase is taken out before a word inside it.
  const rest = [...allowed, ...FRAME].sort((a, b) => b.length - a.length).reduce((text, allow) => text.split(allow).join(' '), words);
  expect(rest.match(/[A-Za-z]{2,}/g) ?? [], `English left on ${screen}`).toEqual([]);
}

test('the request to join, in Hindi, with the schema’s message in Hindi', async ({ page }) => {
  const label = `Saathi ${uniqueSuffix()}`;
  await approvedMembersByApi(1, label);
  const referrer = `${label} 1`;

  await page.goto('/pre-registration');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByLabel('आपका नाम')).toBeVisible();
  await expect(page.getByText('0/10 अक्षर (न्यूनतम)')).toBeVisible();
  await page.getByPlaceholder('समुदाय के किसी सदस्य को खोजें...').fill('no such seeker anywhere');
  await expect(page.getByText('कोई सदस्य नहीं मिला')).toBeVisible();
  await page.getByPlaceholder('समुदाय के किसी सदस्य को खोजें...').fill(referrer);
  await page.getByRole('list', { name: 'मिलते-जुलते सदस्य' }).getByRole('button', { name: referrer }).click();
  await expect(page.getByText('आपका परिचय देने वाले सदस्य के रूप में चुने गए')).toBeVisible();

  // The schema's first message travels in English and is shown in Hindi.
  await page.getByLabel('आपका नाम').fill('   ');
  await page.getByLabel('ईमेल पता').fill('not-an-email');
  await page.getByLabel('आपकी आध्यात्मिक यात्रा').fill('A friend of the morning sitting group.');
  await page.getByRole('button', { name: 'जुड़ने का अनुरोध भेजें' }).click();
  await expectToast(page, 'त्रुटि', 'कृपया अपना नाम लिखें');
  await page.getByLabel('आपका नाम').fill('Asha');
  await page.getByRole('button', { name: 'जुड़ने का अनुरोध भेजें' }).click();
  await expectToast(page, 'त्रुटि', 'कृपया एक मान्य ईमेल पता लिखें');
  await dismissToasts(page);
  await expectNoEnglish(page, 'the request to join', [referrer]);
  await inEveryLook(page, 'the request to join in Hindi', shoot(page, 'join-hi'));
});

test('the Virtual Self Program’s form, in Hindi, its fields’ messages too', async ({ page }) => {
  await page.goto('/meditation-registration');
  await expect(page.getByRole('button', { name: 'वर्चुअल सेल्फ़ प्रोग्राम के लिए पंजीकरण करें' })).toBeVisible();
  await expect(page.getByText('आपके लिए सुविधाजनक समय')).toBeVisible();
  await page.getByRole('button', { name: 'एक और समय जोड़ें' }).click();
  await expect(page.getByRole('button', { name: 'समय 2 हटाएँ' })).toBeVisible();
  await page.getByRole('button', { name: 'वर्चुअल सेल्फ़ प्रोग्राम के लिए पंजीकरण करें' }).click();
  await expect(page.getByText('नाम लिखना ज़रूरी है')).toBeVisible();
  await expect(page.getByText('तारीख़ें बताना ज़रूरी है')).toHaveCount(2);
  await expect(page.getByText('समय बताना ज़रूरी है')).toHaveCount(2);
  await expectNoEnglish(page, 'the Virtual Self Program');
  await inEveryLook(page, 'the Virtual Self Program in Hindi', shoot(page, 'meditation-hi'));
});

test('the Community Guidelines, in Hindi, the deployment’s contact and help lines as it gives them', async ({ page }) => {
  const contact = (await (await page.request.get('/api/community/contact')).json()) as CommunityContact;
  await page.goto('/guidelines');
  await expect(page).toHaveTitle(/^सामुदायिक दिशानिर्देश/);
  await expect(page.getByRole('heading', { level: 1, name: 'सामुदायिक दिशानिर्देश' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'जब जीवन बहुत भारी लगे' })).toBeVisible();
  await expect(page.getByText('किसी सदस्य की पहचान उजागर करने की कोशिश पर सदस्यता निलंबित कर दी जाती है।')).toBeVisible();
  const writeTo = page.getByRole('region', { name: 'किसे लिखें' });
  await expect(writeTo.getByText('हम हर शिकायत की प्राप्ति की पुष्टि 24 घंटों के भीतर करते हैं और उसका समाधान 15 दिनों के भीतर करते हैं।')).toBeVisible();
  await expect(page.getByRole('link', { name: contact.emergencyNumber, exact: true })).toBeVisible();
  const grievance = contact.grievance ? [contact.grievance.name, contact.grievance.email, contact.grievance.phone ?? '', contact.grievance.postalAddress ?? ''] : [];
  await expectNoEnglish(page, 'the Community Guidelines', [...grievance.filter(Boolean), ...contact.helplines.map((line) => line.name)]);
  await inEveryLook(page, 'the Community Guidelines in Hindi', shoot(page, 'guidelines-hi'));
});

test('a new account’s persona form, in Hindi, its fields’ messages too', async ({ page }) => {
  await signInQuietly(page, uniqueEmail('hindi-persona'));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'समुदाय में प्रवेश करें' })).toBeVisible();
  await expect(page.getByLabel('गुमनाम नाम')).toBeVisible();
  await page.getByRole('button', { name: 'समुदाय में प्रवेश करें' }).click();
  await expect(page.getByText('गुमनाम नाम लिखना ज़रूरी है')).toBeVisible();
  await expect(page.getByText('आध्यात्मिक यात्रा के बारे में लिखना ज़रूरी है')).toBeVisible();
  await page.getByLabel('गुमनाम नाम').fill('x'.repeat(51));
  await expect(page.getByText('नाम 50 अक्षरों से कम होना चाहिए')).toBeVisible();
  await expectNoEnglish(page, 'the persona form');
  await inEveryLook(page, 'the persona form in Hindi', shoot(page, 'persona-hi'));
});
