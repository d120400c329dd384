import { formatDate } from '@/lib/format';

/** A calendar day of the API ("2026-03-14") in US English, read as a local day (not UTC midnight). */
export function formatDay(day: string | null): string {
  return day ? formatDate(new Date(`${day}T00:00:00`)) : '';
}

/** Today as the API's calendar day, in the user's time zone. */
export function todayIso(): string {
  return new Date().toLocaleDateString('en-CA');
}
