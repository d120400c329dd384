// Working time: a district's working calendar and the arithmetic of the SLA clock on it (see
// docs/product.md#working-calendar). Pure: the time zone's offsets come from the runtime's Intl.

import { zoneClockFormat } from './dates.ts';

/** The days of a week, as the calendar keys them (Monday first). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** A span of working time on the zone's clock: ["07:30", "16:00"]; the end may be "24:00". */
export type WorkingInterval = readonly [start: string, end: string];
export type WeeklyHours = Record<Weekday, readonly WorkingInterval[]>;

/** A day the district is closed (holiday, break, snow day): its date on the zone's calendar. */
export interface ClosedDay {
  date: string;
  name: string;
}

/**
 * A district's working calendar: its time zone, working hours per weekday and closed days ("closed
 * today" is a closed day for today's date). With `allHours` the clock runs every minute of every
 * day (24×7: an SLA policy's option for critical tickets), whatever the hours and closed days say.
 */
export interface WorkingCalendar {
  timezone: string;
  hours: WeeklyHours;
  closedDays: readonly ClosedDay[];
  allHours?: boolean;
}

/** Monday to Friday, one interval each: a district's default calendar from its school day. */
export function schoolDayCalendar(day: { timezone: string; start: string; end: string }): WorkingCalendar {
  const school: WorkingInterval[] = [[day.start, day.end]];
  return {
    timezone: day.timezone,
    hours: { mon: school, tue: school, wed: school, thu: school, fri: school, sat: [], sun: [] },
    closedDays: [],
  };
}

/** The same calendar with the clock running around the clock (24×7). */
export const aroundTheClock = (calendar: WorkingCalendar): WorkingCalendar => ({
  ...calendar,
  allHours: true,
});

// --- Clock times -------------------------------------------------------------------------------

/** "HH:MM" from 00:00 to 23:59 (a start); an end may also be "24:00", the end of the day. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isClockTime = (value: string, asEnd = false) =>
  CLOCK_TIME.test(value) || (asEnd && value === '24:00');

/** Minutes after local midnight of a clock time ("07:30" → 450, "24:00" → 1440). */
export const minutesOfClock = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A clock time of minutes after midnight (450 → "07:30"). */
export const clockOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// --- Calendar days -----------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Days since 1970-01-01 of a calendar date ("2026-03-08"). */
const dayNumberOf = (isoDate: string) =>
  Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) /
  DAY_MS;
const isoDateOf = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
/** The weekday of a day number, as WEEKDAYS orders them (1970-01-01 was a Thursday). */
const weekdayOf = (dayNumber: number): Weekday => WEEKDAYS[(((dayNumber + 3) % 7) + 7) % 7]!;

/** The weekday of a calendar date ("2026-03-09" → "mon"). */
export const weekdayOfDate = (isoDate: string): Weekday => weekdayOf(dayNumberOf(isoDate));

/** The date after (or `days` after) a calendar date. */
export const addDays = (isoDate: string, days = 1) => isoDateOf(dayNumberOf(isoDate) + days);

// --- Time zones (Intl) -------------------------------------------------------------------------

/** The zone's wall clock at a moment, as milliseconds of a UTC date with the same fields. */
function wallClockAt(timeZone: string, ms: number): number {
  const fields: Record<string, number> = {};
  for (const part of zoneClockFormat(timeZone).formatToParts(new Date(ms)))
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  const date = new Date(0);
  date.setUTCFullYear(fields.year!, fields.month! - 1, fields.day!);
  date.setUTCHours(fields.hour!, fields.minute!, fields.second!, 0);
  return date.getTime();
}

/** Milliseconds the zone's clock is ahead of UTC at a moment. */
function offsetAt(timeZone: string, ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallClockAt(timeZone, whole) - whole;
}

/**
 * The moment a wall-clock time (as UTC milliseconds of the same fields) happens in the zone. A time
 * the clock shows twice (the hour after clocks fall back) is its first occurrence; a time the clock
 * skips (the hour clocks spring over) is the moment of the change, the first that exists after it.
 * So later wall times never map to earlier moments.
 */
