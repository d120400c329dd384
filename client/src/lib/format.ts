import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '@domain/locales/locale';

// Dates, numbers and money of the API (ISO 8601 times, numbers, cents) in a language: US English
// unless told otherwise, so the staff screens read as they always have; the requester's screens
// pass the language they speak (`useLocale()` from lib/locale.ts).

type Formats = {
  date: Intl.DateTimeFormat;
  longDate: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
  dateTime: Intl.DateTimeFormat;
  relative: Intl.RelativeTimeFormat;
  number: Intl.NumberFormat;
  money: Intl.NumberFormat;
};

const made = new Map<Locale, Formats>();

function formats(locale: Locale): Formats {
  const known = made.get(locale);
  if (known) return known;
  const tag = LOCALE_TAGS[locale];
  // US families read a 12-hour clock in either language ("3:04 p. m.").
  const hour12 = true;
  const f: Formats = {
    date: new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', year: 'numeric' }),
    longDate: new Intl.DateTimeFormat(tag, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }),
    time: new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', hour12 }),
    dateTime: new Intl.DateTimeFormat(tag, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12,
    }),
    relative: new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }),
    number: new Intl.NumberFormat(tag),
    money: new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }),
  };
  made.set(locale, f);
  return f;
}

type DateInput = string | number | Date;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));
const valid = (d: Date) => !Number.isNaN(d.getTime());

/** "Jan 5, 2026" ("5 ene 2026") */
export function formatDate(value: DateInput, locale: Locale = DEFAULT_LOCALE): string {
  const d = toDate(value);
  return valid(d) ? formats(locale).date.format(d) : '';
}

/** "Monday, January 5, 2026" */
export function formatLongDate(value: DateInput, locale: Locale = DEFAULT_LOCALE): string {
  const d = toDate(value);
  return valid(d) ? formats(locale).longDate.format(d) : '';
}

/** "3:04 PM" */
export function formatTime(value: DateInput, locale: Locale = DEFAULT_LOCALE): string {
  const d = toDate(value);
  return valid(d) ? formats(locale).time.format(d) : '';
}

/** "Jan 5, 2026, 3:04 PM" */
export function formatDateTime(value: DateInput, locale: Locale = DEFAULT_LOCALE): string {
  const d = toDate(value);
  return valid(d) ? formats(locale).dateTime.format(d) : '';
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

const JUST_NOW: Record<Locale, string> = { en: 'just now', es: 'hace un momento' };

/** "5 minutes ago", "yesterday", "in 3 days"; "just now" under a minute. */
export function formatRelative(
  value: DateInput,
  now: Date = new Date(),
  locale: Locale = DEFAULT_LOCALE,
): string {
  const d = toDate(value);
  if (!valid(d)) return '';
  const seconds = Math.round((d.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formats(locale).relative.format(Math.trunc(seconds / size), unit);
  }
  return JUST_NOW[locale];
}

/** "1,234" (US Spanish groups digits the US way too) */
export function formatNumber(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return formats(locale).number.format(value);
}

/** Dollars from cents: "$1,234.50" (US Spanish writes US dollars the same way). */
export function formatMoney(cents: number, locale: Locale = DEFAULT_LOCALE): string {
  return formats(locale).money.format(Math.round(cents) / 100);
}

/**
 * The dashboard's Assets Managed: the number itself below a thousand (37 -> "37"), thousands with
 * one decimal above it (1234 -> "1.2K"), so a small district never reads "0.0K".
 */
export function formatThousands(value: number): string {
  if (Math.abs(value) < 1000) return formatNumber(value);
  return `${(value / 1000).toFixed(1)}K`;
}
