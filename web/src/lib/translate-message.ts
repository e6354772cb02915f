/**
 * Messages that travel in English (the shared schemas' validation messages, the server's
 * `message`) shown in the interface's language. They stay English on the wire, where the tests and
 * other clients read them; lib/wire/messages is keyed by that English. A message that carries a number
 * ("… try again in 12 minutes.") meets a key with a placeholder ("… in {count} minutes."), which
 * hands the number to the translation. A message the catalogue does not know is shown as it came.
 */
import { useT, type Values } from './i18n.tsx';
import english from './wire/messages/en.json';
import { wireMessages } from './wire/messages/index.ts';

type Key = keyof typeof english;
type Say = (key: Key, values?: Values) => string;

const isKey = (message: string): message is Key => Object.hasOwn(english, message);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each key with placeholders as a pattern of the message it stands for, and the names of what it captures. */
const PATTERNS = (Object.keys(english) as Key[])
  .filter((key) => key.includes('{'))
  .map((key) => {
    const names: string[] = [];
    const source = escape(key).replace(/\\\{(\w+)\\\}/g, (_, name: string) => {
      names.push(name);
      return '(.+?)';
    });
    return { key, names, pattern: new RegExp(`^${source}$`) };
  });

function translateWith(say: Say, message: string): string {
  if (isKey(message)) return say(message);
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    // Numbers stay numbers, so a translation's plural rules can count them.
    const values = Object.fromEntries(names.map((name, index) => [name, /^\d+$/.test(match[index + 1]!) ? Number(match[index + 1]) : match[index + 1]!]));
    return say(key, values);
  }
  return message;
}

/** The message in the interface's language (outside a component: a toast raised after a call). */
export const translateMessage = (message: string): string => translateWith((key, values) => wireMessages.say(key, values), message);

/** The same in a component, which re-renders when the language changes. */
export function useTranslateMessage(): (message: string) => string {
  const t = useT(wireMessages);
  return (message) => translateWith(t, message);
}
