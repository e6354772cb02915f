/**
 * The mail the stack sent, read from the local SES stand-in beside the app the browser tests run
 * (functions/testing/mailbox.ts reads it for the integration tests too).
 */
import { expect, test } from '@playwright/test';
import { mailboxBeside, mailsTo } from '../../functions/testing/mailbox.ts';

type SentMail = Awaited<ReturnType<typeof mailsTo>>[number];

/** Waits for the one mail sent to `address` and gives it back. */
export async function mailTo(address: string): Promise<SentMail> {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('the browser tests run with a baseURL');
  const mailbox = mailboxBeside(baseURL);
  let found: SentMail[] = [];
  await expect
    .poll(
      async () => {
        found = await mailsTo(mailbox, address);
        return found.length;
      },
      { message: `a mail to ${address} in the SES stand-in` },
    )
    .toBe(1);
  return found[0]!;
}
