/**
 * The mails the local SES stand-in holds (local/ses-stand-in.ts), as tests read them: integration
 * tests at `inject('stack').sesEndpoint`, browser tests beside the app `npm start` runs for them.
 * The stand-in keeps every mail of the run, so a test reads only those to its own unique address.
 */
import type { Email } from 'aws-ses-v2-local/dist/store.js';
import { sesPortFor } from '../stand-ins/local-settings.ts';

/** The stand-in's address beside an app started like `npm start` (SES_PORT unset), e.g. the browser tests' server. */
export function mailboxBeside(appUrl: string): string {
  const url = new URL(appUrl);
  url.port = String(sesPortFor(Number(url.port)));
  return url.origin;
}

const addressOf = (recipient: string) => (/<([^>]+)>\s*$/.exec(recipient)?.[1] ?? recipient).trim().toLowerCase();

/** Every mail the stand-in at `mailbox` holds for `recipient` (To, Cc or Bcc), oldest first. */
export async function mailsTo(mailbox: string, recipient: string): Promise<Email[]> {
  const response = await fetch(new URL('/store', mailbox));
  if (!response.ok) throw new Error(`The SES stand-in's store answered ${response.status}`);
  const { emails } = (await response.json()) as { emails: Email[] };
  const wanted = addressOf(recipient);
  return emails.filter(({ destination: { to, cc, bcc } }) => [...to, ...cc, ...bcc].some((address) => addressOf(address) === wanted));
}
