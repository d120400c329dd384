import { and, eq, inArray } from 'drizzle-orm';
import { PRIORITY_LABELS } from '../../../domain/priorities.ts';
import { TICKET_STATUS_LABELS, type TicketStatus } from '../../../domain/tickets.ts';
import type { JobDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { districts, ticketActivity, tickets, ticketWatchers, users } from '../../db/schema/index.ts';
import type { Runner } from '../../jobs/drizzle-executor.ts';
import type { JobDefinition, JobQueue } from '../../jobs/queue.ts';
import type { Notice, Notifier } from '../../notifications/notifier.ts';
import { timelineNames } from './ticket-reads.ts';
import { createRequesterMail } from './ticket-requester-mail.ts';

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

/** The job that tells of a ticket change. */
export const ticketNoticeJob = (notice: TicketNotice) => ({ name: TICKET_NOTIFY_JOB, data: notice });

/** Enqueues the telling of a ticket change, in the transaction that makes the change. */
export function queueTicketNotice(queue: JobQueue, tx: Runner, notice: TicketNotice) {
  return queue.sendMany(tx, [ticketNoticeJob(notice)]);
}

/** The web app's address of a ticket: the Support screen with its details open. */
const ticketLink = (id: string) => `/tickets?ticket=${id}`;

/** The tickets the notices are about (a deleted one is missing: nobody to tell). */
async function loadTickets(db: Db, ids: string[]) {
  const rows = await db
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
      requesterId: tickets.requesterId,
    })
    .from(tickets)
    .innerJoin(districts, eq(districts.id, tickets.districtId))
    .where(inArray(tickets.id, [...new Set(ids)]));
  return new Map(rows.map((t) => [t.id, t]));
}
type NoticeTicket = NonNullable<ReturnType<Awaited<ReturnType<typeof loadTickets>>['get']>>;

/** What telling a batch of notices needs besides the tickets, each read once for the batch. */
async function loadContext(db: Db, notices: TicketNotice[], found: NoticeTicket[]) {
  const created = new Set(
    notices
      .filter((n) => n.change === 'created')
      .map((n) => found.find((t) => t.id === n.ticketId)?.districtId),
  );
  created.delete(undefined);
  const admins = created.size
    ? await db
        .select({ id: users.id, districtId: users.districtId })
        .from(users)
        .where(and(inArray(users.districtId, [...created] as string[]), eq(users.role, 'district_admin')))
    : [];
  const actors = await timelineNames(
    db,
    notices.map((n) => n.actorId),
  );
  const commentIds = notices.flatMap((n) => (n.change === 'comment' && n.activityId ? [n.activityId] : []));
  const comments = commentIds.length
    ? await db
        .select({ id: ticketActivity.id, body: ticketActivity.body, visibility: ticketActivity.visibility })
        .from(ticketActivity)
        .where(inArray(ticketActivity.id, commentIds))
    : [];
  // Staff watching the tickets hear of their comments and status changes, as their creator and assignee do.
  const ticketIds = [...new Set(found.map((t) => t.id))];
  const watchers = ticketIds.length
    ? await db
        .select({ ticketId: ticketWatchers.ticketId, userId: ticketWatchers.userId })
        .from(ticketWatchers)
        .where(inArray(ticketWatchers.ticketId, ticketIds))
    : [];
  // Requesters (Staff & Students) are never told by staff notices: they are mailed the public conversation.
  const candidates = [
    ...new Set([...found.flatMap((t) => [t.createdById, t.assigneeId]), ...watchers.map((w) => w.userId)]),
  ].filter((id): id is string => !!id);
  const requesterRole = new Set(
    candidates.length
      ? (
          await db
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.id, candidates), eq(users.role, 'requester')))
        ).map((u) => u.id)
      : [],
  );
  return {
    adminsOf: (districtId: string) => admins.filter((a) => a.districtId === districtId).map((a) => a.id),
    actorName: (id: string) => actors.get(id) ?? 'Someone',
    comment: (id: string | undefined) => comments.find((c) => c.id === id)?.body ?? '',
    watchersOf: (ticketId: string) => watchers.filter((w) => w.ticketId === ticketId).map((w) => w.userId),
    isRequester: (id: string) => requesterRole.has(id),
  };
}
type NoticeContext = Awaited<ReturnType<typeof loadContext>>;

/**
 * Which staff hear of a change: creation → the district's administrators; an assignment → the
 * assignee; comments and status changes → the ticket's creator, assignee and watchers. Never the
 * actor, never the ticket's requester nor anyone of the requester role: they are mailed the public
 * conversation instead (ticket-requester-mail.ts), never its internal notes.
 */
function recipients(t: NoticeTicket, n: TicketNotice, context: NoticeContext): string[] {
  const ids =
    n.change === 'created'
      ? context.adminsOf(t.districtId)
      : n.change === 'assigned'
        ? [t.assigneeId]
        : [t.createdById, t.assigneeId, ...context.watchersOf(t.id)];
  return [
    ...new Set(
      ids.filter(
        (id): id is string => !!id && id !== n.actorId && id !== t.requesterId && !context.isRequester(id),
      ),
    ),
  ];
}

function noticeOf(t: NoticeTicket, n: TicketNotice, context: NoticeContext): Notice {
  const actor = context.actorName(n.actorId);
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
      const said = context.comment(n.activityId).slice(0, 280);
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
export function ticketJobs({ database, notifier, mailer, config, logger }: JobDeps): JobDefinition<never>[] {
  const db = database.db;
  const requesterMail = createRequesterMail({ db, mailer, publicUrl: config.publicUrl, log: logger });
  /** Tells of a batch of ticket changes with a few queries, however many there are. */
  async function tell(notices: TicketNotice[]) {
    const found = await loadTickets(
      db,
      notices.map((n) => n.ticketId),
    );
    const context = await loadContext(db, notices, [...found.values()]);
    await notifier.notifyMany(
      notices.flatMap((n) => {
        const t = found.get(n.ticketId);
        return t ? [{ userIds: recipients(t, n, context), notice: noticeOf(t, n, context) }] : [];
      }),
    );
    await requesterMail.mailMany(notices, found, context.actorName);
  }
  const notify: JobDefinition<TicketNotice> = {
    name: TICKET_NOTIFY_JOB,
    handle: (n) => tell([n]),
    handleMany: tell,
  };
  const digest: JobDefinition = {
    name: TICKET_DIGEST_JOB,
    cron: '0 12 * * *',
    retryLimit: 2,
    handle: () => sendDigests(db, notifier, new Date().toISOString().slice(0, 10)),
  };
  return [notify, digest] as JobDefinition<never>[];
}
