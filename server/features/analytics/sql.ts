import { addDaysIso, type DateRange } from '../../../domain/analytics.ts';
import { startOfDayIn } from '../../../domain/dates.ts';

/** The zone a range's days are counted in. */
export const zoneOf = (range: DateRange) => range.timeZone ?? 'UTC';

/** The moments a range of days covers, as query parameters: [from's 00:00, the day after `to` 00:00) on the range's clock. */
export function bounds(range: DateRange): [string, string] {
  const zone = zoneOf(range);
  return [
    startOfDayIn(range.from, zone).toISOString(),
    startOfDayIn(addDaysIso(range.to, 1), zone).toISOString(),
  ];
}

/** Hours with one decimal, or null. */
export function hours(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
}

/** A sum of money as PostgreSQL returns it (numeric as text), to the cent; null stays null. */
export function money(value: string | number | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;
}
