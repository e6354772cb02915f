/**
 * sendEmail against the run's SES stand-in, through the real SES v2 wire format: what arrives is
 * what was sent, non-ASCII included, and a mail that is not sent throws without the recipient's
 * address in what it throws.
 */
import { describe, expect, inject, it, vi } from 'vitest';
import { mailsTo } from '../testing/mailbox.ts';
import { uniqueEmail } from '../testing/personas.ts';
import { EmailNotSent, sendEmail } from './email.ts';

const { sesEndpoint, mailFrom } = inject('stack');

describe('sendEmail', () => {
  it('delivers subject, text and html intact, in UTF-8, from the configured address', async () => {
    const to = uniqueEmail('mail');
    const subject = 'Einladung: „Stille am Morgen“ 🌅 — 静かな朝';
    const text = 'Dew invites you to Stille am Morgen.\n\n« Respire » — ça suffit. 静かに。\nhttp://localhost/pre-registration?ref=x';
    const html = '<p>Dew invites you to <strong>Stille am Morgen</strong>.</p><p>« Respire » — ça suffit. 静かに。 🌿</p>';

    await sendEmail({ to, subject, text, html });

    const [mail, ...more] = await mailsTo(sesEndpoint, to);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject, body: { text, html }, destination: { to: [to], cc: [], bcc: [] } });
    expect(mail!.from).toBe(`Seekers' Circle <${mailFrom}>`);
  });

  it('keeps one recipient\'s mail apart from another\'s', async () => {
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    await sendEmail({ to: first, subject: 'For the first', text: 'one', html: '<p>one</p>' });
    await sendEmail({ to: second, subject: 'For the second', text: 'two', html: '<p>two</p>' });
    expect((await mailsTo(sesEndpoint, first)).map((m) => m.subject)).toEqual(['For the first']);
    expect((await mailsTo(sesEndpoint, second.toUpperCase())).map((m) => m.subject)).toEqual(['For the second']);
  });

  it('throws when SES refuses the mail, without the address in the error', async () => {
    const to = uniqueEmail('refused');
    // The stand-in, like SES, refuses a mail without a subject.
    const error: unknown = await sendEmail({ to, subject: '', text: 'no subject', html: '<p>no subject</p>' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmailNotSent);
    const { message, stack } = error as EmailNotSent;
    expect(`${message} ${stack}`).not.toContain(to.split('@')[0]);
    expect(await mailsTo(sesEndpoint, to)).toEqual([]);
  });

  it('throws, and sends nothing, when the deployment has no sending address', async () => {
    vi.resetModules();
    vi.stubEnv('MAIL_FROM', '');
    try {
      const unconfigured = await import('./email.ts');
      const to = uniqueEmail('unconfigured');
      await expect(unconfigured.sendEmail({ to, subject: 'Hello', text: 'hello', html: '<p>hello</p>' })).rejects.toThrow(/MAIL_FROM/);
      expect(await mailsTo(sesEndpoint, to)).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
