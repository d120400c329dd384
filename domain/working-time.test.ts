import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addWorkingMinutes,
  aroundTheClock,
  dateIn,
  isWorkingTime,
  schoolDayCalendar,
  startOfDateIn,
  WEEKDAYS,
  type WeeklyHours,
  type WorkingCalendar,
  weekdayOfDate,
  workingMinutesBetween,
} from './working-time.ts';

const CHICAGO = 'America/Chicago';
const PHOENIX = 'America/Phoenix';

const school = (timezone: string, closedDays: WorkingCalendar['closedDays'] = []): WorkingCalendar => ({
  ...schoolDayCalendar({ timezone, start: '07:30', end: '16:00' }),
  closedDays,
});

/** Only Sundays work, with the given hours: the US clocks change on a Sunday at 02:00. */
const sundays = (timezone: string, ...intervals: [string, string][]): WorkingCalendar => ({
  timezone,
  hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: intervals },
  closedDays: [],
});

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('calendar days', () => {
  it('names weekdays and steps dates', () => {
    expect(weekdayOfDate('2026-03-09')).toBe('mon');
    expect(weekdayOfDate('2026-03-08')).toBe('sun');
    expect(weekdayOfDate('1970-01-01')).toBe('thu');
    expect(weekdayOfDate('1969-12-31')).toBe('wed');
    expect(addDays('2026-02-28')).toBe('2026-03-01');
    expect(addDays('2028-02-28')).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('reads the date on the zone’s clock', () => {
    // 03:00 UTC is still the evening before in Chicago and Phoenix.
    expect(dateIn(CHICAGO, at('2026-11-26T03:00:00Z'))).toBe('2026-11-25');
    expect(dateIn(PHOENIX, at('2026-07-01T06:59:00Z'))).toBe('2026-06-30');
    expect(dateIn(PHOENIX, at('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
  });

  it('finds the first moment of a day, a skipped midnight included', () => {
    expect(iso(startOfDateIn(CHICAGO, '2026-03-08'))).toBe('2026-03-08T06:00:00.000Z');
    expect(iso(startOfDateIn(CHICAGO, '2026-03-09'))).toBe('2026-03-09T05:00:00.000Z');
    // Havana moves its clocks at midnight: 2026-03-08 starts at 01:00 local.
    expect(iso(startOfDateIn('America/Havana', '2026-03-08'))).toBe('2026-03-08T05:00:00.000Z');
  });
});

describe('adding working time', () => {
  it('counts within a school day and carries over the weekend', () => {
    const cal = school(CHICAGO);
    // Tuesday 2026-01-13 09:00 CST (15:00Z) + 60 min → 10:00 CST.
    expect(iso(addWorkingMinutes(cal, at('2026-01-13T15:00:00Z'), 60))).toBe('2026-01-13T16:00:00.000Z');
    // Friday 15:00 CST + 2 h → 60 min on Friday, 60 on Monday: 08:30 CST.
    expect(iso(addWorkingMinutes(cal, at('2026-01-16T21:00:00Z'), 120))).toBe('2026-01-19T14:30:00.000Z');
    // Started on a Saturday: the clock starts Monday 07:30.
    expect(iso(addWorkingMinutes(cal, at('2026-01-17T18:00:00Z'), 30))).toBe('2026-01-19T14:00:00.000Z');
  });

  it('is due at the end of the working day that completes it, not the next morning', () => {
    const cal = school(CHICAGO);
    // Friday 07:30 CST + a whole day (510 min) → Friday 16:00 CST.
    expect(iso(addWorkingMinutes(cal, at('2026-01-16T13:30:00Z'), 510))).toBe('2026-01-16T22:00:00.000Z');
  });

  it('skips a weekend, a holiday and a closed-today', () => {
    // Wednesday 2026-11-25 is a snow day ("closed today"), Thanksgiving break is Thursday and Friday.
    const cal = school(CHICAGO, [
      { date: '2026-11-25', name: 'Unplanned closure' },
      { date: '2026-11-26', name: 'Thanksgiving' },
      { date: '2026-11-27', name: 'Thanksgiving break' },
    ]);
    const start = at('2026-11-24T20:00:00Z'); // Tuesday 14:00 CST
    // 120 min on Tuesday, nothing until Monday 07:30, then 360 min: 13:30 CST.
    const due = addWorkingMinutes(cal, start, 480);
    expect(iso(due)).toBe('2026-11-30T19:30:00.000Z');
    expect(workingMinutesBetween(cal, start, due)).toBe(480);
    // Without the closures the same target is due Wednesday 13:30.
    expect(iso(addWorkingMinutes(school(CHICAGO), start, 480))).toBe('2026-11-25T19:30:00.000Z');
    for (const closed of ['2026-11-25T18:00:00Z', '2026-11-26T18:00:00Z', '2026-11-28T18:00:00Z'])
      expect(isWorkingTime(cal, at(closed))).toBe(false);
    expect(isWorkingTime(cal, at('2026-11-24T18:00:00Z'))).toBe(true);
  });

  it('refuses a negative or endless target', () => {
    expect(() => addWorkingMinutes(school(CHICAGO), new Date(), -1)).toThrow(RangeError);
    expect(() => addWorkingMinutes(school(CHICAGO), new Date(), Number.NaN)).toThrow(RangeError);
    const never: WorkingCalendar = { ...school(CHICAGO), hours: emptyWeek() };
    expect(() => addWorkingMinutes(never, new Date(), 1)).toThrow(/no working time/);
    expect(workingMinutesBetween(never, at('2026-01-01T00:00:00Z'), at('2026-02-01T00:00:00Z'))).toBe(0);
  });

  it('adds nothing for zero minutes, even outside working time', () => {
    const saturday = at('2026-01-17T18:00:00Z');
    expect(addWorkingMinutes(school(CHICAGO), saturday, 0)).toEqual(saturday);
  });
});

describe('daylight saving time in America/Chicago', () => {
  it('has 23 hours on the spring-forward day and 25 on the fall-back day', () => {
    const allDay = sundays(CHICAGO, ['00:00', '24:00']);
    const spring = [startOfDateIn(CHICAGO, '2026-03-08'), startOfDateIn(CHICAGO, '2026-03-09')] as const;
    const fall = [startOfDateIn(CHICAGO, '2026-11-01'), startOfDateIn(CHICAGO, '2026-11-02')] as const;
    expect(workingMinutesBetween(allDay, ...spring)).toBe(23 * 60);
    expect(workingMinutesBetween(allDay, ...fall)).toBe(25 * 60);
  });

  it('counts the real minutes of an interval the change falls in', () => {
    const spring = [at('2026-03-08T00:00:00Z'), at('2026-03-09T00:00:00Z')] as const;
    const fall = [at('2026-11-01T00:00:00Z'), at('2026-11-02T00:00:00Z')] as const;
    // 01:00 to 04:00 on the wall: two real hours in spring, four in the fall.
    expect(workingMinutesBetween(sundays(CHICAGO, ['01:00', '04:00']), ...spring)).toBe(120);
    expect(workingMinutesBetween(sundays(CHICAGO, ['01:00', '04:00']), ...fall)).toBe(240);
    // An interval inside the skipped hour never happens; one that straddles it keeps what exists.
    expect(workingMinutesBetween(sundays(CHICAGO, ['02:15', '02:45']), ...spring)).toBe(0);
    expect(workingMinutesBetween(sundays(CHICAGO, ['02:30', '03:30']), ...spring)).toBe(30);
    // 01:00 to 02:00 on the fall-back day: the hour is lived twice.
    expect(workingMinutesBetween(sundays(CHICAGO, ['01:00', '02:00']), ...fall)).toBe(120);
  });

  it('keeps the school day on the wall clock across the change', () => {
    const cal = school(CHICAGO);
    // Friday 15:00 CST + 2 h → Monday 08:30 CDT (13:30Z, an hour earlier in UTC than in winter).
    expect(iso(addWorkingMinutes(cal, at('2026-03-06T21:00:00Z'), 120))).toBe('2026-03-09T13:30:00.000Z');
    // Friday 15:00 CDT + 2 h → Monday 08:30 CST (14:30Z).
    expect(iso(addWorkingMinutes(cal, at('2026-10-30T20:00:00Z'), 120))).toBe('2026-11-02T14:30:00.000Z');
  });

  it('adds across the skipped and the repeated hour', () => {
    const allDay = sundays(CHICAGO, ['00:00', '24:00']);
    // 01:30 CST + 60 min → 03:30 CDT (the 02:00 hour does not exist).
    expect(iso(addWorkingMinutes(allDay, at('2026-03-08T07:30:00Z'), 60))).toBe('2026-03-08T08:30:00.000Z');
    // 00:30 CDT + 120 min → 01:30 CST (the second 01:30).
    expect(iso(addWorkingMinutes(allDay, at('2026-11-01T05:30:00Z'), 120))).toBe('2026-11-01T07:30:00.000Z');
  });
});

describe('America/Phoenix (no daylight saving time)', () => {
  it('keeps 24 hours on the days Chicago changes its clocks', () => {
    const allDay = sundays(PHOENIX, ['00:00', '24:00']);
    for (const date of ['2026-03-08', '2026-11-01'])
      expect(
        workingMinutesBetween(allDay, startOfDateIn(PHOENIX, date), startOfDateIn(PHOENIX, addDays(date))),
      ).toBe(24 * 60);
  });

  it('starts the school day at the same UTC moment all year', () => {
    const cal = school(PHOENIX);
    // Friday 15:00 MST + 2 h → Monday 08:30 MST = 15:30Z, in winter and in summer.
    expect(iso(addWorkingMinutes(cal, at('2026-03-06T22:00:00Z'), 120))).toBe('2026-03-09T15:30:00.000Z');
    expect(iso(addWorkingMinutes(cal, at('2026-07-10T22:00:00Z'), 120))).toBe('2026-07-13T15:30:00.000Z');
  });
});

describe('24×7', () => {
  it('runs every minute, closed days and weekends included', () => {
    const cal = aroundTheClock(school(CHICAGO, [{ date: '2026-11-26', name: 'Thanksgiving' }]));
    const start = at('2026-11-25T22:00:00Z');
    expect(iso(addWorkingMinutes(cal, start, 3 * 24 * 60))).toBe('2026-11-28T22:00:00.000Z');
    // Over the fall-back night: real minutes, not wall-clock ones.
    expect(workingMinutesBetween(cal, at('2026-11-01T00:00:00Z'), at('2026-11-02T00:00:00Z'))).toBe(1440);
    expect(isWorkingTime(cal, at('2026-11-26T12:00:00Z'))).toBe(true);
  });
});

describe('measuring working time', () => {
  it('is negative when the end is before the start (time past a due moment)', () => {
    const cal = school(CHICAGO);
    const a = at('2026-01-13T15:00:00Z');
    const b = at('2026-01-13T17:00:00Z');
    expect(workingMinutesBetween(cal, a, b)).toBe(120);
    expect(workingMinutesBetween(cal, b, a)).toBe(-120);
  });
});

// --- Properties ---------------------------------------------------------------------------------

const ZONES = [
  CHICAGO,
  PHOENIX,
  'America/New_York',
  'Pacific/Honolulu',
  'Europe/London',
  'Australia/Lord_Howe', // a 30-minute change of clocks
  'UTC',
];

function emptyWeek(): WeeklyHours {
  return { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
}

const clock = (m: number) =>
  m === 1440 ? '24:00' : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Up to three ordered, non-overlapping intervals on a quarter-hour grid. */
const dayHours = fc
  .uniqueArray(fc.integer({ min: 0, max: 96 }), { minLength: 0, maxLength: 6 })
  .map((marks) => {
    const sorted = [...marks].sort((a, b) => a - b);
    const intervals: [string, string][] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2)
      intervals.push([clock(sorted[i]! * 15), clock(sorted[i + 1]! * 15)]);
    return intervals;
  });

const START = Date.UTC(2025, 0, 1);
const SPAN_DAYS = 3 * 366;

const calendarArb: fc.Arbitrary<WorkingCalendar> = fc
  .record({
    timezone: fc.constantFrom(...ZONES),
    hours: fc.record(
      Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<
        (typeof WEEKDAYS)[number],
        typeof dayHours
      >,
    ),
    closed: fc.uniqueArray(fc.integer({ min: 0, max: SPAN_DAYS }), { maxLength: 40 }),
    allHours: fc.boolean().map((b) => b && Math.random() < 0.5),
  })
  .filter(({ hours }) => WEEKDAYS.some((d) => hours[d].length > 0))
  .map(({ timezone, hours, closed, allHours }) => ({
    timezone,
    hours,
    closedDays: closed.map((n) => ({
      date: new Date(START + n * 86_400_000).toISOString().slice(0, 10),
      name: `Closed ${n}`,
    })),
    allHours,
  }));

const momentArb = fc.integer({ min: START, max: START + SPAN_DAYS * 86_400_000 }).map((ms) => new Date(ms));
const minutesArb = fc.integer({ min: 0, max: 30_000 });

const minutesOf = (clockText: string) => {
  const [h, m] = clockText.split(':').map(Number);
  return h! * 60 + m!;
};
/**
 * Whether `minutes` of work fit well inside the ten years the arithmetic looks ahead (a calendar
 * of 15 minutes a week needs eleven years for 8,566 minutes, and gives up, as it should).
 */
const fitsHorizon = (cal: WorkingCalendar, minutes: number) =>
  cal.allHours ||
  WEEKDAYS.reduce(
    (sum, d) => sum + cal.hours[d].reduce((s, [from, to]) => s + minutesOf(to) - minutesOf(from), 0),
    0,
  ) *
    (52 * 9 - cal.closedDays.length) >=
    minutes;

describe('properties', () => {
  it('adding then measuring gives the minutes back', () => {
    fc.assert(
      fc.property(calendarArb, momentArb, minutesArb, (cal, start, minutes) => {
        fc.pre(fitsHorizon(cal, minutes));
        const due = addWorkingMinutes(cal, start, minutes);
        expect(workingMinutesBetween(cal, start, due)).toBe(minutes);
      }),
      { numRuns: 300 },
    );
  });

  it('ends on working time: the moment just before the due time is working time', () => {
    fc.assert(
      fc.property(calendarArb, momentArb, fc.integer({ min: 1, max: 30_000 }), (cal, start, minutes) => {
        const due = addWorkingMinutes(cal, start, minutes);
        expect(isWorkingTime(cal, new Date(due.getTime() - 1))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('is monotonic: more minutes are never due earlier, a later end never measures less', () => {
    fc.assert(
      fc.property(calendarArb, momentArb, minutesArb, minutesArb, (cal, start, m1, m2) => {
        const [lo, hi] = m1 <= m2 ? [m1, m2] : [m2, m1];
        const a = addWorkingMinutes(cal, start, lo);
        const b = addWorkingMinutes(cal, start, hi);
        expect(a.getTime()).toBeLessThanOrEqual(b.getTime());
        if (hi > lo) expect(a.getTime()).toBeLessThan(b.getTime());
        expect(workingMinutesBetween(cal, start, a)).toBeLessThanOrEqual(
          workingMinutesBetween(cal, start, b),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('adds in steps as in one go, and measures in pieces as in one', () => {
    fc.assert(
      fc.property(calendarArb, momentArb, minutesArb, minutesArb, (cal, start, m1, m2) => {
        const stepped = addWorkingMinutes(cal, addWorkingMinutes(cal, start, m1), m2);
        expect(stepped).toEqual(addWorkingMinutes(cal, start, m1 + m2));
        const mid = addWorkingMinutes(cal, start, m1);
        const end = addWorkingMinutes(cal, mid, m2);
        expect(workingMinutesBetween(cal, start, mid) + workingMinutesBetween(cal, mid, end)).toBe(
          workingMinutesBetween(cal, start, end),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('never measures more than the real time between two moments, and is antisymmetric', () => {
    fc.assert(
      fc.property(calendarArb, momentArb, momentArb, (cal, a, b) => {
        const there = workingMinutesBetween(cal, a, b);
        expect(Math.abs(there)).toBeLessThanOrEqual(Math.abs(b.getTime() - a.getTime()) / 60_000);
        expect(workingMinutesBetween(cal, b, a)).toBe(-there || 0);
      }),
      { numRuns: 150 },
    );
    // Moments years apart walk every day between them: seconds of work, more on a busy machine.
  }, 30_000);

  it('counts closed days as no working time', () => {
    fc.assert(
      fc.property(calendarArb, (cal) => {
        fc.pre(!cal.allHours && cal.closedDays.length > 0);
        const { date } = cal.closedDays[0]!;
        const from = startOfDateIn(cal.timezone, date);
        const to = startOfDateIn(cal.timezone, addDays(date));
        expect(workingMinutesBetween(cal, from, to)).toBe(0);
      }),
      { numRuns: 100 },
    );
  });
});
