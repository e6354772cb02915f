/**
 * The care card the writer's browser shows when the answer to what they wrote carries `care`
 * (docs/care.md): one card at a time, for this browser alone, held nowhere but in memory.
 */
import { useSyncExternalStore } from 'react';
import type { Care, WithCare } from '#shared/types/care.ts';

let shown: Care | null = null;
const listeners = new Set<() => void>();
const set = (care: Care | null) => {
  shown = care;
  for (const listener of listeners) listener();
};

export const dismissCare = () => set(null);

/** The card to show now, or null. */
export const useShownCare = () =>
  useSyncExternalStore(
    (changed) => {
      listeners.add(changed);
      return () => listeners.delete(changed);
    },
    () => shown,
    () => null,
  );

/** An answer to something the member wrote: its `care` shows the card, and the rest goes on (into caches) without it. */
export function showingCare<T extends object>(answer: WithCare<T>): T {
  const { care, ...rest } = answer;
  if (care) set(care);
  return rest as T;
}
