import { useEffect, useState, useSyncExternalStore } from 'react';

/** Where requestIdleCallback is missing (Safari), a short timeout stands in. */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/**
 * False until the browser first has nothing else to do (at most 2 s) after this mounted and `ready`
 * became true, then true for good.
 */
export function useIdle(ready = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (ready && !idle ? whenIdle(() => setIdle(true)) : undefined), [ready, idle]);
  return idle;
}

/** What says someone is at the page: a touch, a click, a key, a wheel or a scroll. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

let interacted = false;
const waiting = new Set<() => void>();
const onFirstInteraction = () => {
  interacted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, onFirstInteraction, { capture: true });
  for (const notify of waiting) notify();
  waiting.clear();
};
if (typeof window !== 'undefined') {
  for (const type of INTERACTIONS) window.addEventListener(type, onFirstInteraction, { passive: true, capture: true });
}

/**
 * False until the visitor first touches, clicks, types or scrolls on this page (one answer for the
 * whole page, from its load), then true for good: work nobody needs before then waits for it,
 * instead of competing with the first screen (docs/decisions.md, "What arrives when").
 */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (interacted) return () => undefined;
      waiting.add(notify);
      return () => void waiting.delete(notify);
    },
    () => interacted,
    () => false,
  );
}
