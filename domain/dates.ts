// Dates as a person reads them: US English, in the district's time zone (see docs/product.md#dates).

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (YYYY-MM-DD) as "Aug 4, 2026". A day has no time zone: it is printed as it is. */
export function formatDay(isoDate: string): string {
  return dayFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A month (YYYY-MM) as "August 2026". */
export function monthName(isoMonth: string): string {
  return monthFormat.format(new Date(`${isoMonth.slice(0, 7)}-01T00:00:00Z`));
}

/**
 * A getter of one formatter per time zone with these options, each made on first use: making a
 * formatter costs far more than using it.
 */
function perZone(locale: string, options: Intl.DateTimeFormatOptions) {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string): Intl.DateTimeFormat => {
    let f = made.get(timeZone);
    if (!f) {
      f = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      made.set(timeZone, f);
    }
    return f;
  };
}

const momentFormat = perZone('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A moment as "Aug 4, 2026, 9:15 AM MST", on the clock of the time zone. */
export function formatMoment(at: Date | string, timeZone: string): string {
  return momentFormat(timeZone).format(typeof at === 'string' ? new Date(at) : at);
}

/** The time zone's name for a reader: "Mountain Standard Time" (as it is on that moment). */
export function timeZoneName(timeZone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** A zone's wall clock in numeric fields, 24-hour. */
export const zoneClockFormat = perZone('en-US', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** A zone's calendar day as "2026-03-14". */
export const zoneDayFormat = perZone('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** Milliseconds the zone's clock is ahead of UTC at a moment. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = zoneClockFormat(timeZone).formatToParts(new Date(ms));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The first moment of a calendar day on the zone's clock. Where a change of clocks skips midnight
 * (a few zones move at 00:00), the day begins at the first moment that exists.
 */
export function startOfDayIn(isoDate: string, timeZone: string): Date {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(y, m - 1, d);
  // Two passes: the offset before and after a change of clocks can differ.
  let at = midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
  at = midnightAsUtc - offsetAt(at, timeZone);
  // A skipped midnight lands the guess on the day before: step forward to the day's first minute.
  while (offsetAt(at, timeZone) + at < midnightAsUtc) at += 60_000;
  return new Date(at);
}
