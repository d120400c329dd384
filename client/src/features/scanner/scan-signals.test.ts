import { describe, expect, it } from 'vitest';
import { SCAN_RESULTS } from '../../../../domain/scans.ts';
import { SIGNALS } from './scan-signals';

describe('scan signals', () => {
  it('every outcome sounds and vibrates unlike every other', () => {
    const kinds = [...SCAN_RESULTS, 'queued', 'refused'] as const;
    const tunes = kinds.map((k) => JSON.stringify(SIGNALS[k].tones));
    const buzzes = kinds.map((k) => JSON.stringify(SIGNALS[k].vibrate));
    expect(new Set(tunes).size).toBe(kinds.length);
    expect(new Set(buzzes).size).toBe(kinds.length);
  });

  it('ok is the shortest tune and vibration (heard a thousand times a day)', () => {
    const length = (k: keyof typeof SIGNALS) =>
      SIGNALS[k].tones.reduce((ms, t) => ms + t.duration + (t.gap ?? 0), 0);
    for (const k of ['already', 'unknown', 'wrong_site', 'conflict', 'refused'] as const)
      expect(length('ok')).toBeLessThan(length(k));
  });
});
