import { and, eq, inArray } from 'drizzle-orm';
import { PRIORITY_LABELS } from '../../../domain/priorities.ts';
import { TICKET_STATUS_LABELS, type TicketStatus } from '../../../domain/tickets.ts';
import type { Db } from '../../db/client.ts';
import { districts, ticketActivity, tickets, users } from '../../db/schema/index.ts';
import type { Runner } from '../../jobs/drizzle-executor.ts';
import type { JobDefinition, JobQueue } from '../../jobs/queue.ts';
import type { Notice, Notifier } from '../../notifications/notifier.ts';
import type { JobDeps } from '../feature-plugin.ts';

export const TICKET_NOTIFY_JOB = 'tickets.notify';
export const TICKET_DIGEST_JOB = 'tickets.daily-digest';

/**
 * What happened to a ticket, as the job that tells people receives it: the ticket, the change,
 * who made it, and the timeline entry it made (so each change is told once, however often the job runs).
 */
export interface TicketNotice {
  ticketId: string;
  change: 'created' | 'status' | 'comment' | 'assigned';
  actorId: string;
  /** The timeline entry of the change (absent for a creation). */
  activityId?: string;
}

/** Enqueues the telling of a ticket change, in the transaction that makes the change. */
export function queueTicketNotice(queue: JobQueue, tx: Runner, notice: TicketNotice) {
  return queue.send(TICKET_NOTIFY_JOB, notice, { tx });
}

/** The web app's address of a ticket: the Support screen with its details open. */
const ticketLink = (id: string) => `/tickets?ticket=${id}`;

async function loadTicket(db: Db, id: string) {
  const [t] = await db
    .select({
      id: tickets.id,
      districtId: tickets.districtId,
      districtName: districts.name,
      ticketNumber: tickets.ticketNumber,
      title: tickets.title,
      status: tickets.status,
      priority: tickets.priority,
      createdById: tickets.createdById,
      assigneeId: tickets.assigneeId,
    })
    .from(tickets)
    .innerJoin(districts, eq(districts.id, tickets.districtId))
    .where(eq(tickets.id, id));
  return t;
}

async function nameOf(db: Db, userId: string): Promise<string> {
  const [u] = await db
    .select({ f: users.firstName, l: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return u ? `${u.f} ${u.l}`.trim() : 'Someone';
}

/** Who hears of a change: creation → the district's administrators; later changes → the ticket's people. Never the actor. */
async function recipients(db: Db, t: NonNullable<Awaited<ReturnType<typeof loadTicket>>>, n: TicketNotice) {
  let ids: (string | null)[];
  if (n.change === 'created') {
    const admins = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.districtId, t.districtId), eq(users.role, 'district_admin')));
    ids = admins.map((a) => a.id);
  } else if (n.change === 'assigned') ids = [t.assigneeId];
  else ids = [t.createdById, t.assigneeId];
  return [...new Set(ids.filter((id): id is string => !!id && id !== n.actorId))];
}

