import { useEffect, useEffectEvent, useState } from 'react';

import { PULL_TO_REFRESH } from '@/config/limits.ts';

/** Spec §4 and §9: the pull triggers a refresh once it passes 30 px, and never shows more than 80 px. */
export const PULL = PULL_TO_REFRESH;

/**
 * Pull-to-refresh on touch screens: a downward drag that starts with the page scrolled to the top.
 * While the feed is shown the browser's own overscroll (which would reload the whole app) is held
 * back. Answers the current pull distance, 0 when no pull is under way.
 */
export function usePullToRefresh(onRefresh: () => Promise<unknown>, enabled = true): { pull: number; refreshing: boolean } {
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useEffectEvent(onRefresh);

  useEffect(() => {
    if (!enabled) return;
    let startY: number | null = null;
    let distance = 0;
    let busy = false;

    const onStart = (event: TouchEvent) => {
      startY = !busy && window.scrollY <= 0 && event.touches.length === 1 ? event.touches[0]!.clientY : null;
      distance = 0;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const delta = event.touches[0]!.clientY - startY;
      if (delta <= 0 || window.scrollY > 0) {
        distance = 0;
        setPull(0);
        return;
      }
      // Holding the page still while pulling; a cancelable move is one the page may claim.
      if (event.cancelable) event.preventDefault();
      distance = Math.min(PULL.max, delta);
      setPull(distance);
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      const passed = distance > PULL.threshold;
      distance = 0;
      setPull(0);
      if (!passed) return;
      busy = true;
      setRefreshing(true);
      void refresh().finally(() => {
        busy = false;
        setRefreshing(false);
      });
    };

    const previousOverscroll = document.body.style.overscrollBehaviorY;
    document.body.style.overscrollBehaviorY = 'contain';
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: false });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      document.body.style.overscrollBehaviorY = previousOverscroll;
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled]);

  return { pull, refreshing };
}
