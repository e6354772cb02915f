/**
 * A word's sound key: the one spelling that Devanagari and the ways people type it in Latin letters
 * (Hinglish, IAST, the South's "th") meet in, so ध्यान, "dhyan", "dhyaan" and "dhyana" are all
 * `dhyn` (docs/decisions.md, "Search across scripts"). Devanagari is transliterated letter by letter
 * with our own table; then both sides are folded the same way:
 * - an `a` or `aa` after a consonant goes, unless a vowel follows it (the diphthongs `ai`, `au`):
 *   Hindi drops the inherent vowel where people do not write it (साधना is sādhnā, typed "sadhana" as
 *   often as "sadhna"), and Hinglish writes आ as "a" as often as "aa", so only a word's first vowel
 *   and the other vowels stay: मन and मान meet, as "man" and "maan" do when people type them;
 * - long vowels fold into short ones ("ee", "ii" → i; "oo", "uu" → u), then doubled letters into
 *   one ("mann", "jaanna" = जानना); "eh" after a consonant is "ah" ("subeh"), a final "ey" is "e";
 * - w is v, ph is f, z is j, q is k, x is ksh, "jn" is gy (ज्ञ, "gyan", "jnana"), th is t (त is
 *   typed "th" as often as थ is), and m before a consonant is n, as the anusvara and the nasal
 *   conjuncts are (शांति = शान्ति, "samsara" = संसार). sh stays apart from s: folding them found
 *   no more on the development corpus and merged शांत with संत (docs/benchmarks.md).
 * Words in other scripts, with digits, or whose key is shorter than two letters have none.
 */
const MIN_KEY = 2;

const VOWELS: Record<string, string> = {
  अ: 'a', आ: 'aa', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri', ॠ: 'ri', ऌ: 'li', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au',
  ऍ: 'e', ऎ: 'e', ऑ: 'o', ऒ: 'o',
};
const MATRAS: Record<string, string> = {
  'ा': 'aa', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'ॄ': 'ri', 'ॢ': 'li', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au',
  'ॅ': 'e', 'ॆ': 'e', 'ॉ': 'o', 'ॊ': 'o',
};
const CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', ळ: 'l', व: 'v',
  श: 'sh', ष: 'sh', स: 's', ह: 'h',
};
/** A consonant with a nukta: the sound Urdu and English loans give it, as it is typed. */
const NUKTA: Record<string, string> = { क: 'k', ख: 'kh', ग: 'g', ज: 'z', ड: 'd', ढ: 'dh', फ: 'f', य: 'y' };
const VIRAMA = '्';
const NUKTA_SIGN = '़';
/** Anusvara and candrabindu: a nasal, whichever consonant it is written as elsewhere. */
const NASALS = new Set(['ं', 'ँ']);
/** Visarga and avagraha are not typed in Hinglish. */
const SILENT = new Set(['ः', 'ऽ']);

/** Devanagari letters in Latin, each consonant with its inherent `a` (the key drops it anyway). */
function romanise(word: string): string {
  const chars = [...word.normalize('NFD')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (char === 'ॐ') out += 'om';
    else if (VOWELS[char]) out += VOWELS[char];
    else if (MATRAS[char]) out = out.replace(/a$/, '') + MATRAS[char];
    else if (char === VIRAMA) out = out.replace(/a$/, '');
    else if (NASALS.has(char)) out += 'n';
    else if (SILENT.has(char)) continue;
    else if (CONSONANTS[char]) {
      const nukta = chars[i + 1] === NUKTA_SIGN;
      if (nukta) i++;
      // ज्ञ is said, and typed, "gy".
      if (char === 'ज' && chars[i + 1] === VIRAMA && chars[i + 2] === 'ञ') {
        out += 'gya';
        i += 2;
      } else out += `${nukta ? (NUKTA[char] ?? CONSONANTS[char]) : CONSONANTS[char]}a`;
    } else if (/[a-z]/.test(char)) out += char;
    else return '';
  }
  return out;
}

/** Latin letters without their marks; IAST's ś, ṣ and ṛ as they are typed (sh, ri). */
const fromIast = (word: string) =>
  word
    .normalize('NFD')
    .replace(/s[\u0301\u0323]/g, 'sh')
    .replace(/r\u0323\u0304?/g, 'ri')
    .replace(/\p{M}/gu, '');

const LATIN = /^[a-z]+$/;

/** The sound key of one word as `wordsOf` gives it (lower case, NFKC), or null when it has none. */
export function soundKeyOf(word: string): string | null {
  const latin = /\p{Script=Devanagari}/u.test(word) ? romanise(word) : fromIast(word);
  if (!LATIN.test(latin)) return null;
  const key = latin
    .replace(/x/g, 'ksh')
    .replace(/w/g, 'v')
    .replace(/ph/g, 'f')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/^gn|jn/g, 'gy')
    .replace(/chch|cch|chh/g, 'ch')
    .replace(/th/g, 't')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/(?<=[b-df-hj-np-tv-z])eh/g, 'ah')
    .replace(/ey$/, 'e')
    .replace(/(?<=[b-df-hj-np-tv-z])a+(?![eiou])/g, '')
    .replace(/a+/g, 'a')
    .replace(/([b-df-hj-np-tv-z])\1+/g, '$1')
    .replace(/(?<=.)m(?=[b-df-hj-np-tv-z])/g, 'n');
  return key.length >= MIN_KEY ? key : null;
}

/** The distinct sound keys of a post's index words. */
export const soundKeysOf = (words: readonly string[]): string[] =>
  [...new Set(words.map(soundKeyOf).filter((key): key is string => key !== null))];
