/**
 * A member's words as the crisis recogniser (crisis.ts) reads them. Two views of one text:
 *   english  lower-case NFKC, curly quotes straightened, contractions written out ("don't" → "do
 *            not"), punctuation gone, a letter typed three times or more kept once ("sooo" → "so");
 *   hindi    the same, with Devanagari transliterated to the Latin spelling people type in
 *            Hinglish (with the inherent vowel dropped where speech drops it: मरना → marna), and
 *            every Latin word folded to one spelling of its sound (jeena/jina → jina, nahin/nhi →
 *            nahi, khtm/khatm → khatam, mrna → marna, zindagi/jindgi → jindagi).
 * Hindi written either way, and Hinglish however it is spelt, so meet one set of patterns.
 */

const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\b(can)'?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\b(do|does|did|is|are|was|were|could|would|should|have|has|had|need|must)n'?t\b/g, '$1 not'],
  [/\bi'?m\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\bi'd\b/g, 'i would'],
  [/\bi'll\b/g, 'i will'],
  [/\b(it|that|there|what|everything|nothing|life)'s\b/g, '$1 is'],
  [/\b(they|we|you)'re\b/g, '$1 are'],
  [/\bwanna\b/g, 'want to'],
  [/\bgonna\b/g, 'going to'],
  [/\b(u)\b/g, 'you'],
  [/\bkms\b/g, 'kill myself'],
  [/\bmy self\b/g, 'myself'],
];

const base = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    // A letter typed three times or more, as people stretch words ("nooo", "khatammm"), counts once.
    .replace(/(\p{L})\1{2,}/gu, '$1');

export function englishView(text: string): string {
  let view = base(text);
  for (const [pattern, replacement] of CONTRACTIONS) view = view.replace(pattern, replacement);
  return words(view);
}

const words = (text: string) =>
  text
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');

const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'f', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', व: 'v', श: 'sh', ष: 'sh', स: 's', ह: 'h',
};
const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au',
};
const MATRAS: Readonly<Record<string, string>> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au',
};
const HALANT = '्';
const NASALS = new Set(['ं', 'ँ']);

interface Syllable {
  consonant: string;
  /** The vowel sounded after it: '' under a halant, 'a' the inherent vowel, else its matra's. */
  vowel: string;
  inherent: boolean;
}

/**
 * One Devanagari word in Latin letters. The inherent vowel is dropped at the end of a word of more
 * than one letter (न stays na) and
 * between a vowel and a consonant that carries one (VC_CV), as Hindi is spoken: करना → karna,
 * चाहता → chahta, ज़िंदगी → jindagi.
 */
function transliterateWord(word: string): string {
  const units: (Syllable | string)[] = [];
  for (const char of word.normalize('NFD').replace(/\u093C/g, '')) {
    const last = units.at(-1);
    if (CONSONANTS[char]) units.push({ consonant: CONSONANTS[char], vowel: 'a', inherent: true });
    else if (typeof last === 'object' && char === HALANT) Object.assign(last, { vowel: '', inherent: false });
    else if (typeof last === 'object' && last.inherent && MATRAS[char]) Object.assign(last, { vowel: MATRAS[char], inherent: false });
    else if (VOWELS[char]) units.push(VOWELS[char]);
    else if (NASALS.has(char)) units.push('n');
    else if (char === 'ः') units.push('h');
    else if (!/\p{M}/u.test(char)) units.push(char);
  }
  const sounded = (unit: Syllable | string | undefined) => (typeof unit === 'string' ? /[aeiou]/.test(unit) : !!unit?.vowel);
  for (let i = units.length - 1; i >= 0; i--) {
    const unit = units[i]!;
    if (typeof unit !== 'object' || !unit.inherent) continue;
    const next = units[i + 1];
    if ((i > 0 && i === units.length - 1) || (i > 0 && sounded(units[i - 1]) && typeof next === 'object' && next.vowel)) unit.vowel = '';
  }
  return units.map((unit) => (typeof unit === 'string' ? unit : unit.consonant + unit.vowel)).join('');
}

/** Spellings of one word people type, folded to the one the patterns use. */
const VARIANTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    nahi: ['nahin', 'nhi', 'nai', 'nhin', 'nahee', 'nahii', 'nehi', 'nahim'],
    khatam: ['khtm', 'khatm', 'katam', 'khatum', 'ktm', 'khatamm'],
    marna: ['mrna', 'marnaa'],
    marne: ['mrne'],
    jina: ['jena', 'jine'],
    chahta: ['chahti', 'chahte', 'chahata', 'chahati', 'chahtha', 'chahthi', 'chata', 'chahu', 'chahun', 'chaahta', 'chahtaa'],
    chahiye: ['chahie', 'chaiye', 'chahye', 'chahiyee', 'chaahiye', 'chiye'],
    hu: ['hun', 'hoon', 'hoo'],
    hai: ['h', 'he', 'hain', 'hei', 'hy'],
    mujhe: ['mjhe', 'muje', 'mujhko', 'mujhe', 'mje', 'mujhey'],
    main: ['mai', 'mein', 'me', 'mei', 'mn'],
    jindagi: ['jindgi', 'jndgi', 'jindagee', 'jndagi', 'jingdagi'],
    khudkushi: ['khudkhushi', 'khudkusi', 'khudkhusi', 'kudkushi', 'khudkashi'],
    atmahatya: ['atmhatya', 'atamhatya', 'atmahtya', 'atmahattya'],
    kar: ['kr'],
    karna: ['krna', 'karni', 'krni'],
    karne: ['krne'],
    karu: ['karun', 'kru', 'krun', 'karoon'],
    du: ['dun', 'dunga', 'dungi', 'dena', 'deni', 'doon'],
    lu: ['lun', 'lunga', 'lungi', 'lena', 'leni', 'loon'],
    jau: ['jaun', 'jaon', 'jaoon', 'jaunga', 'jaungi', 'jaoonga'],
    sakta: ['sakti', 'sakte', 'skta', 'skti', 'sakata'],
    raha: ['rha', 'rahi', 'rhi', 'rahe', 'rhe'],
    gaya: ['gya', 'gayi', 'gyi', 'gai', 'gaye', 'gye'],
    man: ['mann', 'mun'],
    vajah: ['vaja', 'vajh', 'vajha'],
    ab: ['abb'],
    sab: ['sabb'],
    bina: ['bin'],
    liye: ['lie', 'liey', 'lye'],
    rahna: ['rehna', 'rehena'],
    khayal: ['khyal', 'kayal', 'khyaal', 'kheyal'],
  }).flatMap(([folded, spellings]) => spellings.map((spelling) => [spelling, folded])),
);

/** The sound of a Latin word, spelt one way: z is j, w is v, long vowels and doubled letters single. */
function foldWord(word: string): string {
  const sound = word
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/ph/g, 'f')
    .replace(/chch|chh/g, 'ch')
    .replace(/q/g, 'k')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/(\p{L})\1/gu, '$1');
  return VARIANTS[sound] ?? sound;
}

export function hindiView(text: string): string {
  return words(base(text))
    .split(' ')
    .map((word) => foldWord(/[\u0900-\u097F]/.test(word) ? transliterateWord(word) : word))
    .join(' ');
}
