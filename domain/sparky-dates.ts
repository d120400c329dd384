/** Dates and times in Sparky's answers: in the district's time zone, US style ("Tuesday, August 4, 2026"). */

import { zoneClockFormat, zoneDayFormat } from './dates.ts';

/** A calendar day ("2026-08-04") written out: "Tuesday, August 4, 2026". */
export function longDay(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A moment's time of day in the time zone: "9:30 AM MST". */
export function clockTime(at: Date, timeZone: string): string {
  return at.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
}

/** The calendar day of a moment in the time zone ("2026-08-04"). */
export function dayIn(at: Date, timeZone: string): string {
  const parts = zoneDayFormat(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** How far the time zone is ahead of UTC at a moment, in ms. */
function offsetAt(at: Date, timeZone: string): number {
  const parts = zoneClockFormat(timeZone).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - at.getTime();
}

/** Midnight of a calendar day in the time zone, as a moment. */
export function startOfDay(iso: string, timeZone: string): Date {
  const asUtc = Date.parse(`${iso}T00:00:00Z`);
  // Two passes settle a day on which the offset changes (daylight saving).
  let at = asUtc - offsetAt(new Date(asUtc), timeZone);
  at = asUtc - offsetAt(new Date(at), timeZone);
  return new Date(at);
}

/** The day `offset` days after today in the time zone, with the moments it starts and ends. */
export function districtDay(
  now: Date,
  timeZone: string,
  offset: number,
): { iso: string; start: Date; end: Date } {
  const today = dayIn(now, timeZone);
  const shift = (days: number) =>
    new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const iso = shift(offset);
  return { iso, start: startOfDay(iso, timeZone), end: startOfDay(shift(offset + 1), timeZone) };
}
