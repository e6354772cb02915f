/**
 * Issue 11 §1, the guide's voice, against the browser-test stack, which has no provider: a question
 * recorded from Chromium's fake microphone is kept while transcription explains that it needs a
 * configured provider, and answers are read aloud by the browser's own speech synthesis in their
 * language. (The provider's side — transcription and spoken answers — runs against the OpenAI
 * stand-in in functions/ai-guru/voice.test.ts and provider.test.ts.)
 */
import type { Page } from '@playwright/test';
import { enterAsNewMember } from './support/content.ts';
import { inEveryLook } from './support/looks.ts';
import { dismissToasts, expectToast } from './support/membership.ts';
import { expect, test } from './support/test.ts';

const NEEDS_PROVIDER =
  'Turning speech into text needs a configured AI provider, and none is set up here. Your recording is kept: please type your question.';
const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Your question' });
const answers = (page: Page) => page.getByRole('article', { name: 'The guide answered' });

/** What the page asked the browser to say: speechSynthesis.speak, watched (the browser has no voices to speak with here). */
async function watchSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    Object.assign(window, { spoken });
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang });
    };
  });
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string }[] }).spoken);

test('a recorded question stays when transcription needs a provider, and the member types instead', async ({ page }) => {
  test.setTimeout(90_000);
  await enterAsNewMember(page, 'Speaker');
  await page.goto('/ai-guru');
  await page.getByRole('button', { name: 'Voice recording' }).click();
  await page.getByRole('button', { name: 'Record your question' }).click();
  await expect(page.getByRole('timer', { name: 'Recording time' })).toBeVisible();
  await page.waitForTimeout(1500);
  const transcribing = page.waitForRequest('**/api/ai-guru/transcribe');
  await page.getByRole('button', { name: 'Stop recording' }).click();
  // The recording itself goes to the server, as multipart.
  expect((await transcribing).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

  await expectToast(page, 'Transcription Failed', NEEDS_PROVIDER);
  const voice = page.locator('#' + (await page.getByRole('button', { name: 'Voice recording' }).getAttribute('aria-controls'))!);
  await expect(voice.getByText('Transcription Failed')).toBeVisible();
  await expect(voice.getByText(NEEDS_PROVIDER)).toBeVisible();
  await expect(voice.getByLabel('Your recording')).toBeVisible();
  await expect(questionBox(page)).toHaveValue('');
  await dismissToasts(page);
  await inEveryLook(page, 'the voice section after a failed transcription', (look) =>
    voice.screenshot({ path: test.info().outputPath(`voice-failed-${look}.png`) }),
  );

  // Trying again asks again; the answer is the same here.
  const again = page.waitForResponse('**/api/ai-guru/transcribe');
  await voice.getByRole('button', { name: 'Transcribe again' }).click();
  expect((await again).status()).toBe(503);
  await expect(voice.getByLabel('Your recording')).toBeVisible();

  await questionBox(page).fill('How do I listen to silence?');
  await page.getByRole('button', { name: 'Ask for Guidance' }).click();
  await expectToast(page, 'Guidance Received');
  await expect(answers(page)).toHaveCount(1);
  // Asking empties the box and the recorder alike: the next question starts afresh.
  await expect(page.getByRole('button', { name: 'Record your question' })).toBeVisible();
  await expect(voice.getByText('Transcription Failed')).toHaveCount(0);
});

test("an offline answer is read aloud by the browser, in the answer's language, without asking the server", async ({ page }) => {
  test.setTimeout(90_000);
  await watchSpeech(page);
  await enterAsNewMember(page, 'Hearer');
  await page.goto('/ai-guru');
  const spokenByServer: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ai-guru/audio-response')) spokenByServer.push(request.url());
  });

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Hindi' }).click();
  await questionBox(page).fill('मन को शांत कैसे रखें?');
  await page.getByRole('button', { name: 'Ask for Guidance' }).click();
  await expectToast(page, 'Guidance Received');
  const answer = answers(page).first();
  await answer.getByRole('button', { name: 'Listen' }).click();
  await expect.poll(() => spoken(page)).toHaveLength(1);
  const [utterance] = await spoken(page);
  expect(utterance!.lang).toBe('hi-IN');
  expect(utterance!.text).toMatch(/[\u0900-\u097F]/);
  expect(await answer.textContent()).toContain(utterance!.text.slice(0, 40));
  await expect(answer.getByRole('button', { name: 'Stop' })).toHaveAttribute('aria-pressed', 'true');
  await answer.getByRole('button', { name: 'Stop' }).click();
  await expect(answer.getByRole('button', { name: 'Listen' })).toHaveAttribute('aria-pressed', 'false');
  await expect(answer.getByLabel("The guide's spoken answer")).toHaveCount(0);
  expect(spokenByServer).toEqual([]);
});
