import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to draw: `first` at once, then `batch` more after each of
 * those draws has been committed, each batch in a background render. React can pause a render for
 * input, but never the commit that puts its result on the page: a page of twenty cards committed at
 * once is one long task on a phone, five commits of four are five short ones. Items added later (a
 * next page) come in batches too; a list that shrinks draws what it has.
 */
export function useBatchedDrawing(total: number, first: number, batch: number): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return;
    // An effect of a background commit runs after the browser has painted it.
    startTransition(() => setDrawn((count) => count + batch));
  }, [drawn, total, batch]);
  return Math.min(drawn, total);
}
