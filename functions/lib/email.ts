/**
 * Sending mail through Amazon SES's v2 API: SES itself in AWS, the local stand-in
 * (local/ses-stand-in.ts) under `npm start` and the tests, chosen by SES_ENDPOINT like every other
 * endpoint. MAIL_FROM is the sending address, whose domain is the SES identity the deployment
 * verified (docs/deploying.md); only the route groups that send mail receive it.
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { optionalEnv } from './config.ts';
import { logger } from './logger.ts';

const endpoint = optionalEnv('SES_ENDPOINT');
// Optional at load: a deployment without a sending address still serves every route, and only a
// send fails (the caller decides what that means for its answer).
const mailFrom = optionalEnv('MAIL_FROM');

const ses = new SESv2Client({
  ...(endpoint && {
    endpoint,
    region: process.env.AWS_REGION ?? 'us-east-1',
    // The stand-in wants some signature and checks none.
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
  // Two short attempts fit inside the function's 10 s, so a slow SES still leaves time to answer.
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true },
});

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Thrown for every mail that was not sent, in place of SES's own error: that one's message can
 * name the recipient (the sandbox's "Email address is not verified … <address>"), and the request
 * handler logs what a route throws.
 */
export class EmailNotSent extends Error {
  override readonly name = 'EmailNotSent';
}

/** The one log line of a mail not sent (the route may swallow the error it returns). */
function notSent(reason: string, status?: number): EmailNotSent {
  logger.warn('email not sent', { reason, status });
  return new EmailNotSent(`Mail not sent: ${reason}`);
}

const utf8 = (Data: string) => ({ Data, Charset: 'UTF-8' });

export async function sendEmail({ to, subject, text, html }: OutgoingEmail): Promise<void> {
  if (!mailFrom) throw notSent('MAIL_FROM is not set: this deployment has no sending address');
  const { MessageId } = await ses
    .send(
      new SendEmailCommand({
        FromEmailAddress: `Seekers' Circle <${mailFrom}>`,
        Destination: { ToAddresses: [to] },
        Content: { Simple: { Subject: utf8(subject), Body: { Text: utf8(text), Html: utf8(html) } } },
      }),
    )
    .catch((error: unknown) => {
      const { name = 'unknown', $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
      throw notSent(name, $metadata?.httpStatusCode);
    });
  // SES's message id finds the mail in SES's own records (bounces, complaints); the address stays out of ours.
  logger.info('email sent', { messageId: MessageId });
}
