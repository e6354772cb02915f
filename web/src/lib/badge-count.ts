/** The spec's badge caps: 9+ on the collapsed sidebar and the bells, 99+ on the expanded sidebar and the drawer. */
export type BadgeCap = 9 | 99;

/** What a count badge shows, or null when it should be hidden (nothing to count). */
export function formatBadgeCount(count: number | undefined, cap: BadgeCap): string | null {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