async function noticeOf(
  db: Db,
  t: NonNullable<Awaited<ReturnType<typeof loadTicket>>>,
  n: TicketNotice,
): Promise<Notice> {
  const actor = await nameOf(db, n.actorId);
  const link = ticketLink(t.id);
  const ref = `${t.ticketNumber}: ${t.title}`;
  const base = {
    districtId: t.districtId,
    link,
    dedupeKey: `ticket:${t.id}:${n.change}:${n.activityId ?? 'new'}`,
  };
  switch (n.change) {
    case 'created':
      return {
        ...base,
        kind: 'ticket_created',
        title: `New ticket ${t.ticketNumber}`,
        body: `${actor} opened “${t.title}” (${PRIORITY_LABELS[t.priority]} priority).`,
        email: {
          subject: `New ${PRIORITY_LABELS[t.priority].toLowerCase()} ticket ${ref}`,
          paragraphs: [
            `${actor} opened a ticket in ${t.districtName}: “${t.title}” (${PRIORITY_LABELS[t.priority]} priority).`,
          ],
          actionLabel: 'Open the ticket',
        },
      };
    case 'status':
      return {
        ...base,
        kind: 'ticket_status',
        title: `${t.ticketNumber} is ${TICKET_STATUS_LABELS[t.status as TicketStatus]}`,
        body: `${actor} marked “${t.title}” ${TICKET_STATUS_LABELS[t.status as TicketStatus]}.`,
        email: {
          subject: `${ref} is ${TICKET_STATUS_LABELS[t.status as TicketStatus]}`,
          paragraphs: [
            `${actor} marked your ticket “${t.title}” ${TICKET_STATUS_LABELS[t.status as TicketStatus]}.`,
          ],
          actionLabel: 'Open the ticket',
        },
      };
    case 'comment': {
      const [entry] = n.activityId
        ? await db
            .select({ body: ticketActivity.body })
            .from(ticketActivity)
            .where(eq(ticketActivity.id, n.activityId))
        : [];
      const said = (entry?.body ?? '').slice(0, 280);
      return {
        ...base,
        kind: 'ticket_comment',
        title: `New comment on ${t.ticketNumber}`,
        body: `${actor}: ${said}`,
        email: {
          subject: `New comment on ${ref}`,
          paragraphs: [`${actor} commented on “${t.title}”:`, said],
          actionLabel: 'Reply in the portal',
        },
      };
    }
    case 'assigned':
      return {
        ...base,
        kind: 'ticket_assigned',
        title: `${t.ticketNumber} is assigned to you`,
        body: `${actor} assigned “${t.title}” to you.`,
        email: {
          subject: `Assigned to you: ${ref}`,
          paragraphs: [
            `${actor} assigned the ticket “${t.title}” (${PRIORITY_LABELS[t.priority]} priority) to you.`,
          ],
          actionLabel: 'Open the ticket',
        },
      };
  }
}

/** Each morning, district administrators who asked for it get their district's open critical and high tickets. */
async function sendDigests(db: Db, notifier: Notifier, today: string) {
  const urgent = await db
    .select({
      districtId: tickets.districtId,
      districtName: districts.name,
      ticketNumber: tickets.ticketNumber,
      title: tickets.title,
      priority: tickets.priority,
    })
    .from(tickets)
    .innerJoin(districts, eq(districts.id, tickets.districtId))
    .where(
      and(inArray(tickets.status, ['open', 'in_progress']), inArray(tickets.priority, ['critical', 'high'])),
    )
    .orderBy(tickets.districtId, tickets.priority, tickets.createdAt);
  const byDistrict = new Map<string, typeof urgent>();
  for (const t of urgent) byDistrict.set(t.districtId, [...(byDistrict.get(t.districtId) ?? []), t]);
  for (const [districtId, list] of byDistrict) {
    const admins = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.districtId, districtId), eq(users.role, 'district_admin')));
    const critical = list.filter((t) => t.priority === 'critical').length;
    await notifier.notify(
      admins.map((a) => a.id),
      {
        kind: 'daily_digest',
        districtId,
        title: `${list.length} urgent tickets`,
        body: `${critical} critical and ${list.length - critical} high priority tickets are open.`,
        link: '/tickets',
        dedupeKey: `digest:${today}`,
        email: {
          subject: `${list[0]!.districtName}: ${list.length} open critical and high tickets`,
          paragraphs: [`These tickets of ${list[0]!.districtName} are open with critical or high priority:`],
          actionLabel: 'Open Support',
          details: list
            .slice(0, 50)
            .map((t) => `${t.ticketNumber} (${PRIORITY_LABELS[t.priority]}): ${t.title}`),
        },
      },
    );
  }
}

/** The tickets feature's background jobs: telling people of changes, and the daily digest. */
export function ticketJobs({ database, notifier }: JobDeps): JobDefinition<never>[] {
  const db = database.db;
  const notify: JobDefinition<TicketNotice> = {
    name: TICKET_NOTIFY_JOB,
    async handle(n) {
      const t = await loadTicket(db, n.ticketId);
      if (!t) return; // deleted since: nobody to tell
      await notifier.notify(await recipients(db, t, n), await noticeOf(db, t, n));
    },
  };
  const digest: JobDefinition = {
    name: TICKET_DIGEST_JOB,
    cron: '0 12 * * *',
    retryLimit: 2,
    handle: () => sendDigests(db, notifier, new Date().toISOString().slice(0, 10)),
  };
  return [notify, digest] as JobDefinition<never>[];
}
