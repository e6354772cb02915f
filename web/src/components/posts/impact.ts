import type { CSSProperties } from 'react';
import { FEED_DISPLAY } from '@/config/limits.ts';

/** Spec §2: reaction impact styling scales up to a total of 250; from 0 (none) to 1 (250 and beyond). */
export function impactLevel(impact: number): number {
  if (!Number.isFinite(impact) || impact <= 0) return 0;
  return Math.min(impact, FEED_DISPLAY.impactStyleMax) / FEED_DISPLAY.impactStyleMax;
}

/**
 * A card warms as its impact grows: the border blends toward the warmth colour and a soft glow
 * appears, in proportion. Quiet on purpose: the number itself is never shouted.
 */
export function impactStyle(impact: number): CSSProperties {
  const level = impactLevel(impact);
  if (level === 0) return {};
  const percent = Math.round(level * 100);
  return {
    borderColor: `color-mix(in oklab, var(--warmth) ${Math.round(percent * 0.85)}%, var(--border))`,
    boxShadow: `0 6px 24px -10px color-mix(in oklab, var(--warmth) ${Math.round(percent * 0.7)}%, transparent)`,
  };
}
