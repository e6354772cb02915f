/** The interface's language runtime (lib/i18n.tsx): English at once, Hindi once fetched, plurals by each language's rules. */
import { describe, expect, it } from 'vitest';
import { preferredLanguage } from '#shared/languages.ts';
import { catalogue, currentLanguage, setLanguage } from './i18n.tsx';

const english = { greeting: 'Welcome, {name}', posts: '{count, plural, one {# new post today} other {# new posts today}}' };

describe('the interface language', () => {
  it('speaks English at once, and Hindi once its words arrive, with Hindi plural rules', async () => {
    let fetched = 0;
    const words = catalogue('test-a', english, async () => {
      fetched += 1;
      return { default: { greeting: 'स्वागत है, {name}', posts: '{count, plural, one {आज # नई पोस्ट} other {आज # नई पोस्टें}}' } };
    });
    expect(words.ready('en')).toBeUndefined();
    expect(words.say('greeting', { name: 'Quiet River' })).toBe('Welcome, Quiet River');
    expect(words.say('posts', { count: 1 })).toBe('1 new post today');
    expect(words.say('posts', { count: 0 })).toBe('0 new posts today');

    await setLanguage('hi', { keep: false });
    expect(currentLanguage()).toBe('hi');
    expect(fetched).toBe(1);
    expect(words.ready('hi')).toBeUndefined();
    expect(words.say('greeting', { name: 'Quiet River' })).toBe('स्वागत है, Quiet River');
    // Hindi counts 0 and 1 as "one" (CLDR), English only 1.
    expect(words.say('posts', { count: 0 })).toBe('आज 0 नई पोस्ट');
    expect(words.say('posts', { count: 2 })).toBe('आज 2 नई पोस्टें');

    // A catalogue made after the switch fetches its Hindi when first asked, and speaks English until then.
    const later = catalogue('test-b', { hello: 'Hello' }, async () => ({ default: { hello: 'नमस्ते' } }));
    expect(later.say('hello')).toBe('Hello');
    await later.ready('hi');
    expect(later.say('hello')).toBe('नमस्ते');
    await setLanguage('en', { keep: false });
    expect(later.say('hello')).toBe('Hello');
  });

  it('stays in English when the Hindi words cannot be fetched, and asks again next time', async () => {
    let attempts = 0;
    const words = catalogue('test-c', { hello: 'Hello' }, async () => {
      attempts += 1;
      if (attempts <= 2) throw new Error('offline');
      return { default: { hello: 'नमस्ते' } };
    });
    await expect(setLanguage('hi', { keep: false })).rejects.toThrow('offline');
    expect(currentLanguage()).toBe('en');
    expect(words.say('hello')).toBe('Hello');
    // A screen waiting for them is let go (in English), not thrown into its error boundary.
    const waited = words.arrival('hi');
    expect(waited).toBe(words.arrival('hi'));
    await expect(waited).resolves.toBeUndefined();
    expect(words.say('hello')).toBe('Hello');
    expect(attempts).toBe(2);
    await setLanguage('hi', { keep: false });
    expect(attempts).toBe(3);
    expect(words.say('hello')).toBe('नमस्ते');
    expect(words.arrival('hi')).toBeUndefined();
    await setLanguage('en', { keep: false });
  });

  it("follows a browser's preferred languages by their primary subtag, else English", () => {
    expect(preferredLanguage(['hi-IN', 'en-US'])).toBe('hi');
    expect(preferredLanguage(['fr-FR', 'hi'])).toBe('hi');
    expect(preferredLanguage(['en-GB', 'hi-IN'])).toBe('en');
    expect(preferredLanguage(['fr-FR'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
