/**
 * The care answer, in the member's language, as safe-messaging guidance asks (Samaritans, WHO):
 * warm and short, the help lines first and easy to act on, nothing about means or methods, and an
 * invitation to reach a person. The lines are the deployment's (CARE_LINES, config.ts).
 */
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';
import type { Care, HelpLine } from '#shared/types/care.ts';
import { CARE_LINES } from '../config.ts';

const OR: Readonly<Record<GuideLanguage, string>> = { english: ' or ', hindi: ' या ', hinglish: ' ya ' };

const linesIn = (language: GuideLanguage, lines: readonly HelpLine[]) =>
  lines.map((line) => `${line.name} ${line.numbers.join(OR[language])}`).join(OR[language]);

export function careAnswer(language: GuideLanguage, { helplines, emergencyNumber } = CARE_LINES): string {
  const lines = linesIn(language, helplines);
  switch (language) {
    case 'english':
      return (
        `Please call ${lines} now: someone there will listen. ` +
        `If you are in danger right now, call ${emergencyNumber} or go to the nearest hospital. ` +
        'In any other country, findahelpline.com lists free, confidential lines. ' +
        'I am so glad you told me. You do not have to carry this alone, and you matter. If you can, tell one person you trust how you feel today.'
      );
    case 'hindi':
      return (
        `कृपया अभी ${lines} पर फ़ोन कीजिए: वहाँ कोई आपकी बात सुनेगा। ` +
        `अगर आप अभी ख़तरे में हैं, तो ${emergencyNumber} पर फ़ोन कीजिए या निकटतम अस्पताल जाइए। ` +
        'किसी और देश में, findahelpline.com पर वहाँ की निःशुल्क और गोपनीय हेल्पलाइन मिलती हैं। ' +
        'मुझे सच में अच्छा लगा कि आपने मुझे बताया। आपको यह बोझ अकेले नहीं उठाना है, और आप मायने रखते हैं। हो सके तो आज किसी एक भरोसेमंद व्यक्ति को बताइए कि आप कैसा महसूस कर रहे हैं।'
      );
    case 'hinglish':
      return (
        `Please abhi ${lines} par call kijiye: wahan koi aapki baat sunega. ` +
        `Agar aap abhi khatre mein hain, toh ${emergencyNumber} par call kijiye ya nazdeeki hospital jaaiye. ` +
        'Kisi aur desh mein, findahelpline.com par wahan ki free aur confidential helplines milti hain. ' +
        'Mujhe sach mein achha laga ki aapne mujhe bataaya. Aapko yeh bojh akele nahi uthana hai, aur aap maayne rakhte hain. Ho sake toh aaj kisi ek bharosemand insaan ko bataaiye ki aap kaisa mehsoos kar rahe hain.'
      );
  }
}

/** What the writer's browser is given to show the card: the same lines and answer, in their language. */
export const careFor = (language: GuideLanguage, lines = CARE_LINES): Care => ({
  language,
  helplines: lines.helplines.map((line) => ({ name: line.name, numbers: [...line.numbers] })),
  emergencyNumber: lines.emergencyNumber,
  message: careAnswer(language, lines),
});
