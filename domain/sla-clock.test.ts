import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SlaTarget } from './sla.ts';
import {
  atRiskAt,
  clockCalendar,
  eventsBetween,
  levelAt,
  nextEventAt,
  pauseClock,
  remainingMinutes,
  reopenClock,
  respondClock,
  resumeClock,
  retargetClock,
  SLA_TARGET_NAMES,
  startClock,
  stateAt,
  stopClock,
  verdictOf,
} from './sla-clock.ts';
import { schoolDayCalendar, type WorkingCalendar, workingMinutesBetween } from './working-time.ts';

const CHICAGO = 'America/Chicago';
const PHOENIX = 'America/Phoenix';
const school = (timezone: string, closedDays: WorkingCalendar['closedDays'] = []): WorkingCalendar => ({
  ...schoolDayCalendar({ timezone, start: '07:30', end: '16:00' }),
  closedDays,
});
const at = (iso: string) => new Date(iso);
const iso = (d: Date | null) => d?.toISOString() ?? null;
const target = (firstResponseMinutes: number, resolutionMinutes: number, allHours = false): SlaTarget => ({
  firstResponseMinutes,
  resolutionMinutes,
  allHours,
});
const MINUTE = 60_000;

describe('starting a clock', () => {
  it('is due in working time: a target spanning a weekend, a holiday and a closed-today', () => {
    // Friday 2026-03-13 14:00 in Chicago (CDT, UTC−5). Monday is a holiday, Tuesday closed today.
    const cal = school(CHICAGO, [
      { date: '2026-03-16', name: 'Spring break' },
      { date: '2026-03-17', name: 'Closed today' },
    ]);
    const clock = startClock(cal, target(120, 8 * 60), at('2026-03-13T19:00:00Z'));
    // 2 h: Friday 14:00 → 16:00 (the end of Friday: due then, not Wednesday morning).
    expect(iso(clock.firstResponseDueAt)).toBe('2026-03-13T21:00:00.000Z');
    // 8 h: 2 h on Friday, then 6 h on Wednesday from 07:30 → 13:30 CDT.
    expect(iso(clock.resolutionDueAt)).toBe('2026-03-18T18:30:00.000Z');
    expect(clock.state).toBe('running');
    // At risk when 25 % is left: after 6 h of the 8, Wednesday 11:30.
    expect(iso(atRiskAt(cal, clock, 'resolution'))).toBe('2026-03-18T16:30:00.000Z');
  });

  it('keeps the school day on the wall clock across DST in America/Chicago', () => {
    // Friday 2026-03-06 15:00 CST (UTC−6); clocks spring forward on Sunday 03-08.
    const cal = school(CHICAGO);
    const clock = startClock(cal, target(60, 4 * 60), at('2026-03-06T21:00:00Z'));
    // 1 h left on Friday, then 3 h from Monday 07:30 CDT (UTC−5) → 10:30 CDT = 15:30Z.
    expect(iso(clock.resolutionDueAt)).toBe('2026-03-09T15:30:00.000Z');
    expect(iso(clock.firstResponseDueAt)).toBe('2026-03-06T22:00:00.000Z');
    // And back in the fall: Friday 2026-10-30 15:00 CDT, Monday 11-02 in CST.
    const fall = startClock(cal, target(60, 4 * 60), at('2026-10-30T20:00:00Z'));
    expect(iso(fall.resolutionDueAt)).toBe('2026-11-02T16:30:00.000Z');
  });

  it('has no DST in America/Phoenix: the same UTC school day all year', () => {
    const cal = school(PHOENIX); // UTC−7 all year
    const march = startClock(cal, target(60, 4 * 60), at('2026-03-06T22:00:00Z'));
    expect(iso(march.resolutionDueAt)).toBe('2026-03-09T17:30:00.000Z');
    const november = startClock(cal, target(60, 4 * 60), at('2026-10-30T22:00:00Z'));
    expect(iso(november.resolutionDueAt)).toBe('2026-11-02T17:30:00.000Z');
  });

  it('runs around the clock for a 24×7 target', () => {
    const cal = clockCalendar(school(CHICAGO), { allHours: true });
    const clock = startClock(cal, target(15, 240, true), at('2026-03-07T10:00:00Z'));
    expect(iso(clock.resolutionDueAt)).toBe('2026-03-07T14:00:00.000Z');
  });
});

