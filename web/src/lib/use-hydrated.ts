import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the build's pre-rendering and while the browser hydrates that HTML, true from the render
 * after; true at once when the page is rendered in the browser from nothing.
 */
export const useHydrated = (): boolean => useSyncExternalStore(never, () => true, () => false);
