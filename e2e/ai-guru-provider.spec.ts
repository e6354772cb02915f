/**
 * Issue 11 §1, the guide with a provider, in the browser: a stack of its own pointed at the OpenAI
 * stand-in (e2e/support/provider-stack.ts), so what the offline guide cannot do happens here — a
 * question recorded from Chromium's fake microphone is transcribed, answered as it is written and
 * spoken, and sharing the answer carries the member's recording into the post.
 */
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL } from './support/accounts.ts';
import { feedCard } from './support/content.ts';
import { inEveryLook } from './support/looks.ts';
import { dismissToasts, enterAsAdmin, expectToast } from './support/membership.ts';
import { useProviderStack } from './support/provider-stack.ts';
import { expect, test } from './support/test.ts';

const provider = useProviderStack();

const SPOKEN = 'A question spoken to the stand-in.';
const ANSWER =
  'Sit for a few breaths before you answer anyone, yourself included. Let the question rest in the body: where it tightens, soften. ' +
  'Nothing needs solving in this moment; listening is already an answer.';
const MEMBER = { email: ADMIN_EMAIL, name: 'Listening Lotus' };

const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Your question' });

/** From the open voice section: a question spoken into the fake microphone, transcribed into the box. */
async function recordQuestion(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Record your question' }).click();
  await expect(page.getByRole('timer', { name: 'Recording time' })).toBeVisible();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expectToast(page, 'Voice Transcribed');
  await expect(questionBox(page)).toHaveValue(SPOKEN);
}

/** Asks what is in the box; answers what the question carried. */
async function askedWith(page: Page): Promise<{ audioUrl?: string }> {
  const asked = page.waitForRequest('**/api/ai-guru/question');
  await page.getByRole('button', { name: 'Ask for Guidance' }).click();
  return (await asked).postDataJSON() as { audioUrl?: string };
}

test('a question asked by voice is transcribed, answered as it is written, spoken, and shared with its recording', async ({ page }) => {
  test.setTimeout(120_000);
  provider.standIn.answerWith(ANSWER);
  // A piece every 60 ms, as a model writes: the answer is seen growing before it is whole.
  provider.standIn.pace(60);
  await enterAsAdmin(page, MEMBER);
  await page.goto('/ai-guru');

  await page.getByRole('button', { name: 'Voice recording' }).click();
  await recordQuestion(page);
  await expect(page.getByText('Transcribed into the question box below.')).toBeVisible();

  const audioUrl = (await askedWith(page)).audioUrl ?? 'none';
  expect(audioUrl).toMatch(/^\/media\/audio\//);
  await expect(page.getByRole('article', { name: 'The guide is answering' })).toBeVisible();
  const answers = page.getByRole('article', { name: 'The guide answered' });
  const answer = answers.first();
  await expect(answer).toContainText(ANSWER);
  await expectToast(page, 'Audio Response Ready');
  await expect(answer.getByLabel("The guide's spoken answer")).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('article', { name: 'You asked' }).getByLabel('Your recorded question')).toHaveAttribute('src', audioUrl);
  // The recording went with the question: the recorder starts afresh, and its note is gone.
  await expect(page.getByText('Transcribed into the question box below.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Record your question' })).toBeVisible();
  await expect(questionBox(page)).toHaveValue('');

  await dismissToasts(page);
  await inEveryLook(page, "the guide's spoken answer", async (look) => {
    // A window as tall as the page: a whole-page picture of a shorter one draws its fixed bars midway.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: page.viewportSize()!.width, height });
    await page.screenshot({ path: test.info().outputPath(`provider-answer-${look}.png`) });
  });

  await answer.getByRole('button', { name: 'Share as a post: this answer' }).click();
  await expectToast(page, 'Shared with Community');
  await expect(answer.getByRole('button', { name: 'Shared: this answer' })).toBeDisabled();
  // History knows it too: the exchange has its post, so nothing offers a second one.
  await page.getByRole('tab', { name: /^History/ }).click();
  await expect(page.getByRole('button', { name: 'Shared: conversation 1' })).toBeDisabled();

  // A recording deleted after its transcription no longer goes with the question.
  await page.getByRole('tab', { name: 'Chat' }).click();
  // The tab's content was put away with its section's state: the section is closed again.
  await page.getByRole('button', { name: 'Voice recording' }).click();
  await recordQuestion(page);
  await page.getByRole('button', { name: 'Delete recording' }).click();
  expect((await askedWith(page)).audioUrl).toBeUndefined();
  await expect(answers).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'You asked' }).last().getByLabel('Your recorded question')).toHaveCount(0);

  await page.goto('/');
  const card = feedCard(page, SPOKEN);
  await expect(card).toHaveCount(1);
  await expect(card.getByText('AI', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Audio \d+:\d{2}$/)).toBeVisible();
  await card.getByRole('link', { name: SPOKEN }).click();
  await expect(page.getByLabel(`Recording by ${MEMBER.name}`)).toHaveAttribute('src', audioUrl);
});