describe('the clock’s life', () => {
  const cal = school(CHICAGO);
  // Monday 2026-04-06 08:00 CDT.
  const start = at('2026-04-06T13:00:00Z');
  const fresh = () => startClock(cal, target(60, 8 * 60), start);

  it('moves at risk, then breached, and tells the next moment', () => {
    const clock = fresh();
    expect(iso(nextEventAt(cal, clock, start))).toBe('2026-04-06T13:45:00.000Z'); // first response at risk
    expect(stateAt(cal, clock, at('2026-04-06T13:50:00Z'))).toBe('at_risk');
    expect(eventsBetween(cal, clock, at('2026-04-06T13:44:59Z'), at('2026-04-06T13:45:00Z'))).toEqual([
      { target: 'first_response', event: 'at_risk' },
    ]);
    expect(stateAt(cal, clock, at('2026-04-06T14:00:00Z'))).toBe('breached');
  });

  it('pauses while waiting and pushes the due times back by the working time paused', () => {
    const paused = pauseClock(cal, fresh(), at('2026-04-06T13:30:00Z'));
    expect(paused.state).toBe('paused');
    expect(nextEventAt(cal, paused, at('2026-04-06T13:30:00Z'))).toBeNull();
    // Waits over the night: 08:30 → next day 09:00 is 7 h 30 + 1 h 30 = 9 h of working time.
    const resumed = resumeClock(cal, paused, at('2026-04-07T14:00:00Z'));
    expect(resumed.pausedMinutes).toBe(9 * 60);
    expect(resumed.state).toBe('running');
    // The first response had 30 min left at the pause: due 09:30 on Tuesday.
    expect(iso(resumed.firstResponseDueAt)).toBe('2026-04-07T14:30:00.000Z');
  });

  it('stops at resolution: met within the target, breached past it; reopening resumes', () => {
    const answered = respondClock(cal, fresh(), at('2026-04-06T13:20:00Z'));
    const met = stopClock(cal, answered, at('2026-04-06T15:00:00Z'));
    expect(met.state).toBe('met');
    expect(iso(met.pausedAt)).toBe('2026-04-06T15:00:00.000Z');
    const late = stopClock(cal, fresh(), at('2026-04-06T15:00:00Z'));
    expect(late.state).toBe('breached'); // no first response within the hour
    // Reopened the next morning at 07:30: the time resolved counts as paused.
    const reopened = reopenClock(cal, met, at('2026-04-07T12:30:00Z'), false);
    expect(reopened.state).toBe('running');
    expect(remainingMinutes(cal, reopened, 'resolution', at('2026-04-07T12:30:00Z'))).toBe(6 * 60);
    expect(reopenClock(cal, met, at('2026-04-07T12:30:00Z'), true).state).toBe('paused');
  });

  it('recomputes due times from the start when the priority changes', () => {
    const clock = retargetClock(cal, fresh(), target(15, 4 * 60), at('2026-04-06T13:20:00Z'));
    expect(iso(clock.firstResponseDueAt)).toBe('2026-04-06T13:15:00.000Z');
    expect(iso(clock.resolutionDueAt)).toBe('2026-04-06T17:00:00.000Z');
    expect(clock.state).toBe('breached');
  });
});

// --- Properties ----------------------------------------------------------------------------------

const calendars = fc.constantFrom(
  school(CHICAGO),
  school(PHOENIX),
  school(CHICAGO, [
    { date: '2026-03-09', name: 'Snow day' },
    { date: '2026-11-02', name: 'Closed today' },
  ]),
  clockCalendar(school(PHOENIX), { allHours: true }),
);
// Moments around both DST changes of 2026 and ordinary weeks.
const moments = fc
  .integer({ min: Date.parse('2026-02-20T00:00:00Z'), max: Date.parse('2026-11-20T00:00:00Z') })
  .map((ms) => new Date(Math.floor(ms / MINUTE) * MINUTE));
const targets = fc
  .tuple(fc.integer({ min: 5, max: 3 * 480 }), fc.integer({ min: 0, max: 20 * 480 }))
  .map(([first, extra]) => target(first, first + extra));
const later = (d: Date, minutes: number) => new Date(d.getTime() + minutes * MINUTE);
const RUNS = { numRuns: 150 };

