import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { JobDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { districts, sites, users } from '../../db/schema/index.ts';
import type { Runner } from '../../jobs/drizzle-executor.ts';
import type { JobDefinition, JobQueue } from '../../jobs/queue.ts';
import type { Notice } from '../../notifications/notifier.ts';
import { schoolDayOf } from './visit-context.ts';
import { selectVisit, type VisitRow } from './visit-reads.ts';

export const VISIT_NOTIFY_JOB = 'visits.notify';

/** A visit went en route or was completed: the job tells the site's contact and the ticket's creator. */
export interface VisitNotice {
  visitId: string;
  change: 'en_route' | 'completed';
  actorId: string;
  /** The status change's own id: each change is told once, however often the job runs. */
  changeId: string;
}

export function queueVisitNotice(queue: JobQueue, tx: Runner, notice: VisitNotice) {
  return queue.send(VISIT_NOTIFY_JOB, notice, { tx });
}

/** "Tue, Mar 3, 9:30 AM" in the district's time zone. */
export function formatLocal(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

/**
 * The district's people a visit's contact names: the visit's contact person and the site's
 * contact, each matched by email or full name (contacts are typed, not picked).
 */
async function contactIds(db: Db, row: VisitRow): Promise<string[]> {
  const v = row.visit;
  const names = [v.contactPerson];
  if (v.siteId) {
    const [s] = await db.select({ contact: sites.contactName }).from(sites).where(eq(sites.id, v.siteId));
    if (s?.contact) names.push(s.contact);
  }
  const wanted = names.map((n) => n.trim().toLowerCase()).filter(Boolean);
  if (wanted.length === 0) return [];
  const fullName = sql<string>`lower(trim(${users.firstName} || ' ' || ${users.lastName}))`;
  const matches = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.districtId, v.districtId),
        or(inArray(sql`lower(${users.email})`, wanted), inArray(fullName, wanted)),
      ),
    );
  return matches.map((m) => m.id);
}

async function noticeOf(db: Db, row: VisitRow, n: VisitNotice): Promise<Notice> {
  const v = row.visit;
  const [d] = await db.select({ name: districts.name }).from(districts).where(eq(districts.id, v.districtId));
  const { timezone } = await schoolDayOf(db, v.districtId);
  const site = row.siteName ?? 'the school';
  const ref = `${row.ticketNumber}: ${row.ticketTitle}`;
  const base = {
    kind: 'visit_update' as const,
    districtId: v.districtId,
    link: `/technician-scheduling?visit=${v.id}`,
    dedupeKey: `visit:${v.id}:${n.changeId}`,
  };
  if (n.change === 'en_route') {
    const eta = formatLocal(v.eta ?? v.scheduledStart, timezone);
    return {
      ...base,
      title: `Technician on the way: ${row.ticketNumber}`,
      body: `${row.technicianName} is on the way to ${site} for “${row.ticketTitle}”, expected ${eta}.`,
      email: {
        subject: `${row.technicianName} is on the way (${ref})`,
        paragraphs: [
          `${row.technicianName} is on the way to ${site}${v.room ? `, ${v.room}` : ''} for the ticket “${row.ticketTitle}” of ${d?.name ?? 'your district'}.`,
          `Expected arrival: ${eta}.`,
        ],
        actionLabel: 'Open the schedule',
      },
    };
  }
  return {
    ...base,
    title: `Visit completed: ${row.ticketNumber}`,
    body: `${row.technicianName} completed the visit at ${site}: ${v.workNotes.slice(0, 280)}`,
    email: {
      subject: `Visit completed (${ref})`,
      paragraphs: [
        `${row.technicianName} completed the visit at ${site} for the ticket “${row.ticketTitle}”.`,
        'Work notes:',
        v.workNotes,
      ],
      actionLabel: 'Open the schedule',
    },
  };
}

/** The visits feature's background job: telling people a technician is on the way, or done. */
export function visitJobs({ database, notifier }: JobDeps): JobDefinition<never>[] {
  const db = database.db;
  const notify: JobDefinition<VisitNotice> = {
    name: VISIT_NOTIFY_JOB,
    async handle(n) {
      const row = await selectVisit(db, n.visitId);
      if (!row) return; // deleted since: nobody to tell
      const ids = [row.ticketCreatedBy, ...(await contactIds(db, row))].filter(
        (id): id is string => !!id && id !== n.actorId,
      );
      await notifier.notify([...new Set(ids)], await noticeOf(db, row, n));
    },
  };
  return [notify] as JobDefinition<never>[];
}
