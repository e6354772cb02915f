import { useEffect, useEffectEvent } from 'react';

/**
 * Spec §2: Ctrl+R (Cmd+R on a Mac) refreshes the feed instead of reloading the page. With Shift
 * or Alt it stays the browser's own (a hard reload must remain possible).
 */
export function useRefreshShortcut(onRefresh: () => void): void {
  const refresh = useEffectEvent(onRefresh);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
      if (event.key.toLowerCase() !== 'r') return;
      event.preventDefault();
      if (!event.repeat) refresh();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
