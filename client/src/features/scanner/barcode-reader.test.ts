import { describe, expect, it } from 'vitest';
import { createRepeatFilter } from './barcode-reader';

describe('the camera repeat filter', () => {
  it('takes a code once while it stays in view, again after a quiet pause', () => {
    const fresh = createRepeatFilter(2500);
    expect(fresh('A', 0)).toBe(true);
    expect(fresh('A', 150)).toBe(false);
    expect(fresh('A', 2000)).toBe(false);
    // Still in view: each sighting restarts the pause.
    expect(fresh('A', 4000)).toBe(false);
    expect(fresh('B', 4100)).toBe(true);
    expect(fresh('A', 7000)).toBe(true);
  });
});
