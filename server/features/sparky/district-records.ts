import { and, asc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { DistrictDirectory } from '../../../domain/sparky-data-questions.ts';
import { ACTIVE_TICKET_STATUSES } from '../../../domain/tickets.ts';
import type { Db } from '../../db/client.ts';
import { assets, licenses, sites, tickets, users, visits } from '../../db/schema/index.ts';

/**
 * The records Sparky's data answers read, every query filtered by the asker's district (resolved
 * by the session, as every read): another district's licenses, assets or people are never matched.
 */
export function createDistrictRecords(db: Db) {
  const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

  return {
    /** What a question may name: the district's licenses, assets, people, technicians and sites. */
    async directory(districtId: string): Promise<DistrictDirectory> {
      const [licenseRows, assetRows, people, siteRows] = await Promise.all([
        db
          .select({ id: licenses.id, name: licenses.name, vendor: licenses.vendor })
          .from(licenses)
          .where(eq(licenses.districtId, districtId)),
        db
          .select({
            id: assets.id,
            assetTag: assets.assetTag,
            name: assets.name,
            serialNumber: assets.serialNumber,
            assignedTo: assets.assignedTo,
          })
          .from(assets)
          .where(eq(assets.districtId, districtId)),
        db
          .select({ name: fullName, role: users.role })
          .from(users)
          .where(and(eq(users.districtId, districtId), eq(users.isActive, true))),
        db.select({ name: sites.name }).from(sites).where(eq(sites.districtId, districtId)),
      ]);
      const assignees = assetRows.flatMap((a) => (a.assignedTo ? [a.assignedTo] : []));
      return {
        licenses: licenseRows,
        assets: assetRows,
        people: [...new Set([...people.map((p) => p.name), ...assignees])],
        technicians: people.filter((p) => p.role === 'technician').map((p) => p.name),
        sites: siteRows.map((s) => s.name),
      };
    },

    licenses(districtId: string, ids: readonly string[]) {
      return db
        .select()
        .from(licenses)
        .where(and(eq(licenses.districtId, districtId), inArray(licenses.id, [...ids])))
        .orderBy(asc(licenses.name));
    },

    assets(districtId: string, where: { ids: readonly string[] } | { assignedTo: string }) {
      return db
        .select()
        .from(assets)
        .where(
          and(
            eq(assets.districtId, districtId),
            'ids' in where
              ? inArray(assets.id, [...where.ids])
              : and(
                  isNotNull(assets.assignedTo),
                  sql`lower(${assets.assignedTo}) = lower(${where.assignedTo})`,
                ),
          ),
        )
        .orderBy(asc(assets.assetTag));
    },

    /** The district's open and in-progress tickets. */
    openTickets(districtId: string) {
      return db
        .select({
          id: tickets.id,
          ticketNumber: tickets.ticketNumber,
          title: tickets.title,
          priority: tickets.priority,
          status: tickets.status,
          createdAt: sql<string>`to_json(${tickets.createdAt})#>>'{}'`,
          assigneeName: sql<string | null>`nullif(${fullName}, '')`,
        })
        .from(tickets)
        .leftJoin(users, eq(users.id, tickets.assigneeId))
        .where(and(eq(tickets.districtId, districtId), inArray(tickets.status, [...ACTIVE_TICKET_STATUSES])));
    },

    /** The district's visits starting in a window (not cancelled), soonest first. */
    visitsBetween(districtId: string, start: Date, end: Date) {
      return db
        .select({
          id: visits.id,
          scheduledStart: visits.scheduledStart,
          status: visits.status,
          room: visits.room,
          technicianName: fullName,
          siteName: sites.name,
          ticketId: tickets.id,
          ticketNumber: tickets.ticketNumber,
          ticketTitle: tickets.title,
        })
        .from(visits)
        .innerJoin(users, eq(users.id, visits.technicianId))
        .innerJoin(tickets, and(eq(tickets.districtId, visits.districtId), eq(tickets.id, visits.ticketId)))
        .leftJoin(sites, and(eq(sites.districtId, visits.districtId), eq(sites.id, visits.siteId)))
        .where(
          and(
            eq(visits.districtId, districtId),
            ne(visits.status, 'cancelled'),
            gte(visits.scheduledStart, start),
            lt(visits.scheduledStart, end),
          ),
        )
        .orderBy(asc(visits.scheduledStart));
    },
  };
}