describe('properties of the clock', () => {
  it('due times measure back to the targets, the first response no later than the resolution', () => {
    fc.assert(
      fc.property(calendars, targets, moments, (cal, t, start) => {
        const clock = startClock(cal, t, start);
        expect(workingMinutesBetween(cal, start, clock.firstResponseDueAt)).toBeCloseTo(
          t.firstResponseMinutes,
          6,
        );
        expect(workingMinutesBetween(cal, start, clock.resolutionDueAt)).toBeCloseTo(t.resolutionMinutes, 6);
        expect(clock.firstResponseDueAt.getTime()).toBeLessThanOrEqual(clock.resolutionDueAt.getTime());
        const risk = atRiskAt(cal, clock, 'resolution');
        expect(risk.getTime()).toBeLessThanOrEqual(clock.resolutionDueAt.getTime());
        expect(workingMinutesBetween(cal, risk, clock.resolutionDueAt)).toBeCloseTo(
          0.25 * t.resolutionMinutes,
          6,
        );
      }),
      RUNS,
    );
  });

  it('nothing changes before the next event moment, and something does at it', () => {
    fc.assert(
      fc.property(
        calendars,
        targets,
        moments,
        fc.integer({ min: 0, max: 30 * 24 * 60 }),
        (cal, t, start, m) => {
          const clock = startClock(cal, t, start);
          const now = later(start, m);
          const next = nextEventAt(cal, clock, now);
          if (!next) {
            expect(stateAt(cal, clock, now)).toBe('breached');
            return;
          }
          expect(next.getTime()).toBeGreaterThan(now.getTime());
          expect(eventsBetween(cal, clock, now, new Date(next.getTime() - 1))).toEqual([]);
          expect(eventsBetween(cal, clock, now, next).length).toBeGreaterThan(0);
        },
      ),
      RUNS,
    );
  });

  it('a pause changes no target’s level: what held when it began holds when it ends', () => {
    fc.assert(
      fc.property(
        calendars,
        targets,
        moments,
        fc.integer({ min: 0, max: 10 * 24 * 60 }),
        fc.integer({ min: 0, max: 10 * 24 * 60 }),
        (cal, t, start, runFor, waitFor) => {
          const pausedAt = later(start, runFor);
          const resumedAt = later(pausedAt, waitFor);
          const running = startClock(cal, t, start);
          const resumed = resumeClock(cal, pauseClock(cal, running, pausedAt), resumedAt);
          for (const name of SLA_TARGET_NAMES)
            expect(levelAt(cal, resumed, name, resumedAt)).toBe(levelAt(cal, running, name, pausedAt));
          expect(remainingMinutes(cal, resumed, 'resolution', resumedAt)).toBe(
            remainingMinutes(cal, running, 'resolution', pausedAt),
          );
          expect(resumed.pausedMinutes).toBe(Math.round(workingMinutesBetween(cal, pausedAt, resumedAt)));
        },
      ),
      RUNS,
    );
  });

  it('stopping and reopening: the state at the stop is the state on reopening', () => {
    fc.assert(
      fc.property(
        calendars,
        targets,
        moments,
        fc.integer({ min: 1, max: 10 * 24 * 60 }),
        fc.integer({ min: 0, max: 10 * 24 * 60 }),
        (cal, t, start, runFor, resolvedFor) => {
          const responded = respondClock(
            cal,
            startClock(cal, t, start),
            later(start, Math.min(runFor, t.firstResponseMinutes)),
          );
          const stoppedAt = later(start, runFor);
          const stopped = stopClock(cal, responded, stoppedAt);
          const levelThen = levelAt(cal, responded, 'resolution', stoppedAt);
          expect(stopped.state).toBe(
            levelThen === 'breached' || levelAt(cal, responded, 'first_response', stoppedAt) === 'breached'
              ? 'breached'
              : 'met',
          );
          const reopenedAt = later(stoppedAt, resolvedFor);
          const reopened = reopenClock(cal, stopped, reopenedAt, false);
          expect(levelAt(cal, reopened, 'resolution', reopenedAt)).toBe(levelThen);
        },
      ),
      RUNS,
    );
  });
});

describe('the verdict of a stopped clock (Analytics’ SLA met)', () => {
  it('is met exactly when the clock stopped as met, each promise judged at its own moment', () => {
    fc.assert(
      fc.property(
        calendars,
        targets,
        moments,
        fc.option(fc.integer({ min: 0, max: 5 * 24 * 60 })),
        fc.integer({ min: 0, max: 20 * 24 * 60 }),
        (cal, t, start, respondAfter, resolveAfter) => {
          let clock = startClock(cal, t, start);
          expect(verdictOf(clock)).toBeNull();
          if (respondAfter !== null && respondAfter <= resolveAfter)
            clock = respondClock(cal, clock, later(start, respondAfter));
          const stoppedAt = later(start, resolveAfter);
          const stopped = stopClock(cal, clock, stoppedAt);
          const v = verdictOf(stopped)!;
          expect(v.met).toBe(stopped.state === 'met');
          expect(v.resolution).toBe(stoppedAt < stopped.resolutionDueAt);
          expect(v.firstResponse).toBe(
            (stopped.firstRespondedAt ?? stoppedAt).getTime() < stopped.firstResponseDueAt.getTime(),
          );
        },
      ),
      RUNS,
    );
  });

  it('a late first response breaches the clock though the resolution was in time', () => {
    const cal = school(CHICAGO);
    // Monday 2026-03-16 08:00 CDT; 60 minutes to answer, 8 hours to resolve.
    const start = at('2026-03-16T13:00:00Z');
    const clock = respondClock(cal, startClock(cal, target(60, 480), start), later(start, 90));
    const v = verdictOf(stopClock(cal, clock, later(start, 120)))!;
    expect(v).toEqual({ firstResponse: false, resolution: true, met: false });
  });
});
