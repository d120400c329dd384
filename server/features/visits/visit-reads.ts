import { and, asc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import {
  type ListVisitsQuery,
  MAX_VISITS_LISTED,
  OPEN_VISIT_STATUSES,
  type Visit,
} from '../../../domain/visits.ts';
import type { Db } from '../../db/client.ts';
import { sites, tickets, users, visits } from '../../db/schema/index.ts';

/** Anything that can run a select: the db or a transaction. */
export type Reader = Pick<Db, 'select'>;

const technicianName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

function baseSelect(reader: Reader) {
  return reader
    .select({
      visit: visits,
      ticketNumber: tickets.ticketNumber,
      ticketTitle: tickets.title,
      ticketCreatedBy: tickets.createdById,
      technicianName,
      technicianEmail: users.email,
      siteName: sites.name,
      siteAddress: sites.address,
    })
    .from(visits)
    .innerJoin(tickets, eq(tickets.id, visits.ticketId))
    .innerJoin(users, eq(users.id, visits.technicianId))
    .leftJoin(sites, eq(sites.id, visits.siteId));
}
export type VisitRow = Awaited<ReturnType<ReturnType<typeof baseSelect>['where']>>[number];

export function toVisit(r: VisitRow): Visit {
  const v = r.visit;
  return {
    id: v.id,
    districtId: v.districtId,
    ticketId: v.ticketId,
    ticketNumber: r.ticketNumber,
    ticketTitle: r.ticketTitle,
    technicianId: v.technicianId,
    technicianName: r.technicianName,
    siteId: v.siteId,
    siteName: r.siteName ?? 'Site removed',
    siteAddress: r.siteAddress,
    room: v.room,
    scheduledStart: v.scheduledStart.toISOString(),
    scheduledEnd: v.scheduledEnd.toISOString(),
    estimatedDuration: v.durationMinutes,
    priority: v.priority,
    workType: v.workType,
    requirements: v.requirements,
    contactPerson: v.contactPerson,
    contactPhone: v.contactPhone,
    notes: v.notes,
    workNotes: v.workNotes,
    status: v.status,
    statusChangedAt: v.statusChangedAt.toISOString(),
    eta: v.eta?.toISOString() ?? null,
    statusReason: v.statusReason,
    conflictOverridden: v.conflictOverridden,
    outsideSchoolDay: v.outsideSchoolDay,
    completedAt: v.completedAt?.toISOString() ?? null,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  };
}

/** The filter of the list and the export: the district, a time window and the screen's filters. */
export function visitFilter(districtId: string, q: ListVisitsQuery): SQL | undefined {
  return and(
    eq(visits.districtId, districtId),
    q.from ? gt(visits.scheduledEnd, new Date(q.from)) : undefined,
    q.to ? lt(visits.scheduledStart, new Date(q.to)) : undefined,
    q.status ? eq(visits.status, q.status) : undefined,
    q.siteId ? eq(visits.siteId, q.siteId) : undefined,
    q.technicianId ? eq(visits.technicianId, q.technicianId) : undefined,
  );
}

export async function selectVisits(
  reader: Reader,
  where: SQL | undefined,
  limit = MAX_VISITS_LISTED,
): Promise<VisitRow[]> {
  return baseSelect(reader).where(where).orderBy(asc(visits.scheduledStart), asc(visits.id)).limit(limit);
}

export async function selectVisit(reader: Reader, id: string): Promise<VisitRow | undefined> {
  const [row] = await baseSelect(reader).where(eq(visits.id, id));
  return row;
}

/**
 * The technician's first open visit overlapping [start, end), other than `exceptId`: what a booking
 * would collide with.
 */
export async function overlappingVisit(
  reader: Reader,
  at: { districtId: string; technicianId: string; start: Date; end: Date; exceptId?: string },
): Promise<VisitRow | undefined> {
  const [row] = await baseSelect(reader)
    .where(
      and(
        eq(visits.technicianId, at.technicianId),
        inArray(visits.status, [...OPEN_VISIT_STATUSES]),
        lt(visits.scheduledStart, at.end),
        gt(visits.scheduledEnd, at.start),
        at.exceptId ? sql`${visits.id} <> ${at.exceptId}` : undefined,
      ),
    )
    .orderBy(asc(visits.scheduledStart))
    .limit(1);
  return row;
}
