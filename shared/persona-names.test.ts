import { describe, expect, it } from 'vitest';
import { isReservedName, nameKey } from './persona-names.ts';
import { personaSchema, profileSchema } from './member-schemas.ts';

describe('nameKey', () => {
  it('takes case, spaces, punctuation, invisible characters and accents on Latin letters as the same name', () => {
    const key = nameKey('Morning Dew');
    for (const variant of ['morning dew', 'MORNING DEW', 'MorningDew', ' Morning   Dew ', 'Morning-Dew!', 'Morn\u200Bing\u200DDew', 'Mórning Déw', 'Ｍｏｒｎｉｎｇ Ｄｅｗ']) {
      expect(nameKey(variant), variant).toBe(key);
    }
  });

  it('takes look-alikes as the letters they pass for: Cyrillic, Greek, digits and letter pairs', () => {
    expect(nameKey('Моrning Dеw')).toBe(nameKey('Morning Dew')); // Cyrillic М, о, е
    expect(nameKey('ΗΟΡΕ')).toBe(nameKey('hope')); // Greek capitals Eta, Omicron, Rho, Epsilon
    expect(nameKey('M0rning Dew')).toBe(nameKey('Morning Dew'));
    expect(nameKey('Lotus1')).toBe(nameKey('Lotusl'));
    expect(nameKey('Iris')).toBe(nameKey('lris'));
    expect(nameKey('Moming Dew')).toBe(nameKey('Morning Dew'));
    expect(nameKey('Straße')).toBe(nameKey('STRASSE'));
  });

  it('keeps different names apart, Devanagari vowel signs included', () => {
    expect(nameKey('Morning Dew')).not.toBe(nameKey('Evening Dew'));
    expect(nameKey('राम')).not.toBe(nameKey('रम'));
    expect(nameKey('🌸')).not.toBe(nameKey('🌙'));
  });
});

describe('reserved names', () => {
  it.each(['Former member', 'AI Spiritual Guide', 'ai spiritual guide', 'AI  Spiritual-Guide.', 'АI Sрiritual Guide', 'Anonymous Seeker', "Seekers' Circle", 'Admin', 'Site Admin', 'moderator lotus', 'ADMINISTRATOR', 'F0rmer Member'])(
    '%j is refused by both schemas with the taken message',
    (name) => {
      expect(isReservedName(name)).toBe(true);
      for (const schema of [personaSchema, profileSchema]) {
        const parsed = schema.safeParse({ anonymousName: name, avatar: 'earth', spiritualJourney: 'Walking on.' });
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues[0]?.message).toBe('This name is already taken. Please choose another.');
      }
    },
  );

  it.each(['Morning Dew', 'Gentle Guide', 'Badminton Heart', 'Former Monk'])('%j is an ordinary name', (name) => {
    expect(isReservedName(name)).toBe(false);
  });
});
