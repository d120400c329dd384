/** US English formatting of the API's ISO 8601 times and of numbers. */
const LOCALE = 'en-US';

const dateFmt = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', year: 'numeric' });
const longDateFmt = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const timeFmt = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit', hour12: true });
const dateTimeFmt = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const relativeFmt = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
const numberFmt = new Intl.NumberFormat(LOCALE);

type DateInput = string | number | Date;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));
const valid = (d: Date) => !Number.isNaN(d.getTime());

/** "Jan 5, 2026" */
export function formatDate(value: DateInput): string {
  const d = toDate(value);
  return valid(d) ? dateFmt.format(d) : '';
}

/** "Monday, January 5, 2026" */
export function formatLongDate(value: DateInput): string {
  const d = toDate(value);
  return valid(d) ? longDateFmt.format(d) : '';
}

/** "3:04 PM" */
export function formatTime(value: DateInput): string {
  const d = toDate(value);
  return valid(d) ? timeFmt.format(d) : '';
}

/** "Jan 5, 2026, 3:04 PM" */
export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  return valid(d) ? dateTimeFmt.format(d) : '';
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "in 3 days"; "just now" under a minute. */
export function formatRelative(value: DateInput, now: Date = new Date()): string {
  const d = toDate(value);
  if (!valid(d)) return '';
  const seconds = Math.round((d.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFmt.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** "1,234" */
export function formatNumber(value: number): string {
  return numberFmt.format(value);
}

/**
 * The dashboard's Assets Managed: the number itself below a thousand (37 -> "37"), thousands with
 * one decimal above it (1234 -> "1.2K"), so a small district never reads "0.0K".
 */
export function formatThousands(value: number): string {
  if (Math.abs(value) < 1000) return formatNumber(value);
  return `${(value / 1000).toFixed(1)}K`;
}
