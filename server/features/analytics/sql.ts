import { addDaysIso, type DateRange } from '../../../domain/analytics.ts';

/** The moments a range of days covers, as query parameters: [from 00:00 UTC, the day after `to` 00:00 UTC). */
export function bounds(range: DateRange): [string, string] {
  return [`${range.from}T00:00:00Z`, `${addDaysIso(range.to, 1)}T00:00:00Z`];
}

/** Hours with one decimal, or null. */
export function hours(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
}

/** A sum of money as PostgreSQL returns it (numeric as text), to the cent; null stays null. */
export function money(value: string | number | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;
}
