import { useCallback, useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage.ts';

/** Spec §2: the feed's minimalist view, remembered on this device. */
export function useMinimalistView(): [boolean, (on: boolean) => void] {
  const [minimalist, setMinimalist] = useState(() => readStorage('local', STORAGE_KEYS.feedMinimalist) === 'true');
  const change = useCallback((on: boolean) => {
    writeStorage('local', STORAGE_KEYS.feedMinimalist, String(on));
    setMinimalist(on);
  }, []);
  return [minimalist, change];
}
