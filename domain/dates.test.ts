import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, startOfDayIn, timeZoneName } from './dates.ts';
import { localIsoDate } from './tasks.ts';

const ZONES = [
  'America/Phoenix',
  'America/New_York',
  'America/Los_Angeles',
  'America/Chicago',
  'Pacific/Honolulu',
  'America/Anchorage',
  'Europe/London',
  'Australia/Lord_Howe',
  'America/Santiago', // moves its clocks at midnight
  'Asia/Kathmandu',
  'UTC',
];

describe('dates a person reads', () => {
  it('prints a day in US style, as it is', () => {
    expect(formatDay('2026-08-04')).toBe('Aug 4, 2026');
    expect(formatDay('2026-12-31T23:59:59Z')).toBe('Dec 31, 2026');
  });

  it('prints a moment on the district clock with its zone', () => {
    // 2026-03-10 03:30 UTC is the evening before in Arizona (UTC-7, no daylight saving).
    expect(formatMoment('2026-03-10T03:30:00Z', 'America/Phoenix')).toBe('Mar 9, 2026, 8:30 PM MST');
    expect(formatMoment(new Date('2026-07-01T16:05:00Z'), 'America/New_York')).toBe(
      'Jul 1, 2026, 12:05 PM EDT',
    );
    expect(timeZoneName('America/Phoenix', new Date('2026-07-01T00:00:00Z'))).toBe('Mountain Standard Time');
  });

  it('finds the first moment of a day on the zone clock', () => {
    expect(startOfDayIn('2026-08-04', 'America/Phoenix').toISOString()).toBe('2026-08-04T07:00:00.000Z');
    expect(startOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayIn('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDayIn('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDayIn('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('begins every day in every zone at its first moment, across changes of clocks', () => {
    const day = fc
      .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.constantFrom(...ZONES), (iso, zone) => {
        const start = startOfDayIn(iso, zone);
        expect(localIsoDate(start, zone)).toBe(iso);
        expect(localIsoDate(new Date(start.getTime() - 60_000), zone) < iso).toBe(true);
      }),
      { numRuns: 400 },
    );
  }, 30_000);
});
