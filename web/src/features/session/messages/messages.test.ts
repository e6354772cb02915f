/** The expiry warning's words, in the spec's English and in Hindi, counting the minutes left. */
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n.tsx';
import { sessionMessages } from './index.ts';

describe('the session expiry warning', () => {
  afterAll(() => setLanguage('en', { keep: false }));

  it('words the warning as the spec does', () => {
    expect(sessionMessages.say('expiry.description', { minutes: 3 })).toBe('Your session will expire in 3 minutes. Would you like to extend your session?');
    expect(sessionMessages.say('expiry.description', { minutes: 1 })).toBe('Your session will expire in 1 minute. Would you like to extend your session?');
  });

  it('and in Hindi', async () => {
    await setLanguage('hi', { keep: false });
    expect(sessionMessages.say('expiry.description', { minutes: 3 })).toBe('आपका सत्र 3 मिनट में समाप्त हो जाएगा। क्या आप अपना सत्र बढ़ाना चाहेंगे?');
  });
});
