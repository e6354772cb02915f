/** English messages from the schemas and the server, shown in the interface's language (lib/translate-message.ts). */
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n.tsx';
import { translateMessage } from './translate-message.ts';

describe('translateMessage', () => {
  afterAll(() => setLanguage('en', { keep: false }));

  it('shows English as it came while the interface is English', () => {
    expect(translateMessage('Please enter a valid email address')).toBe('Please enter a valid email address');
    expect(translateMessage('Name must be under 100 characters')).toBe('Name must be under 100 characters');
  });

  it('finds a message by its exact text, and one carrying a number by its pattern, the number carried over', async () => {
    await setLanguage('hi', { keep: false });
    expect(translateMessage('Please enter a valid email address')).toBe('कृपया एक मान्य ईमेल पता लिखें');
    expect(translateMessage('Name must be under 100 characters')).toBe('नाम 100 अक्षरों से कम होना चाहिए');
    expect(translateMessage('You have done this many times in a short while. Please take a pause and try again in 12 minutes.')).toBe(
      'आपने थोड़ी ही देर में यह कई बार किया है। कृपया कुछ देर रुकें और 12 मिनट बाद फिर से कोशिश करें।',
    );
    // "an hour" has a key of its own: a number-less wording is found by its exact text.
    expect(translateMessage('You have done this many times in a short while. Please take a pause and try again in an hour.')).toBe(
      'आपने थोड़ी ही देर में यह कई बार किया है। कृपया कुछ देर रुकें और एक घंटे बाद फिर से कोशिश करें।',
    );
  });

  it('shows a message it does not know as it came', async () => {
    await setLanguage('hi', { keep: false });
    expect(translateMessage('Something nobody wrote into the catalogue.')).toBe('Something nobody wrote into the catalogue.');
    expect(translateMessage('Name must be under')).toBe('Name must be under');
  });
});
