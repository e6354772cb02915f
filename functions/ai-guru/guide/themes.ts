/** The themes a text touches, by the simple keyword method: the offline guide's choice and a stored exchange's topics. */
import { THEMES, type Theme } from './passages.ts';

export const themesOf = (text: string): Theme[] => {
  const lower = text.toLowerCase();
  return THEMES.filter((theme) => theme.keywords.some((keyword) => lower.includes(keyword)));
};

/** At least one topic, so that every history item has something to show. */
export const topicsOf = (text: string): string[] => {
  const names = themesOf(text).map((theme) => theme.name);
  return names.length ? names : ['reflection'];
};
