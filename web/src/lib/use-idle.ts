import { useEffect, useState } from 'react';

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
