import { eq, sql } from 'drizzle-orm';
import {
  isStopped,
  levelEvents,
  nextEventAt,
  pauseClock,
  reopenClock,
  respondClock,
  resumeClock,
  retargetClock,
  type SlaClock,
  type SlaClockEvent,
  startClock,
  stopClock,
} from '../../../domain/sla-clock.ts';
import type { Ticket, TicketStatus } from '../../../domain/tickets.ts';
import type { Tx } from '../../db/client.ts';
import { tickets } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { TicketHookDeps } from '../feature-plugin.ts';
import type { TicketChangeFacts, TicketHooks } from '../tickets/index.ts';
import {
  calendarOf,
  clockColumns,
  clockOfRow,
  readClockTerms,
  rowOfClock,
  SLA_NOTIFY_JOB,
  type SlaLine,
  tickJob,
  writeSlaLines,
} from './sla-clock-store.ts';

const isDone = (status: TicketStatus) => status === 'resolved' || status === 'closed';

/** What a change may do to the clock: only these entries are looked at (others cost nothing). */
function touchesClock(facts: TicketChangeFacts): boolean {
  return facts.entries.some(
    (e) =>
      e.kind === 'priority' ||
      e.kind === 'waiting' ||
      e.kind === 'status' ||
      (e.kind === 'comment' && e.visibility === 'public' && facts.actor.role !== 'requester'),
  );
}

/** The API's view of a clock (as tickets carry it). */
const slaOfClock = (clock: SlaClock): NonNullable<Ticket['sla']> => ({
  firstResponseDueAt: clock.firstResponseDueAt.toISOString(),
  resolutionDueAt: clock.resolutionDueAt.toISOString(),
  firstRespondedAt: clock.firstRespondedAt?.toISOString() ?? null,
  pausedAt: clock.pausedAt?.toISOString() ?? null,
  state: clock.state,
});

/**
 * Starts the clocks of a batch of new tickets: the districts' targets and calendars read once, one
 * UPDATE for the batch, one `started` line and one job (at the clock's next moment) per ticket.
 */
