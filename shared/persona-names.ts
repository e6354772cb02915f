/**
 * Persona names as the community tells them apart (issue 30 §5, docs/decisions.md "Nobody else's
 * name is yours"). Two names are the same name when they look the same to a reader: compared
 * without case, spaces, punctuation, invisible characters, accents on Latin letters, and with the
 * common look-alikes of Latin letters (Cyrillic and Greek letters, a few digits) taken as those
 * letters. `nameKey` is that comparison's form: the server keys each name's claim by it, and the
 * schemas refuse the names the product itself speaks as (`isReservedName`).
 */

/** What a member is told when a name is another member's, or one the product keeps for itself. */
export const NAME_TAKEN = 'This name is already taken. Please choose another.';
export const NAME_TAKEN_CODE = 'name_taken';

/**
 * Look-alikes, each to the Latin letter it passes for, applied before case folding so that an
 * upper-case form maps to the upper-case letter (Greek Eta, "Η", reads as H, its small form "η" as n).
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  А: 'A', а: 'a', В: 'B', в: 'b', С: 'C', с: 'c', Е: 'E', е: 'e', Ё: 'E', ё: 'e', Н: 'H', н: 'h', І: 'I', і: 'i',
  Ї: 'I', ї: 'i', Ј: 'J', ј: 'j', К: 'K', к: 'k', М: 'M', м: 'm', О: 'O', о: 'o', Р: 'P', р: 'p', Ѕ: 'S', ѕ: 's',
  Т: 'T', т: 't', У: 'Y', у: 'y', Х: 'X', х: 'x', Ԁ: 'D', ԁ: 'd', Һ: 'H', һ: 'h', Ԛ: 'Q', ԛ: 'q', Ԝ: 'W', ԝ: 'w',
  Ӏ: 'l', ӏ: 'l', Ү: 'Y', ү: 'y', ь: 'b', п: 'n', г: 'r',
  // Greek
  Α: 'A', α: 'a', Β: 'B', β: 'b', Ε: 'E', ε: 'e', Ζ: 'Z', Η: 'H', η: 'n', Ι: 'I', ι: 'i', Κ: 'K', κ: 'k', Μ: 'M',
  Ν: 'N', ν: 'v', Ο: 'O', ο: 'o', Ρ: 'P', ρ: 'p', Τ: 'T', τ: 't', Υ: 'Y', υ: 'u', Χ: 'X', χ: 'x', γ: 'y', ω: 'w',
  Ϲ: 'C', ϲ: 'c', ϳ: 'j',
  // Latin letters of other shapes that read as plain ones
  ı: 'i', ȷ: 'j', ſ: 's', Ɩ: 'l', ɩ: 'i', ǀ: 'l', '|': 'l',
};

/** After case folding: digits and letter pairs that pass for a letter. i and l are one letter here: "I" (capital i) and "l" look alike in many faces. */
const FOLDED_LOOK_ALIKES: readonly (readonly [RegExp, string])[] = [
  [/0/g, 'o'],
  [/[1il]/g, 'l'],
  [/5/g, 's'],
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

const LOOK_ALIKE_CHARACTERS = new RegExp(`[${Object.keys(LOOK_ALIKES).join('').replace(/[\]\\^-]/g, '\\$&')}]`, 'gu');

/**
 * A name's comparison form. NFKC first (full-width and mathematical letters, ligatures and
 * superscripts become plain ones), look-alikes to Latin, case folded (upper then lower, so "ß" and
 * "SS" agree), accents off Latin letters only (the vowel signs of Devanagari are letters' parts,
 * not decoration), then letters and digits alone. A name of none of those (only emoji, say) keeps
 * its folded characters without spaces, so two such names still differ.
 */
export function nameKey(name: string): string {
  const plain = name.normalize('NFKC').replace(LOOK_ALIKE_CHARACTERS, (c) => LOOK_ALIKES[c] ?? c);
  const folded = plain.toUpperCase().toLowerCase().normalize('NFD').replace(/(\p{Script=Latin})\p{M}+/gu, '$1').normalize('NFC');
  const letters = FOLDED_LOOK_ALIKES.reduce((text, [from, to]) => text.replace(from, to), folded).replace(/[^\p{L}\p{N}\p{M}]/gu, '');
  return letters || folded.replace(/[\s\p{Cf}]/gu, '');
}

/**
 * Names the product shows for someone who is not a member: an erased member, the guide and its
 * posts, the fallback of a persona with no name, the public profile's badge, the app itself.
 */
const RESERVED_NAMES = [
  'Former member',
  'AI Spiritual Guide',
  'AI Guide',
  'AI Guru',
  'Spiritual Guide',
  'The Guide',
  'Guide',
  'Offline guide',
  'Anonymous Seeker',
  'Anonymous',
  'Community Member',
  "Seekers' Circle",
  'Admin',
  'Administrator',
  'Admin Team',
  'Moderator',
  'Moderators',
  'Staff',
  'Support',
  'System',
  'Official',
] as const;

/** Words that make any name speak with the product's authority ("Site Admin", "Moderator Lotus"). */
const RESERVED_WORDS = ['admin', 'administrator', 'moderator'] as const;

const reservedKeys = new Set(RESERVED_NAMES.map(nameKey));
const reservedWordKeys = new Set(RESERVED_WORDS.map(nameKey));

/** A name no persona may take: one of the product's own, or one with a role word in it. */
export function isReservedName(name: string): boolean {
  if (reservedKeys.has(nameKey(name))) return true;
  return name
    .normalize('NFKC')
    .split(/[\s\p{P}\p{S}\p{Cf}]+/u)
    .some((word) => word !== '' && reservedWordKeys.has(nameKey(word)));
}
