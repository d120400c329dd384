import { describe, expect, it } from 'vitest';
import { SERVICE_LEVELS, TIER_ORDER, tierAllows } from './tiers.ts';

describe('tier rule', () => {
  it('orders the tiers analysis 1 < ascend 2 < altitude 3 < apex 4', () => {
    expect(SERVICE_LEVELS.map((l) => TIER_ORDER[l])).toEqual([1, 2, 3, 4]);
  });

  it('allows a feature at or below the district tier, never above', () => {
    for (const current of SERVICE_LEVELS) {
      for (const required of SERVICE_LEVELS) {
        expect(tierAllows(current, required)).toBe(TIER_ORDER[required] <= TIER_ORDER[current]);
      }
    }
    expect(tierAllows('analysis', 'ascend')).toBe(false);
    expect(tierAllows('apex', 'analysis')).toBe(true);
  });
});
