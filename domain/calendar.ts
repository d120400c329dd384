import { z } from 'zod';
import { formatDay } from './dates.ts';
import { hasControlCharacters, INPUT_MESSAGES, isoDate, text } from './http.ts';
import { isTimeZone, SETTINGS_MESSAGES } from './settings.ts';
import {
  isClockTime,
  minutesOfClock,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
  type WeeklyHours,
} from './working-time.ts';

// A district's working calendar as the API and the District profile speak it (see
// docs/product.md#working-calendar); its arithmetic is in working-time.ts.

export const CALENDAR_LIMITS = {
  /** Closed days a calendar keeps (a few school years of holidays and breaks). */
  closedDays: 400,
  intervalsPerDay: 4,
  name: 80,
  /** The largest .ics file or feed read. */
  icsBytes: 2_000_000,
  /** How far ahead an import reads closed days (and expands recurring events). */
  importMonths: 18,
} as const;

/** The name of the closed day "Closed today" adds. */
export const CLOSED_TODAY_NAME = 'Unplanned closure';

export const CALENDAR_MESSAGES = {
  timezone: SETTINGS_MESSAGES.timezone,
  time: (day: Weekday) => `${WEEKDAY_LABELS[day]}: enter times as HH:MM (an end may be 24:00)`,
  order: (day: Weekday) => `${WEEKDAY_LABELS[day]}: each interval must end after it starts`,
  overlap: (day: Weekday) => `${WEEKDAY_LABELS[day]}: the intervals must not overlap`,
  tooManyIntervals: (day: Weekday) =>
    `${WEEKDAY_LABELS[day]}: at most ${CALENDAR_LIMITS.intervalsPerDay} intervals`,
  hours: 'Give the working hours of every weekday (an empty list for a day off)',
  noHours: 'Give at least one day working hours',
  date: 'Enter dates as YYYY-MM-DD',
  name: 'Name each closed day',
  nameTooLong: `Names must be at most ${CALENDAR_LIMITS.name} characters`,
  dateTwice: (date: string) => `${formatDay(date)} is listed twice`,
  tooManyClosedDays: `At most ${CALENDAR_LIMITS.closedDays} closed days: remove past ones first`,
  nothingToSave: 'Nothing to save: give the time zone, hours, closed days or closed today.',
  saved: { title: 'Calendar saved', description: 'The working calendar is up to date.' },
  saveFailed: { title: 'Error', description: 'Failed to save the working calendar' },
  loadFailed: 'The working calendar could not be loaded.',
  closedNow: { title: 'Closed today', description: 'The SLA clock does not run today.' },
  openNow: { title: 'Open today', description: 'The SLA clock runs in today’s working hours.' },
  dayAdded: { title: 'Closed day added', description: 'The SLA clock skips it.' },
  dayRemoved: { title: 'Closed day removed', description: 'The SLA clock runs on it again.' },
  // Imports
  importSource: 'Send an .ics file (text/calendar) or { "url": "https://…" }',
  importUrl: 'Enter the calendar’s address, starting with https://',
  notIcs: 'This is not an iCalendar (.ics) file.',
  icsTooLarge: `The calendar is larger than ${CALENDAR_LIMITS.icsBytes / 1_000_000} MB.`,
  feedFailed: (status: number) => `The calendar’s address answered ${status}: check it, then try again.`,
  wouldOverflow: (count: number) =>
    `The import would make ${count} closed days: at most ${CALENDAR_LIMITS.closedDays}. Remove past ones first.`,
  importFailed: { title: 'Error', description: 'The calendar could not be imported' },
  /** The toast of an import: how many days it added, and what it skipped in words (skippedInWords). */
  imported: (added: number, skipped: string) => ({
    title: added === 1 ? '1 closed day added' : `${added} closed days added`,
    description: skipped ? `Skipped: ${skipped}.` : 'Every all-day event was new.',
  }),
} as const;
const M = CALENDAR_MESSAGES;

// --- Payloads ----------------------------------------------------------------------------------

const clockTime = (day: Weekday, asEnd: boolean) =>
  z.string({ error: M.time(day) }).refine((v) => isClockTime(v, asEnd), M.time(day));

const dayHoursSchema = (day: Weekday) =>
  z
    .array(z.tuple([clockTime(day, false), clockTime(day, true)], { error: M.time(day) }), {
      error: M.hours,
    })
    .max(CALENDAR_LIMITS.intervalsPerDay, M.tooManyIntervals(day))
    .superRefine((intervals, ctx) => {
      intervals.forEach(([start, end], i) => {
        if (minutesOfClock(end) <= minutesOfClock(start))
          ctx.addIssue({ code: 'custom', path: [i, 1], message: M.order(day) });
      });
      const sorted = intervals
        .map(([a, b]) => [minutesOfClock(a), minutesOfClock(b)] as const)
        .sort((x, y) => x[0] - y[0]);
      for (let i = 1; i < sorted.length; i++)
        if (sorted[i]![0] < sorted[i - 1]![1]) {
          ctx.addIssue({ code: 'custom', path: [], message: M.overlap(day) });
          return;
        }
    });

