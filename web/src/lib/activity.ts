import { ACTIVITY_EVENTS } from '@/config/limits.ts';
import { readTimestamp, STORAGE_KEYS, writeStorage } from './storage.ts';

/** mousemove and scroll fire dozens of times a second; a few seconds' precision is plenty. */
const WRITE_EVERY_MS = 5_000;

export function wasActiveWithin(windowMs: number, now = Date.now()): boolean {
  const last = readTimestamp(STORAGE_KEYS.lastActivity);
  return last !== null && now - last < windowMs;
}

/** Records user activity in localStorage (so every tab shares it); returns the cleanup. */
export function trackActivity(): () => void {
  let lastWrite = 0;
  const record = () => {
    const now = Date.now();
    if (now - lastWrite < WRITE_EVERY_MS) return;
    lastWrite = now;
    writeStorage('local', STORAGE_KEYS.lastActivity, String(now));
  };
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, record, { passive: true, capture: true });
  return () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, record, { capture: true });
  };
}
