import { z } from 'zod';
import { PRIORITIES } from './priorities.ts';
import { SLA_STATES, type SlaState, type SlaTarget, workingMinutesInWords } from './sla.ts';
import { TICKET_STATUSES } from './tickets.ts';
import {
  addWorkingMinutes,
  aroundTheClock,
  type WorkingCalendar,
  workingMinutesBetween,
} from './working-time.ts';

// The SLA clock's rules (see docs/product.md#sla-clock), pure: every moment is computed from the
// stored clock (start, due times, paused minutes) on the district's working calendar. The server
// stores what these answer and schedules one job per ticket at `nextEventAt`.

/** The share of a target left when a ticket becomes at risk (25 %: at risk after 75 % of the target). */
export const SLA_AT_RISK_SHARE = 0.25;

/** The two promises a clock keeps. */
export const SLA_TARGET_NAMES = ['first_response', 'resolution'] as const;
export type SlaTargetName = (typeof SLA_TARGET_NAMES)[number];

/** What a `sla` timeline line says happened (its toValue). */
export const SLA_EVENTS = ['started', 'paused', 'resumed', 'at_risk', 'breached', 'met'] as const;
export type SlaEvent = (typeof SLA_EVENTS)[number];

/** Where a running target stands: nothing to worry about, at risk, or past its due time. */
export type SlaLevel = 'on_track' | 'at_risk' | 'breached';
const LEVEL_RANK: Record<SlaLevel, number> = { on_track: 0, at_risk: 1, breached: 2 };

/** An event of one of the clock's targets (a `sla` timeline line: from = target, to = event). */
export interface SlaClockEvent {
  target: SlaTargetName;
  event: SlaEvent;
}

/** A ticket's clock as stored. */
export interface SlaClock {
  startedAt: Date;
  firstResponseDueAt: Date;
  resolutionDueAt: Date;
  firstRespondedAt: Date | null;
  /** Set while the clock does not run: the ticket waits on its requester, or is resolved (stopped). */
  pausedAt: Date | null;
  /** Working minutes the clock did not run so far (the due times are pushed back by them). */
  pausedMinutes: number;
  state: SlaState;
}

/** The calendar a priority's clock runs on: the district's, or every minute for a 24×7 target. */
export const clockCalendar = (calendar: WorkingCalendar, target: Pick<SlaTarget, 'allHours'>) =>
  target.allHours ? aroundTheClock(calendar) : calendar;

/** Stopped at resolution: met or breached, and not running (a running clock may be breached too). */
export const isStopped = (clock: SlaClock) =>
  (clock.state === 'met' || clock.state === 'breached') && clock.pausedAt !== null;

/** A new clock, started at `at` (due times are working time after it). */
export function startClock(calendar: WorkingCalendar, target: SlaTarget, at: Date): SlaClock {
  return {
    startedAt: at,
    firstResponseDueAt: addWorkingMinutes(calendar, at, target.firstResponseMinutes),
    resolutionDueAt: addWorkingMinutes(calendar, at, target.resolutionMinutes),
    firstRespondedAt: null,
    pausedAt: null,
    pausedMinutes: 0,
    state: 'running',
  };
}

const dueOf = (clock: SlaClock, target: SlaTargetName) =>
  target === 'first_response' ? clock.firstResponseDueAt : clock.resolutionDueAt;

/**
 * The moment a target becomes at risk: when `share` of its working minutes are left. The target's
 * minutes are measured back from the stored due time (so a clock keeps its own promise even when
 * the district's policy changes later).
 */
export function atRiskAt(
  calendar: WorkingCalendar,
  clock: SlaClock,
  target: SlaTargetName,
  share = SLA_AT_RISK_SHARE,
): Date {
  const due = dueOf(clock, target);
  const total = workingMinutesBetween(calendar, clock.startedAt, due);
  const minutes = Math.max(0, total - clock.pausedMinutes);
  return addWorkingMinutes(calendar, clock.startedAt, Math.max(0, total - share * minutes));
}

/** The moment a target is judged at: a first response when it was given; else now, or when the clock stopped running. */
function judgedAt(clock: SlaClock, target: SlaTargetName, now: Date): Date {
  if (target === 'first_response' && clock.firstRespondedAt) return clock.firstRespondedAt;
  if (clock.pausedAt && clock.pausedAt < now) return clock.pausedAt;
  return now;
}

/** Where a target stands at `now`. */
export function levelAt(
  calendar: WorkingCalendar,
  clock: SlaClock,
  target: SlaTargetName,
  now: Date,
  share = SLA_AT_RISK_SHARE,
): SlaLevel {
  const t = judgedAt(clock, target, now).getTime();
  if (t >= dueOf(clock, target).getTime()) return 'breached';
  if (target === 'first_response' && clock.firstRespondedAt) return 'on_track';
  return t >= atRiskAt(calendar, clock, target, share).getTime() ? 'at_risk' : 'on_track';
}

