import ICAL from 'ical.js';
import { CALENDAR_LIMITS } from '../../../domain/calendar.ts';
import { hasControlCharacters } from '../../../domain/http.ts';
import { addDays } from '../../../domain/working-time.ts';

/** What an iCalendar file gives the working calendar: closed days, and what it left out. */
export interface IcsClosedDays {
  /** One per date (the first event of a date names it), in date order. */
  days: { date: string; name: string }[];
  skipped: {
    /** Dates of one-off events before `from`. */
    past: number;
    /** Dates of one-off events after `until`. */
    later: number;
    /** Events with a time of day (a meeting, not a closure). */
    timed: number;
    /** Events marked cancelled. */
    cancelled: number;
  };
}

/** Occurrences of one recurring event read at most (a daily rule over 18 months is about 550). */
const MAX_OCCURRENCES = 1000;

export class NotIcsError extends Error {}

/** A closed day's name from an event's summary: one line, bounded, never empty. */
function nameOf(summary: unknown): string {
  const text = typeof summary === 'string' ? summary : '';
  const clean = [...text].map((ch) => (hasControlCharacters(ch) ? ' ' : ch)).join('');
  const line = clean.replace(/\s+/g, ' ').trim();
  return (line || 'Closed').slice(0, CALENDAR_LIMITS.name).trim();
}

const dateOf = (t: ICAL.Time) =>
  `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;

/** Days between two dates (b − a). */
const daysBetween = (a: string, b: string) =>
  (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

/**
 * The closed days of an iCalendar text (RFC 5545, read with ical.js) between `from` and `until`
 * (dates, inclusive): each all-day VEVENT gives its dates (DTEND is exclusive, so a multi-day event
 * gives each of its days); a recurring one is expanded within the window, its exceptions and
 * excluded dates honoured. Timed and cancelled events are counted, not kept.
 */
export function closedDaysFromIcs(text: string, window: { from: string; until: string }): IcsClosedDays {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new NotIcsError();
  }
  if (root.name !== 'vcalendar') throw new NotIcsError();

  const events = root.getAllSubcomponents('vevent');
  const byUid = new Map<string, ICAL.Component[]>();
  const masters = new Set<string>();
  for (const e of events) {
    const uid = String(e.getFirstPropertyValue('uid') ?? '');
    if (e.hasProperty('recurrence-id')) byUid.set(uid, [...(byUid.get(uid) ?? []), e]);
    else masters.add(uid);
  }

  const days = new Map<string, string>();
  const skipped = { past: 0, later: 0, timed: 0, cancelled: 0 };
  const keep = (date: string, name: string) => {
    if (!days.has(date)) days.set(date, name);
  };
  /** The dates of one occurrence [start, end), counted or kept. */
  const span = (start: string, end: string, name: string, oneOff: boolean) => {
    const last = daysBetween(start, end) <= 0 ? start : addDays(end, -1);
    if (oneOff) {
      skipped.past += Math.max(0, Math.min(daysBetween(start, window.from), daysBetween(start, last) + 1));
      skipped.later += Math.max(0, Math.min(daysBetween(window.until, last), daysBetween(start, last) + 1));
    }
    // ISO dates compare as strings.
    const first = [start, window.from].sort()[1]!;
    const stop = [last, window.until].sort()[0]!;
    for (let d = first; d <= stop; d = addDays(d)) keep(d, name);
  };
  const isCancelled = (c: ICAL.Component) =>
    String(c.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

  for (const component of events) {
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    // An exception is read with its series (when the file has the series).
    if (component.hasProperty('recurrence-id') && masters.has(uid)) continue;
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(component, { strictExceptions: true, exceptions: byUid.get(uid) ?? [] });
      if (!event.startDate) continue;
    } catch {
      continue;
    }
    if (isCancelled(component)) {
      skipped.cancelled++;
      continue;
    }
    if (!event.startDate.isDate) {
      skipped.timed++;
      continue;
    }
    if (!event.isRecurring()) {
      span(dateOf(event.startDate), dateOf(event.endDate), nameOf(event.summary), true);
      continue;
    }
    const it = event.iterator();
    for (let n = 0; n < MAX_OCCURRENCES; n++) {
      const next = it.next();
      if (!next || dateOf(next) > window.until) break;
      const details = event.getOccurrenceDetails(next);
      if (isCancelled(details.item.component)) continue;
      const start = dateOf(details.startDate);
      const end = dateOf(details.endDate);
      if (end <= window.from) continue;
      if (details.startDate.isDate) span(start, end, nameOf(details.item.summary), false);
    }
  }
  return {
    days: [...days].sort(([a], [b]) => a.localeCompare(b)).map(([date, name]) => ({ date, name })),
    skipped,
  };
}
