import { describe, expect, it } from 'vitest';
import {
  CALENDAR_MESSAGES as M,
  skippedInWords,
  updateCalendarSchema,
  weeklyHoursSchema,
} from './calendar.ts';
import { schoolDayCalendar } from './working-time.ts';

const week = schoolDayCalendar({ timezone: 'America/Chicago', start: '07:30', end: '16:00' }).hours;
const messageOf = (input: unknown) => updateCalendarSchema.safeParse(input).error?.issues[0]?.message;

describe('weekly hours', () => {
  it('take the school day, split days, a day ending at 24:00 and days off', () => {
    expect(weeklyHoursSchema.safeParse(week).success).toBe(true);
    const split = {
      ...week,
      wed: [
        ['07:30', '12:00'],
        ['12:00', '16:00'],
      ],
      sat: [['18:00', '24:00']],
    };
    expect(weeklyHoursSchema.safeParse(split).success).toBe(true);
  });

  it('are refused with the day’s words', () => {
    expect(messageOf({ hours: { ...week, thu: [['16:00', '08:00']] } })).toBe(M.order('thu'));
    expect(
      messageOf({
        hours: {
          ...week,
          tue: [
            ['12:00', '16:00'],
            ['07:30', '12:30'],
          ],
        },
      }),
    ).toBe(M.overlap('tue'));
    expect(messageOf({ hours: { ...week, sun: [['24:00', '24:00']] } })).toBe(M.time('sun'));
  });
});

describe('a calendar update', () => {
  it('gives at least one part', () => {
    expect(messageOf({})).toBe(M.nothingToSave);
    expect(updateCalendarSchema.safeParse({ closedToday: true }).success).toBe(true);
  });

  it('trims names and refuses a date listed twice', () => {
    const parsed = updateCalendarSchema.parse({
      closedDays: [{ date: '2026-11-26', name: ' Thanksgiving ' }],
    });
    expect(parsed.closedDays).toEqual([{ date: '2026-11-26', name: 'Thanksgiving' }]);
    expect(
      messageOf({
        closedDays: [
          { date: '2026-11-26', name: 'A' },
          { date: '2026-11-26', name: 'B' },
        ],
      }),
    ).toBe('Nov 26, 2026 is listed twice');
  });
});

it('says what an import skipped', () => {
  expect(skippedInWords({ listed: 2, past: 1, later: 0, timed: 3, cancelled: 0 })).toBe(
    '2 already listed, 1 before today, 3 not all-day events',
  );
  expect(skippedInWords({ listed: 0, past: 0, later: 0, timed: 0, cancelled: 0 })).toBe('');
});
