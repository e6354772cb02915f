import { useCallback, useEffect, useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage.ts';

/** The desktop sidebar's collapsed state, remembered across visits. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => readStorage('local', STORAGE_KEYS.sidebarCollapsed) === 'true');
  useEffect(() => {
    writeStorage('local', STORAGE_KEYS.sidebarCollapsed, String(collapsed));
  }, [collapsed]);
  const toggle = useCallback(() => setCollapsed((previous) => !previous), []);
  return [collapsed, toggle];
}
