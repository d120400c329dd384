// What other features may use of Technician Scheduling.
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import { OPEN_VISIT_STATUSES, type Visit } from '../../../domain/visits.ts';
import { tickets, visits } from '../../db/schema/index.ts';
import { type Reader, selectVisits, toVisit } from './visit-reads.ts';

/**
 * The district's next open visits (not yet ended), soonest first (as the list orders them): those on `userId`'s own tickets
 * or booked for them as technician when there are any, else the district's.
 */
export async function upcomingVisitsOf(
  reader: Reader,
  districtId: string,
  userId: string,
  limit: number,
): Promise<{ mine: boolean; items: Visit[] }> {
  const open = and(
    eq(visits.districtId, districtId),
    inArray(visits.status, [...OPEN_VISIT_STATUSES]),
    gt(visits.scheduledEnd, new Date()),
  );
  const mine = await selectVisits(
    reader,
    and(open, or(eq(tickets.createdById, userId), eq(visits.technicianId, userId))),
    limit,
  );
  if (mine.length) return { mine: true, items: mine.map(toVisit) };
  return { mine: false, items: (await selectVisits(reader, open, limit)).map(toVisit) };
}
