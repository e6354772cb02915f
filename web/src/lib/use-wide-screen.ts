import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint (48rem): from here up the layout is a desktop's. */
const WIDE = '(min-width: 48rem)';

let query: MediaQueryList | undefined;
const wideQuery = () => (query ??= window.matchMedia(WIDE));

const subscribe = (notify: () => void) => {
  const list = wideQuery();
  list.addEventListener('change', notify);
  return () => list.removeEventListener('change', notify);
};

/**
 * Whether the window is as wide as a desktop layout (Tailwind's `md` and up), kept current as it
 * changes. For parts that exist for one layout only: a phone then neither renders nor mounts the
 * desktop's, rather than drawing them and hiding them with CSS.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => wideQuery().matches, () => false);
}
