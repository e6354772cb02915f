/** Dates as people read them, in the browser's own language. Invalid input shows nothing rather than "Invalid Date". */
const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const monthYearFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function format(formatter: Intl.DateTimeFormat, iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
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
