/**
 * The offline crisis recogniser: does a member's text signal crisis or self-harm? It needs no
 * provider, so it is always on; where a moderation model is configured (moderation.ts) either one
 * is enough (care.ts).
 *
 * Not a list of sentences but concepts near each other, on the text as crisis-text.ts reads it:
 * a self (I, me, main, mujhe, khud…), a wish or intent (want, going to, chahta, man…) and a death,
 * an ending or a harm (die, end my life, marna, khatam…), within a few words; and the indirect
 * ways people say it (better off without me, no reason to wake up, mere bina sab khush). Before
 * that, the metaphors a spiritual community lives by are taken out of the text (dying to the self,
 * ego death, killing time, I would die for a chai, ahankar ko marna), so that they neither fire
 * nor hide a real signal elsewhere in the same text. Measured on the corpus in care-corpus/
 * (docs/benchmarks.md, `npm run bench:care`).
 */
import { englishView, hindiView } from './crisis-text.ts';

/** Up to `n` words of anything between two concepts. */
const gap = (n: number) => `(?: \\S+){0,${n}}`;
const any = (...alternatives: string[]) => `(?:${alternatives.join('|')})`;

const SELF = any('i', 'me', 'my', 'myself', 'i am');
const WISH = any('want', 'wanted', 'wants', 'wish', 'wishing', 'going', 'ready', 'planning', 'plan', 'trying', 'decided', 'deciding', 'need', 'about', 'thinking of', 'thinking about', 'tempted', 'like');
const DIE = any('die', 'dying', 'be dead', 'not exist', 'not be here', 'not be alive', 'not wake up', 'end it', 'end it all', 'end things', 'end everything', 'end my life', 'end myself', 'end this life', 'kill myself', 'take my life', 'take my own life', 'disappear forever', 'disappear for good', 'sleep forever', 'stop existing', 'stop living', 'stop breathing', 'unalive myself', 'hurt myself', 'harm myself');
const LIVE = any('live', 'living', 'be alive', 'stay alive', 'exist', 'existing', 'be here', 'wake up', 'waking up', 'go on', 'going on', 'keep going', 'carry on', 'continue', 'be around', 'see tomorrow', 'breathe');

/** Metaphors and figures of speech taken out before the patterns are tried. */
const ENGLISH_METAPHORS: readonly RegExp[] = [
  new RegExp(`\\bdy(?:e|ing) to ${any('know', 'see', 'hear', 'try', 'meet', 'read', 'get', 'go', 'eat', 'tell', 'share', 'ask', 'find', 'learn', 'visit', 'taste', 'start', 'hug', 'watch', 'sing', 'be')}\\b`, 'g'),
  new RegExp(`\\b(?:die|dies|died|dying|death|end|ending|ended|kill|killing|killed) (?:to|of|off)? ?(?:the |my |our |your |a |this )?${any('self', 'ego', 'egos', 'old', 'false', 'small', 'selfish', 'separate', 'desire', 'desires', 'attachment', 'attachments', 'craving', 'cravings', 'pride', 'personality', 'habit', 'habits', 'mind', 'i', 'me')}\\b`, 'g'),
  /\b(?:ego|self|ego s) death\b/g,
  /\b(?:we|you|they|everyone|everybody|all|all of us|one|people|humans|everything) (?:are |is |will )?(?:all )?(?:going to |will |must |have to )?(?:die|dies)\b/g,
  /\bdie before (?:you|i|we|one) die\b/g,
  /\b(?:would|could|will|shall) (?:literally |happily |gladly )?die for\b/g,
  /\bdie for (?:a|some|good|hot|one|that|this|his|her)\b/g,
  /\b(?:die|died|dying|dead) (?:laughing|of (?:laughter|embarrassment|boredom|cuteness|shame|hunger|heat|cold|curiosity))\b/g,
  /\b(?:bored|scared|worried|tired|sick|loved|frightened|freezing|starving) to death\b/g,
  /\bkill(?:ing|ed)? (?:time|the mood|the vibe|it|the lights)\b/g,
  /\b(?:is|was|are|were|it is) killing (?:me|us)\b/g,
];