function momentOfWallClock(timeZone: string, wall: number): number {
  const before = offsetAt(timeZone, wall - DAY_MS);
  const after = offsetAt(timeZone, wall + DAY_MS);
  if (before === after) {
    const t = wall - before;
    if (offsetAt(timeZone, t) === before) return t;
  }
  const early = wall - before;
  const late = wall - after;
  const earlyOk = offsetAt(timeZone, early) === before;
  const lateOk = offsetAt(timeZone, late) === after;
  if (earlyOk && lateOk) return Math.min(early, late);
  if (earlyOk) return early;
  if (lateOk) return late;
  // In the gap: the first moment whose offset is the new one, between the two guesses.
  let lo = Math.min(early, late);
  let hi = Math.max(early, late);
  while (hi - lo > 1000) {
    const mid = Math.floor((lo + hi) / 2000) * 1000;
    if (offsetAt(timeZone, mid) === after) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The calendar date ("2026-03-08") on the zone's clock at a moment. */
export function dateIn(timeZone: string, at: Date): string {
  return isoDateOf(Math.floor(wallClockAt(timeZone, at.getTime()) / DAY_MS));
}

/** Today's date on the zone's clock. */
export const todayIn = (timeZone: string, now: Date = new Date()) => dateIn(timeZone, now);

/** The first moment of a calendar date on the zone's clock. */
export const startOfDateIn = (timeZone: string, isoDate: string) =>
  new Date(momentOfWallClock(timeZone, dayNumberOf(isoDate) * DAY_MS));

// --- The arithmetic ----------------------------------------------------------------------------

/** A calendar made ready for arithmetic: minutes per weekday, closed dates, the days' moments. */
interface Compiled {
  timezone: string;
  allHours: boolean;
  minutes: Record<Weekday, [number, number][]>;
  closed: Set<number>;
  days: Map<number, [number, number][]>;
}

const compiledCalendars = new WeakMap<WorkingCalendar, Compiled>();
const DAY_CACHE = 4096;

function compile(calendar: WorkingCalendar): Compiled {
  let c = compiledCalendars.get(calendar);
  if (!c) {
    c = {
      timezone: calendar.timezone,
      allHours: calendar.allHours === true,
      minutes: Object.fromEntries(
        WEEKDAYS.map((d) => [
          d,
          calendar.hours[d]
            .map(([a, b]) => [minutesOfClock(a), minutesOfClock(b)] as [number, number])
            .filter(([a, b]) => b > a)
            .sort((x, y) => x[0] - y[0]),
        ]),
      ) as Record<Weekday, [number, number][]>,
      closed: new Set(calendar.closedDays.map((d) => dayNumberOf(d.date))),
      days: new Map(),
    };
    compiledCalendars.set(calendar, c);
  }
  return c;
}

/** The working intervals of one local day, as moments (milliseconds), in order. */
function workingMomentsOf(c: Compiled, day: number): [number, number][] {
  let moments = c.days.get(day);
  if (moments) return moments;
  moments = [];
  if (!c.closed.has(day)) {
    for (const [a, b] of c.minutes[weekdayOf(day)]) {
      const start = momentOfWallClock(c.timezone, day * DAY_MS + a * MINUTE_MS);
      const end = momentOfWallClock(c.timezone, day * DAY_MS + b * MINUTE_MS);
      if (end > start) moments.push([start, end]);
    }
  }
  if (c.days.size >= DAY_CACHE) c.days.clear();
  c.days.set(day, moments);
  return moments;
}

const localDay = (c: Compiled, ms: number) => Math.floor(wallClockAt(c.timezone, ms) / DAY_MS);

/** How far ahead the arithmetic looks for working time before it gives up (about eleven years). */
const HORIZON_DAYS = 4000;

export const WORKING_TIME_MESSAGES = {
  negative: 'Working minutes must be a finite number, 0 or more',
  noWorkingTime: 'The calendar has no working time in the next ten years',
} as const;

/**
 * The moment `minutes` of working time after `start`: the earliest moment at which that much
 * working time has passed (a target ending with a working day is due at its end, not the next
 * morning). Zero minutes is `start` itself. Minutes are counted to the millisecond.
 */
export function addWorkingMinutes(calendar: WorkingCalendar, start: Date, minutes: number): Date {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(WORKING_TIME_MESSAGES.negative);
  const from = start.getTime();
  let remaining = Math.round(minutes * MINUTE_MS);
  const c = compile(calendar);
  if (c.allHours || remaining === 0) return new Date(from + remaining);
  const first = localDay(c, from);
  for (let day = first; day < first + HORIZON_DAYS; day++) {
    for (const [s, e] of workingMomentsOf(c, day)) {
      if (e <= from) continue;
      const begin = Math.max(s, from);
      if (e - begin >= remaining) return new Date(begin + remaining);
      remaining -= e - begin;
    }
  }
  throw new RangeError(WORKING_TIME_MESSAGES.noWorkingTime);
}

/**
 * Minutes of working time between two moments (negative when `to` is before `from`: how far past
 * a due time). Exact to the millisecond, so it may have a fraction.
 */
export function workingMinutesBetween(calendar: WorkingCalendar, from: Date, to: Date): number {
  const a = from.getTime();
  const b = to.getTime();
  if (b < a) {
    const back = workingMinutesBetween(calendar, to, from);
    return back === 0 ? 0 : -back;
  }
  const c = compile(calendar);
  if (c.allHours) return (b - a) / MINUTE_MS;
  let total = 0;
  const last = localDay(c, b);
  for (let day = localDay(c, a); day <= last; day++) {
    for (const [s, e] of workingMomentsOf(c, day)) {
      const overlap = Math.min(e, b) - Math.max(s, a);
      if (overlap > 0) total += overlap;
    }
  }
  return total / MINUTE_MS;
}

/** Whether a moment is working time (the clock runs). */
export function isWorkingTime(calendar: WorkingCalendar, at: Date): boolean {
  const c = compile(calendar);
  if (c.allHours) return true;
  const t = at.getTime();
  return workingMomentsOf(c, localDay(c, t)).some(([s, e]) => s <= t && t < e);
}
