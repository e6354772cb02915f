/**
 * Toasts are raised from anywhere (a query's error handler runs outside React), so they live in a
 * tiny store that the one <Toaster> renders. The spec shows at most one at a time: a new toast
 * replaces the current one.
 */
import { useSyncExternalStore } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let current: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly ToastItem[]) {
  current = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): void {
  emit([{ ...input, id: nextId++, open: true }]);
}

export function closeToast(id: number): void {
  emit(current.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, () => current, () => current);
}

/**
 * Whether a toast has been raised on this page (a closed one stays in the store), for the toaster
 * that loads late (app/provider.tsx): one raised before then brings it at once, and it stays.
 * Never during hydration: the pre-rendered HTML has no toaster.
 */
export function useToastRaised(): boolean {
  return useSyncExternalStore(subscribe, () => current.length > 0, () => false);
}
