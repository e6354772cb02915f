/** Steps the admin list tests share. */
import { expect, type Locator, type Page } from '@playwright/test';
import { dismissToasts, expectToast } from './membership.ts';

/**
 * The card's Delete, confirmed, while the server answers DELETE `route` with a 500 (a state the
 * real stack cannot be made to produce): the spec's failure toast shows and the card stays.
 */
export async function expectFailedDelete(page: Page, card: Locator, route: string, failure: string): Promise<void> {
  await page.route(route, (request) =>
    request.request().method() === 'DELETE'
      ? request.fulfill({ status: 500, json: { message: 'Something went wrong. Please try again.' } })
      : request.fallback(),
  );
  await card.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Error', failure);
  await expect(card).toHaveCount(1);
  await page.unroute(route);
  await dismissToasts(page);
}
