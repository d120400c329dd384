import { sql } from 'drizzle-orm';
import type { Priority } from '../../../domain/priorities.ts';
import type { SlaTargetsByPriority } from '../../../domain/sla.ts';
import { clockCalendar, type SlaClock, type SlaClockEvent } from '../../../domain/sla-clock.ts';
import type { WorkingCalendar } from '../../../domain/working-time.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ticketActivity, tickets } from '../../db/schema/index.ts';
import { readWorkingCalendars } from '../calendar/index.ts';
import { targetsOfDistricts } from './sla-targets.ts';

// The SLA clock as stored on a ticket (docs/product.md#sla-clock): its columns, the district's
// targets and calendar it runs on, its timeline lines and its one job at the next moment.

/** The job that moves a ticket's clock at its next moment (`at`: the moment it was scheduled for). */
export const SLA_TICK_JOB = 'sla.tick';
/** The job that tells of clock events found outside a tick (a priority change that breached at once). */
export const SLA_NOTIFY_JOB = 'sla.notify';

export interface SlaTick {
  ticketId: string;
  at: string;
}
export const tickJob = (ticketId: string, at: Date) => ({
  name: SLA_TICK_JOB,
  data: { ticketId, at: at.toISOString() } satisfies SlaTick,
  startAfter: at,
});

export const clockColumns = {
  slaState: tickets.slaState,
  slaStartedAt: tickets.slaStartedAt,
  slaFirstResponseDueAt: tickets.slaFirstResponseDueAt,
  slaResolutionDueAt: tickets.slaResolutionDueAt,
  slaFirstRespondedAt: tickets.slaFirstRespondedAt,
  slaPausedAt: tickets.slaPausedAt,
  slaPausedMinutes: tickets.slaPausedMinutes,
  slaNextAt: tickets.slaNextAt,
};
type ClockRow = { [K in keyof typeof clockColumns]: (typeof tickets.$inferSelect)[K] };

/** The clock of a ticket's row (null: the ticket has none, opened before the clock existed). */
export function clockOfRow(row: ClockRow): SlaClock | null {
  if (!row.slaState || !row.slaStartedAt || !row.slaFirstResponseDueAt || !row.slaResolutionDueAt)
    return null;
  return {
    state: row.slaState,
    startedAt: row.slaStartedAt,
    firstResponseDueAt: row.slaFirstResponseDueAt,
    resolutionDueAt: row.slaResolutionDueAt,
    firstRespondedAt: row.slaFirstRespondedAt,
    pausedAt: row.slaPausedAt,
    pausedMinutes: row.slaPausedMinutes,
  };
}

/** The columns to write for a clock and its next moment. */
export const rowOfClock = (clock: SlaClock, nextAt: Date | null) => ({
  slaState: clock.state,
  slaStartedAt: clock.startedAt,
  slaFirstResponseDueAt: clock.firstResponseDueAt,
  slaResolutionDueAt: clock.resolutionDueAt,
  slaFirstRespondedAt: clock.firstRespondedAt,
  slaPausedAt: clock.pausedAt,
  slaPausedMinutes: clock.pausedMinutes,
  slaNextAt: nextAt,
});

/** What a district's clocks run on: its targets per priority and its working calendar. */
export interface ClockTerms {
  targets: SlaTargetsByPriority;
  calendar: WorkingCalendar;
}

/** The calendar of a priority's clock (24×7 when its target says so). */
export const calendarOf = (terms: ClockTerms, priority: Priority) =>
  clockCalendar(terms.calendar, terms.targets[priority]);

/** Each district's terms, read once for a batch: four queries however many districts. */
export async function readClockTerms(
  db: Pick<Db, 'select'>,
  districtIds: Iterable<string>,
  now: Date,
): Promise<Map<string, ClockTerms>> {
  const ids = [...new Set(districtIds)];
  const [targets, calendars] = await Promise.all([
    targetsOfDistricts(db, ids),
    readWorkingCalendars(db, ids, now),
  ]);
  const terms = new Map<string, ClockTerms>();
  for (const id of ids) {
    const t = targets.get(id);
    const calendar = calendars.get(id);
    if (t && calendar) terms.set(id, { targets: t.targets, calendar });
  }
  return terms;
}

/** A clock event as a timeline line of its ticket (`sla`, no actor, staff only). */
export interface SlaLine extends SlaClockEvent {
  ticketId: string;
  districtId: string;
}

/** Writes clock events as `sla` timeline lines, in one statement. */
export async function writeSlaLines(tx: Tx, lines: SlaLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(ticketActivity).values(
    lines.map((l) => ({
      districtId: l.districtId,
      ticketId: l.ticketId,
      actorId: null,
      kind: 'sla' as const,
      fromValue: l.target,
      toValue: l.event,
      visibility: 'internal' as const,
      // After the change's own entries (written at the transaction's now()): the timeline's order.
      createdAt: sql`clock_timestamp()`,
    })),
  );
}