const ENGLISH_SIGNS: readonly RegExp[] = [
  /\bsui?ci[dt]|\bsucide|\bsuiside|\bself ?harm|\bunalive\b|\bend my life\b|\bkill(?:ing|ed)? myself\b/,
  /\b(?:hurt|hurting|cut|cutting|harm|harming|burn|burning|starve|starving|punish|punishing)(?:ed)? myself\b(?! (?:while|shaving|cooking|on|by accident|accidentally|in the kitchen))/,
  new RegExp(`\\b${WISH}${gap(1)} to (?:just )?${DIE}\\b`),
  new RegExp(`\\b${SELF} ${any('should', 'could', 'might', 'may', 'will', 'shall')} (?:just )?${any('die', 'end it', 'end it all', 'kill myself', 'disappear forever', 'not wake up', 'end my life')}\\b`),
  new RegExp(`\\b(?:end|ending|ended|ends|take|taking|took|finish|finishing)${gap(1)} ${any('my life', 'my own life', 'it all', 'my existence', 'myself', 'my self', 'everything tonight', 'it tonight', 'my suffering for good')}\\b`),
  new RegExp(`\\b${any('do not', 'does not', 'did not', 'no longer', 'not', 'never', 'nobody')} ${any('want', 'wish', 'feel like', 'care', 'need', 'see a reason', 'see the point')} (?:to )?${LIVE}\\b`),
  new RegExp(`\\b${any('nothing to', 'no will to', 'no wish to', 'no desire to', 'no longer', 'not want to')} ${LIVE}\\b`),
  new RegExp(`\\b(?:can not|could not|will not|unable to) ${any('go on', 'keep going', 'carry on', 'live', 'continue living', 'keep living', 'live like this', 'do this any ?more', 'take it any ?more', 'bear it any ?more', 'keep doing this', 'stay alive')}(?= (?:any ?more|like this|living|with (?:life|this life|living)|yaar|please|i|and|but|any longer)\\b|$)`),
  new RegExp(`\\bno ${any('reason', 'point', 'purpose', 'meaning', 'use')}${gap(2)} (?:to|in|of) ${LIVE}\\b`),
  new RegExp(`\\b(?:do not|can not|could not|no longer|never) (?:see|find) (?:the|a|any) ${any('reason', 'point', 'purpose', 'meaning')} (?:of|in|to|for) (?:me to )?${LIVE}\\b`),
  new RegExp(`\\b(?:feel like|thinking about|thinking of|considering|close to) ending ${any('it', 'it all', 'everything', 'things', 'my life')}\\b(?! with)`),
  /\b(?:stockpil\w*|sav\w* up|collect\w*|hoard\w*) (?:my |sleeping |these |the )?(?:pills|tablets)\b/,
  /\bbetter off (?:without me|if i (?:was|were|am|had) (?:dead|gone|not here|never born|not around))\b/,
  new RegExp(`\\b(?:would not|will not|nobody would|no one would|none would|who would)${gap(2)} (?:miss|notice|care)${gap(3)} (?:if|when) i (?:die|died|was gone|were gone|am gone|disappear|disappeared|was dead|were dead|am dead)\\b`),
  /\bwish i (?:was|were|had|could|would) (?:just )?(?:dead|die|never been born|not born|not alive|not here|gone|not wake up|disappear)\b/,
  new RegExp(`\\b${any('life', 'living', 'my life')} (?:is|feels|seems) (?:not|no longer|never) worth(?: living| it)\\b|\\bnot worth living\\b`),
  /\b(?:tired|sick|done|exhausted) (?:of|with) (?:living|being alive|life|existing|everything and everyone|breathing)\b/,
  /\b(?:hope|hoping|pray|praying|wish) (?:that )?i (?:do not|never|will not) wake up\b|\bgo to sleep and (?:never|not) wake up\b/,
  /\b(?:disappear|vanish|sleep|go away|be gone)(?: forever| for good| permanently| and never (?:come back|wake up|return))\b/,
  /\b(?:overdose|od on|hang myself|hanging myself|slit my|cut my wrists|jump off|jumping off|jump in front|under a train|pills to end)\b/,
  /\b(?:this is|consider this) my (?:goodbye|last message|final message|suicide note)\b|\bwriting (?:my|a) (?:goodbye|suicide) (?:note|letter)\b/,
  new RegExp(`\\b(?:everyone|everybody|they|my family|the world|people) ${any('would be', 'will be', 'are', 'is')} (?:so much |much )?(?:happier|better|better off|fine|free|relieved) (?:without me|when i am gone|if i die|if i died|if i (?:am|was|were) (?:gone|dead|not here|not around))\\b`),
  /\b(?:can not|how (?:much )?long(?:er)? (?:i can|can i)) (?:keep |go on )?(?:living|live|going on|go on|holding on|hold on)(?: like this| anymore| any more)\b/,
  /\bi am a burden\b(?! to myself)|\bburden (?:on|to) (?:everyone|everybody|my family|them|all)\b/,
];

/** Hindi figures of speech (on the folded view): dying of laughter or heat, the ego's death, giving one's life for a chai. */
const HINDI_METAPHORS: readonly RegExp[] = [
  /\b(?:hasi|hansi|has|bhukh|bhuk|garmi|thand|bor|boriyat|sharam|intjar|intejar|khushi|dar) (?:se|ke mare|ke mar) mar\S*/g,
  /(?<!\bjina (?:ki|ka) )\b(?:ahankar|ahamkar|ego|moh|maya|man ki|icha|ichha|ichhaon|iksha|vasna|vasnaon|lalach|krodh|gusa|aham|purana main|purane main|atit|aadat|adat|adaten)(?: \S+){0,2} (?:ko |ka |ki )?(?:mar|marna|marne|khatam|mitana|mita|tyag)\S*/g,
  /\b\S+ ke liye (?:apni )?jan (?:bhi )?(?:de|du|hajir|haajir|chidak)\S*/g,
  /\b(?:mar|marne) (?:ke|se) (?:dar|bad|bare me|bare main|bare mein|baad|pehle|pahle|samay|vakt)\b/g,
  /\b(?:time|samay|vakt) (?:pas|pass|barbad|khatam)\b/g,
];

