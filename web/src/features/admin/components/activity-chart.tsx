import { useId } from 'react';
import type { AdminDailyCount } from '#shared/types/admin.ts';

/** The chart's days are UTC days (the server counts them so): shown as such, whatever the browser's zone. */
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const SERIES = [
  { key: 'signups', label: 'Sign-ups', bar: 'fill-primary', swatch: 'bg-primary' },
  { key: 'posts', label: 'Posts', bar: 'fill-warmth', swatch: 'bg-warmth' },
] as const;

/** Each day is a slot of this many units of the drawing's width; its two bars share it. */
const SLOT = 10;
const BAR = 3.5;
const HEIGHT = 100;

function busiest(daily: AdminDailyCount[], key: 'signups' | 'posts') {
  return daily.reduce((best, day) => (day[key] > best[key] ? day : best), daily[0]!);
}

/** The spoken summary of the drawing: totals and each series' busiest day. */
function summary(daily: AdminDailyCount[]): string {
  const parts = SERIES.map(({ key, label }) => {
    const total = daily.reduce((sum, day) => sum + day[key], 0);
    const top = busiest(daily, key);
    return total ? `${label}: ${total} in all, most on ${formatDay(top.day)} (${top[key]})` : `${label}: none`;
  });
  return `Sign-ups and posts per day over the last ${daily.length} days. ${parts.join('. ')}.`;
}

/**
 * Sign-ups and posts per UTC day over the stats window (beyond the spec: issue 12). Bars drawn in
 * the theme's colours, so light and dark follow; the drawing is one image with a spoken summary,
 * and the numbers behind it are a table anyone can open.
 */
export function ActivityChart({ daily }: { daily: AdminDailyCount[] }) {
  const id = useId();
  if (!daily.length) return null;
  const max = Math.max(1, ...daily.flatMap((day) => [day.signups, day.posts]));
  const height = (n: number) => (n / max) * HEIGHT;
  return (
    <figure aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-3 rounded-2xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-title`} className="font-semibold">
          Sign-ups and posts, last {daily.length} days
        </h2>
        <ul className="flex gap-4 text-sm text-muted-foreground" aria-label="Legend">
          {SERIES.map(({ key, label, swatch }) => (
            <li key={key} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`size-3 rounded-sm ${swatch}`} />
              {label}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex gap-2">
        <div aria-hidden="true" className="flex h-32 flex-col justify-between text-right text-xs text-muted-foreground tabular-nums">
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={summary(daily)}
          viewBox={`0 0 ${daily.length * SLOT} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 w-0 min-w-0 flex-1 overflow-visible"
        >
          <line x1={0} x2={daily.length * SLOT} y1={0} y2={0} className="stroke-border" vectorEffect="non-scaling-stroke" strokeDasharray="3 3" />
          <line x1={0} x2={daily.length * SLOT} y1={HEIGHT} y2={HEIGHT} className="stroke-border" vectorEffect="non-scaling-stroke" />
          {daily.map((day, i) =>
            SERIES.map(({ key, bar }, s) => (
              <rect
                key={`${day.day}-${key}`}
                x={i * SLOT + 1.5 + s * BAR}
                y={HEIGHT - height(day[key])}
                width={BAR}
                height={height(day[key])}
                className={bar}
              />
            )),
          )}
        </svg>
      </div>
      <div aria-hidden="true" className="ml-8 flex justify-between text-xs text-muted-foreground">
        <span>{formatDay(daily[0]!.day)}</span>
        <span>{formatDay(daily.at(-1)!.day)}</span>
      </div>
      <details className="text-sm">
        <summary className="w-fit cursor-pointer rounded-md py-1 text-primary underline-offset-4 hover:underline">Show the numbers</summary>
        <div className="mt-3">
          <table className="w-full max-w-md text-left tabular-nums">
            <caption className="sr-only">Sign-ups and posts per day (UTC)</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1 pr-4 font-medium">Day</th>
                {SERIES.map(({ key, label }) => (
                  <th key={key} scope="col" className="py-1 pr-4 font-medium">{label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {daily.map((day) => (
                <tr key={day.day} className="border-b border-border/60">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    <time dateTime={day.day}>{formatDay(day.day)}</time>
                  </th>
                  {SERIES.map(({ key }) => (
                    <td key={key} className="py-1 pr-4">{day[key]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