const worst = (a: SlaLevel, b: SlaLevel) => (LEVEL_RANK[a] >= LEVEL_RANK[b] ? a : b);

/** The ticket's state at `now`: met/breached once stopped, paused while waiting, else its worst target. */
export function stateAt(
  calendar: WorkingCalendar,
  clock: SlaClock,
  now: Date,
  share = SLA_AT_RISK_SHARE,
): SlaState {
  const level = worst(
    levelAt(calendar, clock, 'first_response', now, share),
    levelAt(calendar, clock, 'resolution', now, share),
  );
  if (isStopped(clock)) return level === 'breached' ? 'breached' : 'met';
  if (clock.pausedAt) return 'paused';
  return level === 'on_track' ? 'running' : level;
}

/** The next moment after `now` at which a target's level changes (null while the clock does not run). */
export function nextEventAt(
  calendar: WorkingCalendar,
  clock: SlaClock,
  now: Date,
  share = SLA_AT_RISK_SHARE,
): Date | null {
  if (clock.pausedAt || isStopped(clock)) return null;
  const moments: Date[] = [];
  for (const target of SLA_TARGET_NAMES) {
    if (target === 'first_response' && clock.firstRespondedAt) continue;
    moments.push(atRiskAt(calendar, clock, target, share), dueOf(clock, target));
  }
  const ahead = moments.filter((m) => m.getTime() > now.getTime()).map((m) => m.getTime());
  return ahead.length ? new Date(Math.min(...ahead)) : null;
}

/** Events of the targets whose level rose between two views of the clock (at risk, then breached). */
export function levelEvents(
  calendar: WorkingCalendar,
  before: { clock: SlaClock; at: Date },
  after: { clock: SlaClock; at: Date },
  share = SLA_AT_RISK_SHARE,
): SlaClockEvent[] {
  const events: SlaClockEvent[] = [];
  for (const target of SLA_TARGET_NAMES) {
    const from = LEVEL_RANK[levelAt(calendar, before.clock, target, before.at, share)];
    const to = LEVEL_RANK[levelAt(calendar, after.clock, target, after.at, share)];
    if (from < 1 && to >= 1) events.push({ target, event: 'at_risk' });
    if (from < 2 && to >= 2) events.push({ target, event: 'breached' });
  }
  return events;
}

/** The events of the clock's progress from `from` to `to` (the job at the next moment). */
export const eventsBetween = (calendar: WorkingCalendar, clock: SlaClock, from: Date, to: Date) =>
  levelEvents(calendar, { clock, at: from }, { clock, at: to });

const withState = (calendar: WorkingCalendar, clock: SlaClock, now: Date): SlaClock => ({
  ...clock,
  state: stateAt(calendar, clock, now),
});

/** The ticket waits on its requester: the clock stops running at `at`. */
export function pauseClock(calendar: WorkingCalendar, clock: SlaClock, at: Date): SlaClock {
  if (clock.pausedAt || isStopped(clock)) return clock;
  return withState(calendar, { ...clock, pausedAt: at }, at);
}

/**
 * The clock runs again at `at` (the requester replied, staff cleared waiting, or the ticket was
 * reopened: the time resolved counts as paused). Due times not yet judged move back by the working
 * minutes it did not run, so no target's level changes across the pause.
 */
export function resumeClock(calendar: WorkingCalendar, clock: SlaClock, at: Date): SlaClock {
  if (!clock.pausedAt) return clock;
  const minutes = Math.max(0, Math.round(workingMinutesBetween(calendar, clock.pausedAt, at)));
  const moved: SlaClock = {
    ...clock,
    firstResponseDueAt: clock.firstRespondedAt
      ? clock.firstResponseDueAt
      : addWorkingMinutes(calendar, clock.firstResponseDueAt, minutes),
    resolutionDueAt: addWorkingMinutes(calendar, clock.resolutionDueAt, minutes),
    pausedAt: null,
    pausedMinutes: clock.pausedMinutes + minutes,
    state: 'running',
  };
  return withState(calendar, moved, at);
}

/**
 * The first public reply of staff. Given while the clock is paused, the first response's due time
 * first moves back by the paused working minutes so far (the reply is judged on running time).
 */
export function respondClock(calendar: WorkingCalendar, clock: SlaClock, at: Date): SlaClock {
  if (clock.firstRespondedAt || isStopped(clock)) return clock;
  const paused = clock.pausedAt
    ? Math.max(0, Math.round(workingMinutesBetween(calendar, clock.pausedAt, at)))
    : 0;
  return withState(
    calendar,
    {
      ...clock,
      firstResponseDueAt: addWorkingMinutes(calendar, clock.firstResponseDueAt, paused),
      firstRespondedAt: at,
    },
    at,
  );
}

