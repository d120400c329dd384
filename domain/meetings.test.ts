import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  isEmailAddress,
  MEETING_MESSAGES,
  meetingDurationMinutes,
  meetingPayloadSchema,
  meetingStats,
  meetingStatus,
  parseAttendees,
} from './meetings.ts';

describe('meetingStatus', () => {
  const start = '2026-03-04T15:00:00Z';
  const end = '2026-03-04T16:00:00Z';
  it('is scheduled before the start, in progress until the end, completed from the end on', () => {
    expect(meetingStatus(start, end, '2026-03-04T14:59:59Z')).toBe('scheduled');
    expect(meetingStatus(start, end, start)).toBe('in-progress');
    expect(meetingStatus(start, end, '2026-03-04T15:59:59Z')).toBe('in-progress');
    expect(meetingStatus(start, end, end)).toBe('completed');
    expect(meetingStatus(new Date(start), new Date(end), new Date('2027-01-01'))).toBe('completed');
  });
  it('moves only forward as time passes', () => {
    const order = { scheduled: 0, 'in-progress': 1, completed: 2 };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer(),
        fc.nat(),
        (s, len, a, step) => {
          const before = meetingStatus(s, s + len, a);
          const after = meetingStatus(s, s + len, a + step);
          return order[after] >= order[before];
        },
      ),
    );
  });
});

describe('parseAttendees', () => {
  it('splits on commas, trims, drops empty entries and repeats', () => {
    expect(parseAttendees(' a@x.org, ,b@x.org,, A@X.org ,Principal Ortiz ')).toEqual([
      'a@x.org',
      'b@x.org',
      'Principal Ortiz',
    ]);
    expect(parseAttendees(['a@x.org, b@x.org', ' ', 'c@x.org'])).toEqual(['a@x.org', 'b@x.org', 'c@x.org']);
    expect(parseAttendees('')).toEqual([]);
  });
  it('never yields an empty or untrimmed entry, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const list = parseAttendees(text);
        return (
          list.every((a) => a.length > 0 && a === a.trim() && !a.includes(',')) &&
          parseAttendees(list).join() === list.join()
        );
      }),
    );
  });
});

describe('meeting helpers', () => {
  it('recognises email addresses', () => {
    expect(isEmailAddress('it@benson.k12.az.us')).toBe(true);
    expect(isEmailAddress('Principal Ortiz')).toBe(false);
  });
  it('measures and formats durations', () => {
    expect(meetingDurationMinutes('2026-01-01T10:00:00Z', '2026-01-01T11:30:00Z')).toBe(90);
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(90)).toBe('1 hr 30 min');
    expect(formatDuration(2 * 24 * 60)).toBe('2 days');
  });
  it('counts the stat cards', () => {
    const now = '2026-03-01T12:00:00Z';
    const list = [
      { startDate: '2026-02-01T10:00:00Z', endDate: '2026-02-01T11:00:00Z' },
      { startDate: '2026-03-01T11:00:00Z', endDate: '2026-03-01T13:00:00Z' },
      { startDate: '2026-03-03T10:00:00Z', endDate: '2026-03-03T11:00:00Z' },
      { startDate: '2026-04-03T10:00:00Z', endDate: '2026-04-03T11:00:00Z' },
    ];
    expect(meetingStats(list, now)).toEqual({ total: 4, upcoming: 3, thisWeek: 1, completed: 1 });
  });
});

describe('meetingPayloadSchema', () => {
  const base = {
    title: 'Review',
    startDate: '2026-03-04T09:00:00-07:00',
    endDate: '2026-03-04T10:00:00-07:00',
  };
  it('defaults the type and normalizes attendees', () => {
    expect(meetingPayloadSchema.parse({ ...base, attendees: 'a@x.org, ,b@x.org' })).toMatchObject({
      meetingType: 'meeting',
      attendees: ['a@x.org', 'b@x.org'],
      description: '',
      location: '',
    });
  });
  it('needs the end after the start, comparing instants across offsets', () => {
    const sameInstant = { ...base, endDate: '2026-03-04T16:00:00Z' };
    expect(meetingPayloadSchema.safeParse(sameInstant).error?.issues[0]?.message).toBe(
      MEETING_MESSAGES.endNotAfterStart,
    );
    expect(meetingPayloadSchema.safeParse({ ...base, endDate: '2026-03-04T16:00:01Z' }).success).toBe(true);
  });
});
