/**
 * A question that signals crisis or self-harm is answered here, with care and with where to find
 * help, whatever the provider and without sending it to one: such a moment needs a person, and a
 * model's words are no substitute.
 */
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';

/** English, Hindi (Devanagari) and Hinglish phrasings; matched on the lower-cased question. */
const CRISIS_SIGNS: readonly RegExp[] = [
  /\bsuicid/,
  /\bkill(ing)? myself\b/,
  /\bend (it all|my life)\b/,
  /\b(want|wanna|going) to die\b/,
  /\bself[- ]?harm/,
  /\b(hurt|cut|harm)(ing)? myself\b/,
  /\bno (reason|point) (to|in) (live|living)\b/,
  /\bdon'?t want to (live|be alive)\b/,
  /आत्महत्या/,
  /ख़ुदकुशी|खुदकुशी/,
  /मर(ना)? जा(ना|ऊँ|ऊं)/,
  /मरना चाह/,
  /जान दे/,
  /जीना नहीं चाह/,
  /\b(aatm|atm)ahatya/,
  /\bkhudkushi/,
  /\bmarna chaht[aei]/,
  /\bmar jaa?(na|un|oon)\b/,
  /\bjaan de (dun|doon|du)\b/,
  /\bjeena nahi chaht[aei]/,
];

export const signalsCrisis = (question: string): boolean => {
  const text = question.toLowerCase();
  return CRISIS_SIGNS.some((sign) => sign.test(text));
};

export const CRISIS_ANSWERS: Readonly<Record<GuideLanguage, string>> = {
  english:
    'I am really glad you told me this, and I am sorry you are carrying so much right now. You do not have to face it alone. ' +
    'Please reach out to someone who can be with you today: in India, Tele-MANAS is free and open day and night at 14416 (or 1-800-891-4416). ' +
    'Anywhere in the world, findahelpline.com lists free, confidential helplines in your country. ' +
    'If you are in immediate danger, please call your local emergency number (112 in India) or go to the nearest hospital. ' +
    'If you can, tell one person you trust how you are feeling. Your life matters, and this moment, however heavy, can change.',
  hindi:
    'मुझे सच में अच्छा लगा कि आपने यह बताया, और मुझे दुख है कि आप अभी इतना बोझ उठा रहे हैं। आपको इसका सामना अकेले नहीं करना है। ' +
    'कृपया आज ही किसी ऐसे व्यक्ति से संपर्क कीजिए जो आपके साथ हो सके: भारत में टेली-मानस (Tele-MANAS) निःशुल्क है और दिन-रात 14416 (या 1-800-891-4416) पर उपलब्ध है। ' +
    'दुनिया में कहीं भी, findahelpline.com पर आपके देश की निःशुल्क और गोपनीय हेल्पलाइन मिलती हैं। ' +
    'यदि आप तुरंत ख़तरे में हैं, तो कृपया आपातकालीन नंबर (भारत में 112) पर कॉल कीजिए या निकटतम अस्पताल जाइए। ' +
    'हो सके तो किसी एक भरोसेमंद व्यक्ति को बताइए कि आप कैसा महसूस कर रहे हैं। आपका जीवन मायने रखता है, और यह पल, चाहे कितना भी भारी हो, बदल सकता है।',
  hinglish:
    'Mujhe sach mein achha laga ki aapne yeh bataaya, aur mujhe dukh hai ki aap abhi itna bojh utha rahe hain. Aapko iska saamna akele nahi karna hai. ' +
    'Please aaj hi kisi aise insaan se baat kijiye jo aapke saath ho sake: India mein Tele-MANAS free hai aur din-raat 14416 (ya 1-800-891-4416) par available hai. ' +
    'Duniya mein kahin bhi, findahelpline.com par aapke desh ki free aur confidential helplines milti hain. ' +
    'Agar aap turant khatre mein hain, toh please emergency number (India mein 112) par call kijiye ya nazdeeki hospital jaaiye. ' +
    'Ho sake toh kisi ek bharosemand insaan ko bataaiye ki aap kaisa mehsoos kar rahe hain. Aapki zindagi maayne rakhti hai, aur yeh pal, chahe kitna bhi bhaari ho, badal sakta hai.',
};
