import { describe, expect, it } from 'vitest';
import { clockTime, dayIn, districtDay, longDay } from './sparky-dates.ts';

describe("dates in Sparky's answers", () => {
  it('writes days US style', () => {
    expect(longDay('2026-08-04')).toBe('Tuesday, August 4, 2026');
  });

  it("takes today and tomorrow in the district's time zone", () => {
    // 02:00 UTC on August 5 is still August 4 in Arizona (UTC-7).
    const now = new Date('2026-08-05T02:00:00Z');
    expect(dayIn(now, 'America/Phoenix')).toBe('2026-08-04');
    const tomorrow = districtDay(now, 'America/Phoenix', 1);
    expect(tomorrow.iso).toBe('2026-08-05');
    expect(tomorrow.start.toISOString()).toBe('2026-08-05T07:00:00.000Z');
    expect(tomorrow.end.toISOString()).toBe('2026-08-06T07:00:00.000Z');
    expect(clockTime(new Date('2026-08-05T16:30:00Z'), 'America/Phoenix')).toBe('9:30 AM MST');
  });

  it('handles a day on which daylight saving starts', () => {
    const day = districtDay(new Date('2026-03-08T12:00:00Z'), 'America/Chicago', 0);
    expect(day.start.toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-03-09T05:00:00.000Z');
  });
});
