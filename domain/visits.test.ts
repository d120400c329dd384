import { describe, expect, it } from 'vitest';
import {
  canMoveVisit,
  createVisitSchema,
  localClock,
  nextVisitStep,
  rangesOverlap,
  VISIT_MESSAGES,
  VISIT_STATUSES,
  VISIT_TRANSITIONS,
  visitStatusIssue,
  visitWithinSchoolDay,
} from './visits.ts';

describe('the visit status table', () => {
  it('walks scheduled → en route → on site → completed', () => {
    expect(canMoveVisit('scheduled', 'en_route')).toBe(true);
    expect(canMoveVisit('en_route', 'on_site')).toBe(true);
    expect(canMoveVisit('on_site', 'completed')).toBe(true);
    expect(nextVisitStep('scheduled')).toBe('en_route');
    expect(nextVisitStep('on_site')).toBe('completed');
    expect(nextVisitStep('completed')).toBeNull();
  });

  it('lets every open status be delayed and come back', () => {
    for (const from of ['scheduled', 'en_route', 'on_site'] as const) {
      expect(canMoveVisit(from, 'delayed')).toBe(true);
      expect(canMoveVisit('delayed', from)).toBe(true);
    }
  });

  it('cancels only scheduled or delayed visits', () => {
    const cancellable = VISIT_STATUSES.filter((s) => canMoveVisit(s, 'cancelled'));
    expect(cancellable).toEqual(['scheduled', 'delayed']);
  });

  it('keeps completed and cancelled final, and never skips a step', () => {
    expect(VISIT_TRANSITIONS.completed).toEqual([]);
    expect(VISIT_TRANSITIONS.cancelled).toEqual([]);
    expect(canMoveVisit('scheduled', 'completed')).toBe(false);
    expect(canMoveVisit('scheduled', 'on_site')).toBe(false);
    expect(canMoveVisit('en_route', 'scheduled')).toBe(false);
  });

  it('names both statuses when refusing', () => {
    expect(VISIT_MESSAGES.transition('completed', 'en_route')).toBe(
      'A visit cannot go from Completed to En Route.',
    );
  });
});

describe('visitStatusIssue', () => {
  it('asks a delay for a reason and a new time, a cancellation for a reason, a completion for notes', () => {
    expect(visitStatusIssue({ status: 'delayed' })).toEqual(['reason', VISIT_MESSAGES.reasonRequired]);
    expect(visitStatusIssue({ status: 'delayed', reason: 'Traffic' })).toEqual([
      'eta',
      VISIT_MESSAGES.newTimeRequired,
    ]);
    expect(visitStatusIssue({ status: 'cancelled' })).toEqual(['reason', VISIT_MESSAGES.reasonRequired]);
    expect(visitStatusIssue({ status: 'completed' })).toEqual(['notes', VISIT_MESSAGES.notesRequired]);
    expect(visitStatusIssue({ status: 'en_route' })).toBeNull();
    expect(visitStatusIssue({ status: 'completed', notes: 'Replaced the switch' })).toBeNull();
  });
});

describe('the school day', () => {
  const day = { start: '07:00', end: '16:00', timezone: 'America/Chicago' };
  it('reads the clock in the district time zone', () => {
    // 14:30 UTC in March (CDT, UTC-5) is 09:30 in Chicago.
    expect(localClock(new Date('2026-03-10T14:30:00Z'), day.timezone)).toEqual({
      day: '2026-03-10',
      minutes: 9 * 60 + 30,
    });
  });
  it('holds a visit that starts and ends inside the window', () => {
    expect(visitWithinSchoolDay(day, new Date('2026-03-10T12:00:00Z'), 60)).toBe(true); // 07:00–08:00
    expect(visitWithinSchoolDay(day, new Date('2026-03-10T20:00:00Z'), 60)).toBe(true); // 15:00–16:00
  });
  it('refuses one that starts early, runs past the end, or crosses midnight', () => {
    expect(visitWithinSchoolDay(day, new Date('2026-03-10T11:59:00Z'), 30)).toBe(false);
    expect(visitWithinSchoolDay(day, new Date('2026-03-10T20:30:00Z'), 60)).toBe(false);
    expect(visitWithinSchoolDay(day, new Date('2026-03-11T04:00:00Z'), 120)).toBe(false);
  });
});

describe('rangesOverlap', () => {
  const at = (h: number) => new Date(Date.UTC(2026, 2, 10, h));
  it('touching ranges do not overlap, nested ones do', () => {
    expect(rangesOverlap({ start: at(9), end: at(10) }, { start: at(10), end: at(11) })).toBe(false);
    expect(rangesOverlap({ start: at(9), end: at(12) }, { start: at(10), end: at(11) })).toBe(true);
  });
});

describe('createVisitSchema', () => {
  const valid = {
    ticketId: '00000000-0000-4000-8000-000000000001',
    technicianId: '00000000-0000-4000-8000-000000000002',
    siteId: '00000000-0000-4000-8000-000000000003',
    scheduledStart: '2026-03-10T14:00:00Z',
    estimatedDuration: 60,
    priority: 'high',
  };
  const messageOf = (body: Record<string, unknown>) => {
    const r = createVisitSchema.safeParse(body);
    return r.success ? null : r.error.issues[0]?.message;
  };
  it('accepts a complete visit', () => {
    expect(createVisitSchema.safeParse(valid).success).toBe(true);
  });
  it('names each missing field', () => {
    expect(messageOf({ ...valid, ticketId: undefined })).toBe(VISIT_MESSAGES.ticketRequired);
    expect(messageOf({ ...valid, technicianId: undefined })).toBe(VISIT_MESSAGES.technicianRequired);
    expect(messageOf({ ...valid, siteId: '' })).toBe(VISIT_MESSAGES.siteRequired);
    expect(messageOf({ ...valid, scheduledStart: undefined })).toBe(VISIT_MESSAGES.startRequired);
    expect(messageOf({ ...valid, estimatedDuration: undefined })).toBe(VISIT_MESSAGES.durationRequired);
    expect(messageOf({ ...valid, estimatedDuration: 5 })).toBe(VISIT_MESSAGES.durationRange);
    expect(messageOf({ ...valid, contactPhone: 'call me' })).toBe(VISIT_MESSAGES.phone);
  });
});