/** The priority changed: due times are computed again from the start with the new target. */
export function retargetClock(
  calendar: WorkingCalendar,
  clock: SlaClock,
  target: SlaTarget,
  at: Date,
): SlaClock {
  if (isStopped(clock)) return clock;
  const moved: SlaClock = {
    ...clock,
    firstResponseDueAt: clock.firstRespondedAt
      ? clock.firstResponseDueAt
      : addWorkingMinutes(calendar, clock.startedAt, target.firstResponseMinutes + clock.pausedMinutes),
    resolutionDueAt: addWorkingMinutes(
      calendar,
      clock.startedAt,
      target.resolutionMinutes + clock.pausedMinutes,
    ),
  };
  return withState(calendar, moved, at);
}

/**
 * Resolution stops the clock: met when each target was kept (a first response never given is
 * judged at the resolution), breached otherwise. The stop moment is kept in `pausedAt` (when the
 * ticket waited, the moment it began waiting), so a reopening resumes from it.
 */
export function stopClock(calendar: WorkingCalendar, clock: SlaClock, at: Date): SlaClock {
  if (isStopped(clock)) return clock;
  const stoppedAt = clock.pausedAt ?? at;
  const judged: SlaClock = { ...clock, pausedAt: stoppedAt };
  const breached =
    levelAt(calendar, judged, 'first_response', stoppedAt) === 'breached' ||
    levelAt(calendar, judged, 'resolution', stoppedAt) === 'breached';
  return { ...judged, state: breached ? 'breached' : 'met' };
}

/** How a stopped clock kept each promise (Analytics' "SLA met" reads the same from the stored columns). */
export interface SlaVerdict {
  firstResponse: boolean;
  resolution: boolean;
  /** Both kept: the clock stopped as met. */
  met: boolean;
}

/**
 * The verdict of a clock stopped at resolution: the first response judged when it was given (else
 * at the stop), the resolution at the stop (`pausedAt`), each kept when before its due time.
 */
export function verdictOf(clock: SlaClock): SlaVerdict | null {
  if (!isStopped(clock) || !clock.pausedAt) return null;
  const stop = clock.pausedAt.getTime();
  const firstResponse = (clock.firstRespondedAt?.getTime() ?? stop) < clock.firstResponseDueAt.getTime();
  const resolution = stop < clock.resolutionDueAt.getTime();
  return { firstResponse, resolution, met: firstResponse && resolution };
}

/** Reopened: the clock resumes (still paused when the ticket waits on its requester). */
export function reopenClock(
  calendar: WorkingCalendar,
  clock: SlaClock,
  at: Date,
  waiting: boolean,
): SlaClock {
  if (!isStopped(clock)) return clock;
  const open: SlaClock = { ...clock, state: 'paused' };
  if (waiting) return withState(calendar, open, at);
  return resumeClock(calendar, open, at);
}

/** Working minutes left to a due time at `now` (negative once past it), whole minutes. */
export function remainingMinutes(
  calendar: WorkingCalendar,
  clock: SlaClock,
  target: SlaTargetName,
  now: Date,
) {
  const at = judgedAt(clock, target, now);
  return Math.trunc(workingMinutesBetween(calendar, at, dueOf(clock, target)));
}

// --- The "At risk now" queue (GET /api/sla/at-risk) ----------------------------------------------

/** Open tickets at risk or past due at most this many at once (soonest due first). */
export const AT_RISK_LIMIT = 200;

export const atRiskQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
});

export const atRiskTicketSchema = z.object({
  ticketId: z.string(),
  ticketNumber: z.string(),
  title: z.string(),
  districtId: z.string(),
  districtName: z.string(),
  priority: z.enum(PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  state: z.enum(SLA_STATES),
  /** The target due soonest: the first response until it is given, else the resolution. */
  target: z.enum(SLA_TARGET_NAMES),
  dueAt: z.string(),
  /** Working minutes left to `dueAt` (negative: how far past it). */
  remainingMinutes: z.number().int(),
});
export type AtRiskTicket = z.infer<typeof atRiskTicketSchema>;

export const atRiskListSchema = z.object({
  tickets: z.array(atRiskTicketSchema),
  /** True when more than AT_RISK_LIMIT tickets are at risk (the soonest are listed). */
  more: z.boolean(),
});
export type AtRiskList = z.infer<typeof atRiskListSchema>;

/** Remaining working time in words: "2 h 15 min left", "45 min over". */
export function remainingInWords(minutes: number): string {
  return minutes >= 0 ? `${workingMinutesInWords(minutes)} left` : `${workingMinutesInWords(-minutes)} over`;
}

export const SLA_CLOCK_LABELS: Record<SlaTargetName, string> = {
  first_response: 'First response',
  resolution: 'Resolution',
};

export const SLA_CLOCK_MESSAGES = {
  atRiskLoadFailed: 'The tickets at risk could not be loaded.',
  atRiskEmpty: 'No open ticket is at risk or past due.',
  waitingOn: { title: 'Waiting on the requester', description: 'The SLA clock is paused until they reply.' },
  waitingOff: { title: 'No longer waiting', description: 'The SLA clock runs again.' },
  waitingFailed: { title: 'Error', description: 'Failed to change waiting on the requester' },
} as const;