/** Working hours per weekday: lists of ["HH:MM", "HH:MM"], none for a day off; some day works. */
export const weeklyHoursSchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema(d)])) as Record<
      Weekday,
      ReturnType<typeof dayHoursSchema>
    >,
    { error: M.hours },
  )
  .refine((h) => WEEKDAYS.some((d) => h[d].length > 0), M.noHours);

export const closedDaySchema = z.object({
  date: isoDate(M.date),
  name: z
    .string({ error: M.name })
    .trim()
    .min(1, M.name)
    .max(CALENDAR_LIMITS.name, M.nameTooLong)
    .refine((s) => !hasControlCharacters(s), INPUT_MESSAGES.controlCharacters),
});

export const closedDaysSchema = z
  .array(closedDaySchema, { error: M.date })
  .max(CALENDAR_LIMITS.closedDays, M.tooManyClosedDays)
  .superRefine((days, ctx) => {
    const seen = new Set<string>();
    days.forEach((d, i) => {
      if (seen.has(d.date)) ctx.addIssue({ code: 'custom', path: [i, 'date'], message: M.dateTwice(d.date) });
      seen.add(d.date);
    });
  });

const timezoneSchema = z.string({ error: M.timezone }).max(64, M.timezone).refine(isTimeZone, M.timezone);

/**
 * PUT /api/districts/:districtId/calendar: the parts given change, the others stay. `closedToday`
 * adds (or removes) a closed day for today's date on the district's clock.
 */
export const updateCalendarSchema = z
  .object({
    timezone: timezoneSchema.optional(),
    hours: weeklyHoursSchema.optional(),
    closedDays: closedDaysSchema.optional(),
    closedToday: z.boolean({ error: 'closedToday is true or false' }).optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), M.nothingToSave);
export type UpdateCalendarPayload = z.input<typeof updateCalendarSchema>;

/** POST /api/districts/:districtId/calendar/import: an .ics body (text/calendar), or a feed's address. */
export const importCalendarSchema = z.union(
  [
    z.string().max(CALENDAR_LIMITS.icsBytes, M.icsTooLarge),
    z.object({ url: text(2000, M.importUrl) }, { error: M.importSource }),
  ],
  { error: M.importSource },
);

// --- Answers -----------------------------------------------------------------------------------

const intervalAnswer = z.tuple([z.string(), z.string()]);
export const calendarSchema = z.object({
  districtId: z.uuid(),
  timezone: z.string(),
  hours: z.object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(intervalAnswer)])) as Record<
      Weekday,
      z.ZodArray<typeof intervalAnswer>
    >,
  ),
  closedDays: z.array(z.object({ date: z.string(), name: z.string() })),
  /** Today's date on the district's clock, and whether it is a closed day. */
  today: z.string(),
  closedToday: z.boolean(),
  /** True until an administrator saves hours: they come from the school day, Monday to Friday. */
  fromSchoolDay: z.boolean(),
  /** True until an administrator saves a time zone: it is the District profile's. */
  timezoneFromProfile: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type DistrictCalendar = z.infer<typeof calendarSchema>;

export const IMPORT_SKIPS = ['listed', 'past', 'later', 'timed', 'cancelled'] as const;
export type ImportSkip = (typeof IMPORT_SKIPS)[number];
export const IMPORT_SKIP_LABELS: Record<ImportSkip, string> = {
  listed: 'already listed',
  past: 'before today',
  later: `more than ${CALENDAR_LIMITS.importMonths} months ahead`,
  timed: 'not all-day events',
  cancelled: 'cancelled',
};

export const calendarImportSchema = z.object({
  added: z.number().int(),
  skipped: z.number().int(),
  /** Why days were skipped, by reason (dates for all-day events, events for timed ones). */
  skippedBecause: z.object(
    Object.fromEntries(IMPORT_SKIPS.map((k) => [k, z.number().int()])) as Record<ImportSkip, z.ZodNumber>,
  ),
  calendar: calendarSchema,
});
export type CalendarImport = z.infer<typeof calendarImportSchema>;

/** "2 already listed, 1 before today": the skipped days in words. */
export function skippedInWords(because: Record<ImportSkip, number>): string {
  return IMPORT_SKIPS.filter((k) => because[k] > 0)
    .map((k) => `${because[k]} ${IMPORT_SKIP_LABELS[k]}`)
    .join(', ');
}

/** Closed days in date order (the order they are kept and shown in). */
export const byDate = <T extends { date: string }>(days: readonly T[]): T[] =>
  [...days].sort((a, b) => a.date.localeCompare(b.date));

/** "07:30–16:00, 17:00–19:00" or "Closed". */
export const hoursInWords = (intervals: WeeklyHours[Weekday]) =>
  intervals.length === 0 ? 'Closed' : intervals.map(([a, b]) => `${a}–${b}`).join(', ');
