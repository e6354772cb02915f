/** Dates as people read them, in the interface's language (lib/i18n.tsx formatLocale). Invalid input shows nothing rather than "Invalid Date". */
import { formatLocale } from './i18n.tsx';

/**
 * Each formatter is made when first used: the first costs the browser tens of milliseconds on a
 * slow phone (its locale data loads), so none is made at start-up and a screen pays only for its
 * own; a new one when the language changes.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let made: { locale: string; formatter: Intl.DateTimeFormat } | undefined;
  return (date) => {
    const locale = formatLocale();
    if (made?.locale !== locale) made = { locale, formatter: new Intl.DateTimeFormat(locale, options) };
    return made.formatter.format(date);
  };
}

const dateFormat = lazyFormat({ year: 'numeric', month: 'short', day: 'numeric' });
const monthYearFormat = lazyFormat({ year: 'numeric', month: 'long' });
const dateTimeFormat = lazyFormat({ dateStyle: 'medium', timeStyle: 'short' });

function format(formatDate: (date: Date) => string, iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date);
}

/** "Mar 3, 2025" */
export const formatDate = (iso: string | null | undefined) => format(dateFormat, iso);
/** "March 2025" */
export const formatMonthYear = (iso: string | null | undefined) => format(monthYearFormat, iso);
/** "Mar 3, 2025, 4:05 PM" */
export const formatDateTime = (iso: string | null | undefined) => format(dateTimeFormat, iso);

/** m:ss, for recordings (at most 300 s). */
export function formatDuration(seconds: number | null | undefined): string {
  const total = Math.max(0, Math.round(seconds ?? 0));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
