/**
 * The computed feed sorts, as pure functions over a bounded set of candidates (the newest posts).
 * docs/decisions.md defines each sort in words.
 */
import { FEED } from '#shared/limits.ts';

export interface Rankable {
  id: string;
  createdAt: string;
  impact: number;
}

const HOUR_MS = 3_600_000;
const ageHours = (item: Rankable, now: number) => Math.max(0, (now - Date.parse(item.createdAt)) / HOUR_MS);

/** A deterministic number in [0, 1) from a string: FNV-1a, then scaled. */
export function unitHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

/** Highest score first; a tie goes to the newer post. */
export const byScore = <T extends Rankable>(items: T[], score: (item: T) => number) =>
  items
    .map((item) => ({ item, score: score(item) }))
    .sort((a, b) => b.score - a.score || b.item.createdAt.localeCompare(a.item.createdAt))
    .map((x) => x.item);

/** A post's standing worn down by its age: value / (age in hours + 2)^1.5 (Fresh & Hot, Discover's trending). */
export const decayed = (value: number, item: Rankable, now: number) => value / (ageHours(item, now) + 2) ** 1.5;

/** Fresh & Hot: impact decayed by age, as (impact + 1) / (age in hours + 2)^1.5. */
export const rankFresh = <T extends Rankable>(items: T[], now: number) => byScore(items, (item) => decayed(item.impact + 1, item, now));

/**
 * Dynamic: 60% impact (log-scaled to the best candidate), 40% freshness (e^(-age/48h)), plus a
 * per-post nudge re-drawn every four hours. Everything is computed at the start of the current
 * four-hour window, so the order holds within it and changes with the next.
 */
export function rankDynamic<T extends Rankable>(items: T[], now: number) {
  const window = Math.floor(now / FEED.dynamicWindow);
  const at = window * FEED.dynamicWindow;
  const best = Math.log1p(Math.max(0, ...items.map((i) => i.impact)));
  return byScore(items, (item) => {
    const impact = best > 0 ? Math.log1p(item.impact) / best : 0;
    const freshness = Math.exp(-ageHours(item, at) / 48);
    return 0.6 * impact + 0.4 * freshness + 0.3 * unitHash(`${item.id}:${window}`);
  });
}

/** Balanced: newest and best-received taken in turn, each post once. */
export function rankBalanced<T extends Rankable>(items: T[]) {
  const newest = [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const best = byScore(items, (item) => item.impact);
  const seen = new Set<string>();
  const out: T[] = [];
  for (let i = 0; out.length < items.length; i++) {
    for (const item of [newest[i], best[i]]) {
      if (item && !seen.has(item.id)) {
        seen.add(item.id);
        out.push(item);
      }
    }
  }
  return out;
}

/** Shuffle: a Fisher–Yates shuffle driven by the seed, so one load's pages agree with each other. */
export function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