const HINDI_SIGNS: readonly RegExp[] = [
  /\b(?:khudkushi|atmahatya|atmaghat|suicide)\b/,
  new RegExp(`\\b(?:marna|marne|mar)${gap(2)} ${any('chahta', 'chahiye', 'ka man', 'ka dil', 'ki ichha', 'ki icha', 'ka khayal', 'ke khayal', 'ki soch', 'ke vichar', 'ka vichar', 'jau', 'jana hai', 'jana chahta', 'hi behtar', 'behtar', 'acha', 'achha', 'thik')}\\b`),
  /\b(?:mar|marna|marne) (?:jau|jana|jaunga|jaungi)\b(?! (?:ga|gi) (?:agar|jab))/,
  new RegExp(`\\b(?:jina|jinda rehna|jinda rahna|jinda|rehna|jite rehna)${gap(3)} (?:nahi|na) ${any('hai', 'chahta', 'raha', 'rahna', 'ab', 'sakta', 'hota', 'chahiye')}\\b`),
  /\b(?:nahi|na) (?:\S+ ){0,1}(?:jina|jinda rahna|rahna is duniya)\b/,
  new RegExp(`\\bjina ${any('ka', 'ki', 'ke')} (?:koi |ab |bhi )*${any('man', 'dil', 'ichha', 'icha', 'matlab', 'vajah', 'maksad', 'karan', 'reason', 'umid', 'ummid', 'himmat', 'point', 'fayda', 'faida')}${gap(2)} (?:nahi|na|khatam)\\b`),
  new RegExp(`\\b${any('khud', 'khud ko', 'apne aap', 'apne ap', 'apne ko', 'apni jindagi', 'apni life', 'apna jivan', 'apni jan', 'jindagi', 'apna', 'sab kuch', 'sab')}${gap(2)} ${any('khatam', 'khatm', 'mita')} ${any('kar', 'karna', 'karne', 'karu', 'kar du', 'kar lu', 'kar hi', 'ho jana', 'hona chahiye', 'ho jau')}\\b`),
  // The same with the self after the verb, as speech often puts it ("khatam kar dena chahta hu khud ko").
  new RegExp(`\\b${any('khatam', 'khatm', 'mita')} ${any('kar', 'karna', 'karne', 'kar dena', 'kar du', 'kar lu')}${gap(3)} ${any('khud ko', 'apne aap ko', 'apne ap ko', 'apne ko')}\\b`),
  /\b(?:apni )?jan (?:de|le) (?:du|lu|deni|leni|dena|lena|chahta|sakta)\b/,
  /\bmujhe (?:bas |ab |to |sirf |ab bas )?(?:marna|mar jana) (?:hai|h)\b/,
  /\bmere (?:bina|jane ke bad|jane ke baad|marne ke bad|marne ke baad|na hone se)(?: \S+){0,3} (?:khush|behtar|sukhi|acha|achha|thik|aram|chain)\b/,
  /\b(?:kabhi|phir kabhi|fir kabhi|dobara)(?: \S+){0,2} (?:na|nahi) (?:uthu|uthun|uthna|jagu|jagun|jagna|utha)\b/,
  /\b(?:hamesha|humesha|sada) ke liye (?:gayab|so jau|so jana|chala jau|chali jau|chala jana|chali jana|mit|khatam|chup)\b/,
  /\b(?:ab )?(?:aur )?nahi (?:seh|sah|sh|jhel|ji|jiya) (?:sakta|pa raha|paunga|ja raha|jata)\b/,
  /\bbojh (?:hu|ban gaya|ban chuka|bana hua|bani hui)\b|\b(?:par|pe|pr) bojh\b/,
  /\b(?:jiya|jia) (?:nahi|na) (?:jata|ja raha|jaega|jayega)\b/,
  /\bkash (?:main|mujhe|ki main)?(?: \S+){0,2} (?:paida|janm|janam)(?: \S+){0,2} (?:na|nahi)\b|\bkash main (?:mar|mar jau|mar gaya|na hota)\b/,
  /\b(?:nas|kalai|kalaai) kat\S*|\b(?:fansi|fasi|phansi|phasi) (?:laga|lagana|lagane|lga)\S*|\b(?:jahar|jehar|jeher|jahr) (?:kha|pi)\S*|\bnind ki goli/,
];

const withoutMetaphors = (view: string, metaphors: readonly RegExp[]) => metaphors.reduce((text, metaphor) => text.replace(metaphor, ' # '), view);

export function signalsCrisis(text: string): boolean {
  const english = withoutMetaphors(englishView(text), ENGLISH_METAPHORS);
  if (ENGLISH_SIGNS.some((sign) => sign.test(english))) return true;
  const hindi = withoutMetaphors(hindiView(text), HINDI_METAPHORS);
  return HINDI_SIGNS.some((sign) => sign.test(hindi));
}
