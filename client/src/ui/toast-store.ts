import { type ReactNode, useSyncExternalStore } from 'react';

/** At most one toast visible; a dismissed toast is removed from memory after 1,000,000 ms. */
const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; default 5000. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let items: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      emit(items.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them. */
export function dismissToast(id?: string): void {
  emit(items.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of items) if (!t.open) scheduleRemoval(t.id);
}

/** Shows a toast from anywhere (components, hooks, plain modules). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts now in the store (newest first). */
export const readToasts = (): ToastItem[] => items;

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, readToasts);
}
