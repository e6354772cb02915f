/**
 * Auto-moderation's offline checks (issue 31 §3): what can be judged of a post's words without a
 * model. Each answers a reason an admin reads in the Reports tab, or null. They only ever flag a
 * post for a person to look at; nothing is hidden or deleted on their word. The harassment list is
 * measured against a corpus (content-checks.unit.test.ts, docs/benchmarks.md): abuse aimed at someone,
 * in English, Hinglish and Hindi, and not the death and ending language of a spiritual community.
 */

/** Lower case, accents and zero-width marks gone, letters held for emphasis ("stupiddd") back to one. */
export function normalizedText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u200b-\u200d\ufeff]/g, '')
    .toLowerCase()
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** Links of any spelling: with a scheme, with www., or a bare domain with a path. */
const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|in|io|co|xyz|info|biz|ru|top|link|click|shop)\/\S*/gi;
/** More links than this in one post is a flood: a member sharing a talk and its notes uses two or three. */
export const LINK_FLOOD = 4;

export function linkFlood(text: string): string | null {
  const links = text.match(LINK)?.length ?? 0;
  return links >= LINK_FLOOD ? `Many links: ${links} in one post` : null;
}

/** The same words by one author this many times within REPEAT_WINDOW_MS is spam. */
export const REPEATS_TO_FLAG = 3;
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Shorter texts ("Thank you 🙏", "Jai Shri Krishna") are said again and again by everyone. */
export const REPEAT_MIN_CHARS = 20;

/** Whether two texts are the same words (case, spacing and punctuation aside). */
export const sameWords = (a: string, b: string) => normalizedText(a) === normalizedText(b);

/**
 * Abuse aimed at a person. Whole words and phrases only; words this community uses of the self and
 * the ego ("kill the ego", "die to the self", "ending", "death") are never on it, nor mild words
 * friends use in play ("pagal", "bewakoof").
 */
const HARASSMENT = [
  // English: insults aimed at "you", slurs, telling someone to die or leave.
  String.raw`\b(?:you|u|ur|you re|youre|your)\s+(?:are\s+|r\s+)?(?:such\s+|so\s+)?(?:an?\s+)?(?:stupid\s+|pathetic\s+|worthless\s+|fucking\s+)?(?:idiot|moron|loser|retard|scum|garbage|pathetic|worthless|disgusting|freak|bastard|waste of space|piece of shit|parasite)s?\b`,
  // Nouns that are verbs too ("you clown around") only with "are" or an article: "you are trash", "such a clown".
  String.raw`\b(?:you|u|ur|your|you re|youre)\s+(?:(?:are|r|re)\s+(?:such\s+|so\s+)?(?:an?\s+)?|(?:such\s+|so\s+)?an?\s+)(?:clown|joke|trash)\b`,
  String.raw`\b(?:kill|hang)\s+your\s*self\b`,
  String.raw`\bkys\b`,
  // Only told to another: "I should just die" is a person in crisis (care, never a flag).
  String.raw`\bgo\s+(?:and\s+)?die\b`,
  String.raw`\byou\s+should\s+(?:just\s+)?die\b`,
  String.raw`\bnobody\s+(?:wants|likes|cares about)\s+you\b`,
  String.raw`\b(?:shut\s+(?:the\s+fuck\s+)?up|stfu)\b`,
  String.raw`\bf+u+c*k+\s*(?:you|u|off)\b`,
  String.raw`\b(?:bitch|asshole|arsehole|dumbass|dickhead|motherfucker|cunt|slut|whore|retard)s?\b`,
  String.raw`\bpiece of shit\b`,
  // Not "get lost in the music".
  String.raw`\bget lost\b(?!\s+in\b)`,
  // Hinglish as typed: the common abuse and its spellings, and threats.
  String.raw`\b(?:chu+t(?:i|iy|y)(?:a|e|ya|ye|yon)|madar\s*cho+d|maa?da?rc?ho+d|bh?(?:e|a)h?e?n\s*cho+d|bhen\s*ke\s*lo+de?|bho?sdi?(?:ke|ka|wale)|haram(?:i|khor|zade?)|kami(?:na|ne|ni)|kameen(?:a|e|i)|gandu|randi|kutt?iya|kutte\s+ki\s+(?:aulaad|aulad)|ullu\s+ka\s+pat?tha|teri\s+maa?\s+ki)\b`,
  String.raw`\b(?:ja|jaa|jao)\s+mar\s*(?:ja|jaa|jao)?\b`,
  String.raw`\b(?:tujhe|tumhe|tereko)\s+(?:maar|mar)\s*(?:dunga|dungi|daalunga|dalunga)\b`,
  String.raw`\b(?:nikal|nikl)\s+(?:ja\s+|jaa\s+)?(?:yahan|yaha)\s+se\b`,
  String.raw`\bbakwas\s+band\s+kar\b`,
  // Hindi in Devanagari.
  String.raw`(?:चुतिया|चूतिया|मादरचोद|बहनचोद|भेनचोद|भोसडी|हरामी|हरामज़ादे|हरामजादे|कमीना|कमीने|रंडी|कुत्ते की औलाद|तेरी माँ की|जा मर जा|तुझे मार दूंगा|तुझे मार दूँगा)`,
].map((pattern) => new RegExp(pattern, 'u'));

export function harassmentWords(text: string): string | null {
  const words = normalizedText(text);
  // Devanagari is matched on the text as written: normalising takes its vowel signs apart.
  return HARASSMENT.some((pattern) => pattern.test(words) || pattern.test(text)) ? 'Harassment: words aimed at a person' : null;
}