async function startClocks(tx: Tx, queue: JobQueue, made: Ticket[], now: Date): Promise<Ticket[]> {
  if (made.length === 0) return made;
  const terms = await readClockTerms(
    tx,
    made.map((t) => t.districtId),
    now,
  );
  const lines: SlaLine[] = [];
  const jobs: ReturnType<typeof tickJob>[] = [];
  const rows = made.map((t) => {
    const districtTerms = terms.get(t.districtId)!;
    const calendar = calendarOf(districtTerms, t.priority);
    const startedAt = new Date(t.createdAt);
    let clock = startClock(calendar, districtTerms.targets[t.priority], startedAt);
    lines.push({ ticketId: t.id, districtId: t.districtId, target: 'resolution', event: 'started' });
    if (isDone(t.status)) {
      clock = stopClock(calendar, clock, startedAt);
      lines.push({
        ticketId: t.id,
        districtId: t.districtId,
        target: 'resolution',
        event: clock.state === 'breached' ? 'breached' : 'met',
      });
    }
    const next = nextEventAt(calendar, clock, now);
    if (next) jobs.push(tickJob(t.id, next));
    return { ticket: t, clock, next };
  });
  const values = sql.join(
    rows.map(
      ({ ticket, clock, next }) =>
        sql`(${ticket.id}::uuid, ${clock.state}::sla_state, ${clock.startedAt.toISOString()}::timestamptz, ${clock.firstResponseDueAt.toISOString()}::timestamptz, ${clock.resolutionDueAt.toISOString()}::timestamptz, ${clock.pausedAt?.toISOString() ?? null}::timestamptz, ${next?.toISOString() ?? null}::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update tickets t set
      sla_state = v.state, sla_started_at = v.started, sla_first_response_due_at = v.first_due,
      sla_resolution_due_at = v.resolution_due, sla_paused_at = v.paused, sla_paused_minutes = 0,
      sla_next_at = v.next
    from (values ${values}) as v(id, state, started, first_due, resolution_due, paused, next)
    where t.id = v.id`);
  await writeSlaLines(tx, lines);
  await queue.sendMany(tx, jobs);
  return rows.map(({ ticket, clock }) => ({ ...ticket, sla: slaOfClock(clock) }));
}

/** A change of one ticket moves its clock: first response, priority, waiting, resolution, reopening. */
async function moveClock(tx: Tx, queue: JobQueue, facts: TicketChangeFacts, now: Date): Promise<void> {
  if (!touchesClock(facts)) return;
  const [row] = await tx
    .select({ ...clockColumns, priority: tickets.priority, status: tickets.status, waiting: tickets.waiting })
    .from(tickets)
    .where(eq(tickets.id, facts.ticketId))
    .for('update');
  const before = row && clockOfRow(row);
  if (!row || !before) return;
  const terms = (await readClockTerms(tx, [facts.districtId], now)).get(facts.districtId)!;
  const calendar = calendarOf(terms, row.priority);
  let clock = before;
  const events: SlaClockEvent[] = [];
  const { entries, after } = facts;
  const was = facts.before;

  const firstReply = entries.some(
    (e) => e.kind === 'comment' && e.visibility === 'public' && facts.actor.role !== 'requester',
  );
  if (firstReply && !clock.firstRespondedAt && !isStopped(clock)) {
    clock = respondClock(calendar, clock, now);
    events.push({ target: 'first_response', event: clock.firstResponseDueAt > now ? 'met' : 'breached' });
  }
  let notices: SlaClockEvent[] = [];
  if (was.priority !== after.priority && !isStopped(clock)) {
    const moved = retargetClock(calendar, clock, terms.targets[after.priority], now);
    // A tighter target may put the ticket at risk or past due at once.
    notices = levelEvents(calendar, { clock, at: now }, { clock: moved, at: now });
    events.push(...notices);
    clock = moved;
  }
  const done = isDone(after.status);
  if (isDone(was.status) !== done || (done && !isStopped(clock))) {
    if (done) {
      clock = stopClock(calendar, clock, now);
      events.push({ target: 'resolution', event: clock.state === 'breached' ? 'breached' : 'met' });
    } else if (isStopped(clock)) {
      clock = reopenClock(calendar, clock, now, after.waiting);
      events.push({ target: 'resolution', event: clock.pausedAt ? 'paused' : 'resumed' });
    }
  } else if (!done && was.waiting !== after.waiting) {
    if (after.waiting && !clock.pausedAt) {
      clock = pauseClock(calendar, clock, now);
      events.push({ target: 'resolution', event: 'paused' });
    } else if (!after.waiting && clock.pausedAt) {
      clock = resumeClock(calendar, clock, now);
      events.push({ target: 'resolution', event: 'resumed' });
    }
  }

  const next = nextEventAt(calendar, clock, now);
  await tx.update(tickets).set(rowOfClock(clock, next)).where(eq(tickets.id, facts.ticketId));
  await writeSlaLines(
    tx,
    events.map((e) => ({ ...e, ticketId: facts.ticketId, districtId: facts.districtId })),
  );
  const jobs: { name: string; data: object; startAfter?: Date }[] = [];
  if (next && next.getTime() !== row.slaNextAt?.getTime()) jobs.push(tickJob(facts.ticketId, next));
  if (notices.length > 0)
    jobs.push({
      name: SLA_NOTIFY_JOB,
      data: { ticketId: facts.ticketId, events: notices, at: now.toISOString() },
    });
  await queue.sendMany(tx, jobs);
}

/** The sla area's part in every ticket change's transaction (features/index.ts). */
export function slaTicketHooks(
  { queue }: Pick<TicketHookDeps, 'queue'>,
  now = () => new Date(),
): TicketHooks {
  return {
    created: (tx, made) => startClocks(tx, queue, made, now()),
    changed: (tx, facts) => moveClock(tx, queue, facts, now()),
  };
}
