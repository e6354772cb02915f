import { MEMBERSHIP_ADMINS } from './support/accounts.ts';
import { enterAsAdmin, expectToast, uniqueSuffix } from './support/membership.ts';
import { expect, expectAccessible, test } from './support/test.ts';

const { profile, referrer, reviewer } = MEMBERSHIP_ADMINS;

test('profile edit and notification preferences are saved and come back after a reload', async ({ page }) => {
  await enterAsAdmin(page, profile);
  await page.getByTestId('desktop-sidebar').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/profile-settings');
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await expectAccessible(page, 'profile settings');

  // Cancel leaves everything as it was.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Anonymous Name').fill('Someone Else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: profile.name })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('radio')).toHaveCount(4);
  const name = page.getByLabel('Anonymous Name');
  await name.fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Anonymous name is required')).toBeVisible();
  await name.fill('x'.repeat(51));
  await expect(page.getByText('Name must be under 50 characters')).toBeVisible();
  await page.getByLabel('Spiritual Journey').fill('y'.repeat(501));
  await expect(page.getByText('Journey description must be under 500 characters')).toBeVisible();
  await expectAccessible(page, 'profile edit with errors');

  const renamed = `Renewed ${uniqueSuffix()}`;
  await name.fill(renamed);
  await page.getByRole('radio', { name: /^Spiritual/ }).click();
  await page.getByLabel('Spiritual Journey').fill('Changing, and glad of it.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile Updated');
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(page.getByText('Spiritual avatar')).toBeVisible();
  await expect(page.getByTestId('desktop-sidebar').getByText(renamed)).toBeVisible();

  // Notifications: every toggle starts on (nothing stored yet), two are turned off.
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const toggles = page.getByRole('switch');
  await expect(toggles).toHaveCount(6);
  for (const toggle of await toggles.all()) await expect(toggle).toBeChecked();
  await expectAccessible(page, 'notification preferences');
  await page.getByRole('switch', { name: 'Replies' }).click();
  await page.getByRole('switch', { name: 'Reactions' }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expectToast(page, 'Notification Settings Updated');

  // A reload keeps the tab the member was on (`?tab=notifications`), and what both tabs saved.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Notifications', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(page.getByText('Changing, and glad of it.')).toBeVisible();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('switch', { name: 'Replies' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Reactions' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'All new posts' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Circle invitations' })).toBeChecked();

  // A refused save shows the server's message.
  await page.route('**/api/user/notification-preferences', (route) =>
    route.fulfill({ status: 400, json: { message: 'Choose at least one notification setting to save.', code: 'nothing_to_update' } }),
  );
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expectToast(page, 'Error', 'Choose at least one notification setting to save.');
});

test('the member directory searches names and journeys, and leads to public profiles', async ({ page }) => {
  // The referrer is another member with a persona of their own.
  await enterAsAdmin(page, referrer);
  await enterAsAdmin(page, reviewer);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL('/members');
  await expectAccessible(page, 'members');

  const search = page.getByPlaceholder('Search by name or spiritual journey');
  await search.fill('NO SUCH JOURNEY ANYWHERE');
  await expect(page.getByRole('heading', { name: 'No members found' })).toBeVisible();
  await search.fill('SAFE AND WARM');
  const cedar = page.getByRole('link', { name: new RegExp(referrer.name) });
  await expect(cedar).toBeVisible();
  await search.fill(referrer.name.toLowerCase());
  await cedar.click();

  await expect(page).toHaveURL(/\/users\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: referrer.name })).toBeVisible();
  await expect(page.getByText('Community Member')).toBeVisible();
  await expect(page.getByRole('term')).toHaveText(['Posts', 'Replies', 'Impact']);
  const userId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('link', { name: 'Message', exact: true })).toHaveAttribute('href', `/messages?user=${userId}`);
  await expect(page.getByRole('tab', { name: 'Posts & Replies', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
  await expectAccessible(page, 'public profile');
  await page.getByRole('tab', { name: 'About' }).click();
  await expect(page.getByText('Keeping the circle safe and warm.')).toBeVisible();

  // One's own profile has no Message button.
  await page.goto('/members');
  await page.getByRole('link', { name: /\(you\)/ }).click();
  await expect(page.getByText('Community Member')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Message', exact: true })).toHaveCount(0);

  await page.goto('/users/no-such-member');
  await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('This member may have left the community');
  await expectAccessible(page, 'user not found');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');

  // A fetch that fails for another reason says which, in the spec's words, then User Not Found.
  for (const [part, message] of [
    ['profile', 'Failed to fetch user profile'],
    ['stats', 'Failed to fetch user stats'],
    ['posts', 'Failed to fetch user posts'],
  ] as const) {
    await page.route(`**/api/users/${part}/${userId}`, (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(`/users/${userId}`);
    await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`${message}. Please try again later.`);
    await page.unroute(`**/api/users/${part}/${userId}`);
  }
});
