/** Circles made quickly through the API, as whoever the page is signed in as. */
import type { Locator, Page } from '@playwright/test';
import { CIRCLE_LIMITS } from '#shared/circle-schemas.ts';
import type { Circle } from '#shared/types/circle.ts';
import { callApi } from './api.ts';
import { longUrlWord } from './long-data.ts';
import { uniqueSuffix } from './membership.ts';

export async function createCircle(page: Page, label: string, isPrivate = false): Promise<Circle> {
  return callApi<Circle>(page, 'POST', '/api/circles', {
    name: `${label} ${uniqueSuffix()}`,
    description: `A circle for ${label.toLowerCase()}, in the quiet of the morning.`,
    isPrivate,
  });
}

/** A circle at its limits: a name of 100 characters without a break, a description of 500 with a long URL in it. */
export async function createLongCircle(page: Page): Promise<Circle> {
  const name = (`Circle${uniqueSuffix()}` + 'Stillness'.repeat(CIRCLE_LIMITS.nameMax)).slice(0, CIRCLE_LIMITS.nameMax);
  const description = `${longUrlWord()} ${'We sit together in silence. '.repeat(20)}`.slice(0, CIRCLE_LIMITS.descriptionMax);
  return callApi<Circle>(page, 'POST', '/api/circles', { name, description, isPrivate: true });
}

/**
 * The layout test's circle screens, filled with a circle at its limits that the signed-in member
 * created: /circles, the circle's page as its creator sees it, and the composer posting to it.
 */
export async function longCircleScreens(page: Page): Promise<[string, string, (page: Page) => Locator][]> {
  const circle = await createLongCircle(page);
  const named = (target: Page) => target.getByRole('main').getByText(circle.name).first();
  return [
    ['the circles page', '/circles', named],
    ['a circle', `/circles/${circle.id}`, named],
    ['the create page for a circle', `/create?circleId=${circle.id}`, named],
  ];
}
