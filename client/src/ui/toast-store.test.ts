import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, readToasts, TOAST_REMOVE_DELAY_MS, toast } from './toast-store.ts';

describe('toast store (one toast at a time, dismissed ones forgotten later)', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps at most one toast: the newest', () => {
    toast({ title: 'First' });
    toast({ title: 'Second' });
    expect(readToasts().map((t) => t.title)).toEqual(['Second']);
  });

  it('removes a dismissed toast after 1,000,000 ms, not before', () => {
    vi.useFakeTimers();
    const { id } = toast({ title: 'Bye' });
    dismissToast(id);
    expect(readToasts().find((t) => t.id === id)?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(readToasts().some((t) => t.id === id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(readToasts().some((t) => t.id === id)).toBe(false);
  });
});
