import { ADMIN_EMAIL, MEMBER_EMAILS, MEMBERSHIP_ADMINS, uniqueEmail } from './support/accounts.ts';
import { createPersona, signInFromLanding } from './support/flows.ts';
import { approveFromPending, enterAsAdmin } from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const TAGLINE = 'Connect with spiritual seekers anonymously. Share your journey, find wisdom, and grow together.';

test('landing → login → persona → waiting for approval', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: "Seekers' Circle" })).toBeVisible();
  await expect(page.getByText(TAGLINE, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/api/login');
  await expect(page.getByRole('link', { name: 'Begin Joining Process' })).toHaveAttribute('href', '/pre-registration');
  const register = page.getByRole('link', { name: /Register for Virtual Self Program/ });
  await expect(register).toHaveAttribute('href', '/meditation-registration');
  await expect(register).toContainText('personalized meditation guidance');
  await expectAccessible(page, 'landing');

  await signInFromLanding(page, uniqueEmail('seeker'));
  await expect(page.getByRole('heading', { name: 'Create your anonymous persona' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(4);
  await expect(page.getByRole('radio', { name: /^Earth/ })).toBeChecked();
  await expectAccessible(page, 'persona creation');

  // The shared schema's messages, under the fields, before anything is sent.
  await page.getByRole('button', { name: 'Enter the Community' }).click();
  await expect(page.getByText('Anonymous name is required')).toBeVisible();
  await expect(page.getByText('Spiritual journey is required')).toBeVisible();
  await expect(page.getByLabel('Anonymous name')).toBeFocused();
  await expectAccessible(page, 'persona creation with errors');

  await page.getByLabel('Anonymous name').fill('x'.repeat(51));
  await expect(page.getByText('Name must be less than 50 characters')).toBeVisible();

  const journey = page.getByLabel('Your spiritual journey');
  await expect(page.getByText('0/500')).toBeVisible();
  const hindi = 'Learning to sit with what is. नमस्ते';
  await journey.fill(hindi);
  await expect(page.getByText(`${hindi.length}/500`)).toBeVisible();
  await expect(page.getByText('Spiritual journey is required')).toBeHidden();
  await journey.fill('a'.repeat(501));
  await expect(page.getByText('501/500')).toBeVisible();
  await expect(page.getByText('Journey must be less than 500 characters')).toBeVisible();

  await createPersona(page, { name: 'Quiet River', journey: 'Learning to sit with what is.', avatar: 'Gentle' });

  await expect(page.getByRole('heading', { name: 'Your request is awaiting approval' })).toBeVisible();
  await expect(page.getByText('24-48 hours')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
    'Welcome, Quiet RiverYour anonymous persona is ready.',
  );
  await expect(page.getByText('Quiet River', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
  await expectAccessible(page, 'waiting for approval');

  // The server holds the state: a reload, or any other path, still waits.
  await page.goto('/circles');
  await expect(page.getByRole('heading', { name: 'Your request is awaiting approval' })).toBeVisible();
});

test('admin login → persona → member home', async ({ page }) => {
  await page.goto('/');
  await signInFromLanding(page, ADMIN_EMAIL);
  // Admins are approved by configuration but still choose a persona first.
  await createPersona(page, { name: 'Still Water', journey: 'Keeping the circle safe and warm.', avatar: 'Spiritual' });

  await expect(page.getByRole('heading', { name: 'Welcome, Still Water' })).toBeVisible();
  await expect(page).toHaveURL('/');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  // The member home is the community's feed.
  await expect(page.getByLabel('Sort')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a post' })).toHaveAttribute('href', '/create');
  await expectAccessible(page, 'member home');
});

test('a signed-out visitor on a deeper path is returned there after login', async ({ page }) => {
  await page.goto('/circles?tab=mine');
  // Signed out, every path but the public ones falls back to the landing page.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    `/api/login?returnTo=${encodeURIComponent('/circles?tab=mine')}`,
  );

  await signInFromLanding(page, MEMBER_EMAILS.returnTo);
  await expect(page).toHaveURL('/circles?tab=mine');
  await createPersona(page, { name: 'Morning Dew', journey: 'Returning, again and again.' });
  // Still on the path asked for, and on its screen.
  await expect(page).toHaveURL('/circles?tab=mine');
  await expect(page.getByRole('heading', { name: 'Circles', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBeNull();
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('landing, persona creation and waiting stay accessible', async ({ page }) => {
    await page.goto('/');
    await expectAccessible(page, 'landing (dark)');
    await signInFromLanding(page, uniqueEmail('night'));
    await expectAccessible(page, 'persona creation (dark)');
    await createPersona(page, { name: 'Night Owl', journey: 'Sitting with the dark.', avatar: 'Soft' });
    await expect(page.getByRole('heading', { name: 'Your request is awaiting approval' })).toBeVisible();
    await expectAccessible(page, 'waiting for approval (dark)');
  });
});

test('a suspended account sees why, and can only sign out', async ({ page, browser }) => {
  const email = uniqueEmail('suspended');
  await page.goto('/');
  await signInFromLanding(page, email);
  await createPersona(page, { name: 'Far Hill', journey: 'Walking slowly.' });
  await expect(page.getByRole('heading', { name: 'Your request is awaiting approval' })).toBeVisible();

  // An admin, in a browser of their own, approves the account and then suspends it.
  const origin = new URL(page.url()).origin;
  const adminContext = await browser.newContext({ baseURL: origin });
  const admin = await adminContext.newPage();
  await enterAsAdmin(admin, MEMBERSHIP_ADMINS.reviewer);
  await approveFromPending(admin, email);
  const users = (await (await admin.request.get('/api/admin/users')).json()) as { id: string; email: string }[];
  const account = users.find((u) => u.email === email)!;
  expect((await admin.request.post(`/api/admin/users/${account.id}/suspend`, { headers: { origin } })).ok()).toBe(true);
  await adminContext.close();

  // Suspension ended the session in this browser; signing in again shows why.
  await page.goto('/');
  await signInFromLanding(page, email);
  await page.goto('/circles');
  await expect(page.getByRole('heading', { name: 'Your account has been suspended' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expectAccessible(page, 'suspended');
  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});
