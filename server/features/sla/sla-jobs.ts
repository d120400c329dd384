import { and, eq, inArray } from 'drizzle-orm';
import { PRIORITY_LABELS } from '../../../domain/priorities.ts';
import { workingMinutesInWords } from '../../../domain/sla.ts';
import {
  eventsBetween,
  nextEventAt,
  remainingMinutes,
  type SlaClockEvent,
  stateAt,
} from '../../../domain/sla-clock.ts';
import type { JobDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { districts, tickets, users } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import type { Delivery, Notifier } from '../../notifications/notifier.ts';
import { createWebhookOutbox } from '../webhooks/index.ts';
import {
  calendarOf,
  clockColumns,
  clockOfRow,
  readClockTerms,
  rowOfClock,
  SLA_NOTIFY_JOB,
  SLA_TICK_JOB,
  type SlaLine,
  type SlaTick,
  tickJob,
  writeSlaLines,
} from './sla-clock-store.ts';

const TARGET_WORDS = { first_response: 'first response', resolution: 'resolution' } as const;

/** A clock event someone is told of: a target at risk or breached. */
interface SlaNotice {
  ticketId: string;
  events: SlaClockEvent[];
  /** The moment the events happened (part of the notices' dedupe key: a job may run twice). */
  at: string;
}

/**
 * Tells the assignee and the district's administrators of at-risk and breached targets (in the
 * portal and by mail, as each chose): one notice per ticket and event, the worst of a ticket first.
 */
export async function tellSlaEvents(db: Db, notifier: Notifier, notices: SlaNotice[], now = new Date()) {
  const told = notices.filter((n) => n.events.some((e) => e.event === 'at_risk' || e.event === 'breached'));
  if (told.length === 0) return;
  const rows = await db
    .select({
      id: tickets.id,
      districtId: tickets.districtId,
      districtName: districts.name,
      ticketNumber: tickets.ticketNumber,
      title: tickets.title,
      priority: tickets.priority,
      assigneeId: tickets.assigneeId,
      ...clockColumns,
    })
    .from(tickets)
    .innerJoin(districts, eq(districts.id, tickets.districtId))
    .where(
      inArray(
        tickets.id,
        told.map((n) => n.ticketId),
      ),
    );
  const districtIds = [...new Set(rows.map((r) => r.districtId))];
  const admins = await db
    .select({ id: users.id, districtId: users.districtId })
    .from(users)
    .where(and(inArray(users.districtId, districtIds), eq(users.role, 'district_admin')));
  const terms = await readClockTerms(db, districtIds, now);
  const deliveries: Delivery[] = [];
  for (const n of told) {
    const t = rows.find((r) => r.id === n.ticketId);
    const clock = t && clockOfRow(t);
    if (!t || !clock) continue;
    const calendar = calendarOf(terms.get(t.districtId)!, t.priority);
    const userIds = [
      ...(t.assigneeId ? [t.assigneeId] : []),
      ...admins.filter((a) => a.districtId === t.districtId).map((a) => a.id),
    ];
    for (const e of n.events) {
      if (e.event !== 'at_risk' && e.event !== 'breached') continue;
      const what = TARGET_WORDS[e.target];
      const left = remainingMinutes(calendar, clock, e.target, now);
      const due = e.target === 'first_response' ? clock.firstResponseDueAt : clock.resolutionDueAt;
      const atRisk = e.event === 'at_risk';
      const body = atRisk
        ? `“${t.title}” has ${workingMinutesInWords(Math.max(0, left))} of working time left for its ${what}.`
        : `“${t.title}” missed its ${what} target (due ${due.toISOString().slice(0, 16).replace('T', ' ')} UTC).`;
      deliveries.push({
        userIds,
        notice: {
          kind: atRisk ? 'sla_at_risk' : 'sla_breached',
          districtId: t.districtId,
          title: atRisk ? `${t.ticketNumber} is at risk` : `${t.ticketNumber} breached its SLA`,
          body,
          link: `/tickets?ticket=${t.id}`,
          dedupeKey: `sla:${t.id}:${e.target}:${e.event}:${n.at}`,
          email: {
            subject: atRisk
              ? `At risk: ${t.ticketNumber}: ${t.title}`
              : `SLA breached: ${t.ticketNumber}: ${t.title}`,
            paragraphs: [`${t.districtName}, ${PRIORITY_LABELS[t.priority]} priority.`, body],
            actionLabel: 'Open the ticket',
          },
        },
      });
    }
  }
  await notifier.notifyMany(deliveries);
}

/**
 * Moves tickets' clocks at their moments, a fetched batch in one transaction (the rows locked and
 * read at once, the districts' terms read once, the lines and next jobs written in one statement
 * each): a job does nothing when its ticket's next moment is no longer its own (the clock moved
 * since); else its events since, its new state and its next job.
 */
async function tick(
  deps: Pick<JobDeps, 'database' | 'queue'>,
  jobs: SlaTick[],
  now: Date,
): Promise<SlaNotice[]> {
  const db = deps.database.db;
  const webhooks = createWebhookOutbox(deps.queue);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: tickets.id, ...clockColumns, districtId: tickets.districtId, priority: tickets.priority })
      .from(tickets)
      .where(
        inArray(
          tickets.id,
          jobs.map((j) => j.ticketId),
        ),
      )
      .orderBy(tickets.id)
      .for('update');
    const seen = new Set<string>();
    const due = jobs.flatMap((job) => {
      const row = rows.find((r) => r.id === job.ticketId);
      const clock = row && clockOfRow(row);
      // A job sent twice (at least once delivery) moves its clock once.
      if (!row || !clock || row.slaNextAt?.toISOString() !== job.at || seen.has(row.id)) return [];
      seen.add(row.id);
      return [{ job, row, clock }];
    });
    if (due.length === 0) return [];
    const terms = await readClockTerms(
      tx,
      due.map((d) => d.row.districtId),
      now,
    );
    const notices: SlaNotice[] = [];
    const lines: SlaLine[] = [];
    const next: ReturnType<typeof tickJob>[] = [];
    for (const { job, row, clock } of due) {
      const calendar = calendarOf(terms.get(row.districtId)!, row.priority);
      const scheduled = new Date(job.at);
      const events = eventsBetween(calendar, clock, new Date(scheduled.getTime() - 1), now);
      const moved = { ...clock, state: stateAt(calendar, clock, now) };
      const nextAt = nextEventAt(calendar, moved, now);
      await tx.update(tickets).set(rowOfClock(moved, nextAt)).where(eq(tickets.id, row.id));
      lines.push(...events.map((e) => ({ ...e, ticketId: row.id, districtId: row.districtId })));
      if (nextAt) next.push(tickJob(row.id, nextAt));
      notices.push({ ticketId: row.id, events, at: job.at });
      for (const e of events.filter((x) => x.event === 'breached'))
        await webhooks.enqueue(tx, row.districtId, 'ticket.sla_breached', {
          ticket: { id: row.id },
          target: e.target,
        });
    }
    await writeSlaLines(tx, lines);
    await deps.queue.sendMany(tx, next);
    return notices;
  });
}

/** The sla area's jobs: each ticket's clock at its next moment, and notices found outside a tick. */
export function slaJobs(deps: JobDeps): JobDefinition<never>[] {
  const db = deps.database.db;
  const tickDef: JobDefinition<SlaTick> = {
    name: SLA_TICK_JOB,
    // A clock's next moment is a deadline: its tick runs within a second of it.
    timed: true,
    async handle(job) {
      const now = new Date();
      await tellSlaEvents(db, deps.notifier, await tick(deps, [job], now), now);
    },
    // Many clocks due together (a district's morning, a policy change) move in one go.
    async handleMany(jobs) {
      const now = new Date();
      await tellSlaEvents(db, deps.notifier, await tick(deps, jobs, now), now);
    },
  };
  const notifyDef: JobDefinition<SlaNotice> = {
    name: SLA_NOTIFY_JOB,
    handle: (n) => tellSlaEvents(db, deps.notifier, [n]),
    handleMany: (ns) => tellSlaEvents(db, deps.notifier, ns),
  };
  return [tickDef, notifyDef] as JobDefinition<never>[];
}
