import { describe, expect, it } from 'vitest';
import { closedDaysFromIcs, NotIcsError } from './ics-closed-days.ts';

const ics = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

const WINDOW = { from: '2026-08-01', until: '2028-02-01' };

describe('closed days of an iCalendar file', () => {
  it('gives each date of a multi-day all-day event (DTEND exclusive)', () => {
    const { days, skipped } = closedDaysFromIcs(
      ics(
        event('UID:1', 'DTSTART;VALUE=DATE:20261223', 'DTEND;VALUE=DATE:20261226', 'SUMMARY:Winter break'),
        event('UID:2', 'DTSTART;VALUE=DATE:20261126', 'SUMMARY:Thanksgiving'),
      ),
      WINDOW,
    );
    expect(days).toEqual([
      { date: '2026-11-26', name: 'Thanksgiving' },
      { date: '2026-12-23', name: 'Winter break' },
      { date: '2026-12-24', name: 'Winter break' },
      { date: '2026-12-25', name: 'Winter break' },
    ]);
    expect(skipped).toEqual({ past: 0, later: 0, timed: 0, cancelled: 0 });
  });

  it('expands recurring events within the window, honouring excluded and moved dates', () => {
    const { days } = closedDaysFromIcs(
      ics(
        event(
          'UID:labor',
          'DTSTART;VALUE=DATE:20200907',
          'RRULE:FREQ=YEARLY;BYMONTH=9;BYDAY=1MO',
          'SUMMARY:Labor Day',
        ),
        event(
          'UID:pd',
          'DTSTART;VALUE=DATE:20260902',
          'RRULE:FREQ=MONTHLY;COUNT=4;BYDAY=1WE',
          'EXDATE;VALUE=DATE:20261007',
          'SUMMARY:PD day',
        ),
        event(
          'UID:pd',
          'RECURRENCE-ID;VALUE=DATE:20261104',
          'DTSTART;VALUE=DATE:20261105',
          'SUMMARY:PD day (moved)',
        ),
      ),
      WINDOW,
    );
    expect(days).toEqual([
      { date: '2026-09-02', name: 'PD day' },
      { date: '2026-09-07', name: 'Labor Day' },
      { date: '2026-11-05', name: 'PD day (moved)' },
      { date: '2026-12-02', name: 'PD day' },
      { date: '2027-09-06', name: 'Labor Day' },
    ]);
  });

  it('counts past, later, timed and cancelled events without keeping them', () => {
    const { days, skipped } = closedDaysFromIcs(
      ics(
        event('UID:a', 'DTSTART;VALUE=DATE:20260730', 'DTEND;VALUE=DATE:20260803', 'SUMMARY:Summer'),
        event('UID:b', 'DTSTART;VALUE=DATE:20280131', 'DTEND;VALUE=DATE:20280203', 'SUMMARY:Far'),
        event('UID:c', 'DTSTART:20261005T150000Z', 'DTEND:20261005T160000Z', 'SUMMARY:Board meeting'),
        event('UID:d', 'DTSTART;VALUE=DATE:20261012', 'STATUS:CANCELLED', 'SUMMARY:Called off'),
      ),
      WINDOW,
    );
    expect(days.map((d) => d.date)).toEqual(['2026-08-01', '2026-08-02', '2028-01-31', '2028-02-01']);
    expect(skipped).toEqual({ past: 2, later: 1, timed: 1, cancelled: 1 });
  });

  it('names days from one clean line, never empty, at most 80 characters', () => {
    const { days } = closedDaysFromIcs(
      ics(
        event('UID:a', 'DTSTART;VALUE=DATE:20261012', `SUMMARY:${'Very long '.repeat(20)}`),
        event('UID:b', 'DTSTART;VALUE=DATE:20261013'),
        event('UID:c', 'DTSTART;VALUE=DATE:20261014', 'SUMMARY:Two\\nlines'),
      ),
      WINDOW,
    );
    expect(days[0]!.name.length).toBeLessThanOrEqual(80);
    expect(days[1]!.name).toBe('Closed');
    expect(days[2]!.name).toBe('Two lines');
  });

  it('keeps the first name of a date listed twice', () => {
    const { days } = closedDaysFromIcs(
      ics(
        event('UID:a', 'DTSTART;VALUE=DATE:20261012', 'SUMMARY:Columbus Day'),
        event('UID:b', 'DTSTART;VALUE=DATE:20261012', 'SUMMARY:Indigenous Peoples’ Day'),
      ),
      WINDOW,
    );
    expect(days).toEqual([{ date: '2026-10-12', name: 'Columbus Day' }]);
  });

  it('survives a rule that never occurs and one that never ends', () => {
    const { days } = closedDaysFromIcs(
      ics(
        event(
          'UID:a',
          'DTSTART;VALUE=DATE:20260201',
          'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=31',
          'SUMMARY:Never',
        ),
        event('UID:b', 'DTSTART;VALUE=DATE:20260801', 'RRULE:FREQ=DAILY', 'SUMMARY:Every day'),
      ),
      WINDOW,
    );
    expect(days.length).toBe(550);
    expect(days.at(-1)!.date).toBe('2028-02-01');
  });

  it('refuses what is not an iCalendar file', () => {
    expect(() => closedDaysFromIcs('hello', WINDOW)).toThrow(NotIcsError);
    expect(() => closedDaysFromIcs('BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD', WINDOW)).toThrow(NotIcsError);
    expect(() => closedDaysFromIcs('', WINDOW)).toThrow(NotIcsError);
  });
});
