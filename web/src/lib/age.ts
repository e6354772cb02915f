// Made when first used, as lib/format.ts's formatters are: the first costs a slow phone tens of milliseconds.
let relative: Intl.RelativeTimeFormat | undefined;

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "5 min. ago", "yesterday": how old something is (a notification, a conversation's last message), in the browser's own language. */
export function formatAge(iso: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  let amount = (then - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) {
      relative ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto', style: 'short' });
      return relative.format(Math.round(amount), unit);
    }
    amount /= size;
  }
  return '';
}
