import { and, eq, inArray } from 'drizzle-orm';
import type { Priority } from '../../domain/priorities.ts';
import { tierAllows } from '../../domain/tiers.ts';
import type { VisitPriority, VisitStatus } from '../../domain/visits.ts';
import type { Db } from '../db/client.ts';
import { districts, sites, tickets, users, visitStatusChanges, visits } from '../db/schema/index.ts';
import { demoRandom } from './demo-random.ts';

const WORK = [
  { workType: 'Network troubleshooting', requirements: ['Ladder', 'Spare access point'] },
  { workType: 'Hardware repair', requirements: ['Screwdriver kit', 'Spare parts'] },
  { workType: 'Software install', requirements: ['Admin credentials'] },
  { workType: 'Classroom AV setup', requirements: ['HDMI cables'] },
];
const VISIT_PRIORITY: Record<Priority, VisitPriority> = {
  critical: 'emergency',
  high: 'high',
  medium: 'medium',
  low: 'low',
};
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Midnight UTC of the Monday of `now`'s week. */
export const weekStart = (now: Date) => {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - ((now.getUTCDay() + 6) % 7) * DAY);
};

/**
 * Technician visits of this week for the districts with Technician Scheduling (Ascend and above):
 * two today, the others on the week's other school days (done before today, booked after), each
 * for an open ticket at one of the district's schools.
 */
export async function seedDemoVisits(db: Db, codes: string[], now: Date = new Date()): Promise<void> {
  const rows = await db.select().from(districts).where(inArray(districts.code, codes));
  const monday = weekStart(now).getTime();
  const today = Math.floor((now.getTime() - monday) / DAY);
  await db.transaction(async (tx) => {
    for (const d of rows) {
      if (!tierAllows(d.serviceLevel, 'ascend')) continue;
      const rng = demoRandom(`${d.code}:visits`);
      const crew = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.districtId, d.id), eq(users.role, 'technician')))
        .orderBy(users.email);
      const schools = await tx
        .select({ id: sites.id, contactName: sites.contactName, phone: sites.phone })
        .from(sites)
        .where(eq(sites.districtId, d.id))
        .orderBy(sites.name);
      const work = await tx
        .select({ id: tickets.id, priority: tickets.priority, createdById: tickets.createdById })
        .from(tickets)
        .where(and(eq(tickets.districtId, d.id), inArray(tickets.status, ['open', 'in_progress'])))
        .orderBy(tickets.number);
      if (!crew.length || !schools.length || !work.length) continue;
      const otherDays = [0, 1, 2, 3, 4].filter((n) => n !== today);
      const days = [today, today, ...rng.sample(otherDays, rng.int(2, 3))];
      const values = days.map((day, i) => {
        const ticket = work[i % work.length]!;
        const school = rng.pick(schools);
        // 15:00 UTC and later: the morning of a school day in every US time zone.
        const start = new Date(monday + day * DAY + (15 + (i % 2) * 3 + rng.int(0, 2)) * HOUR);
        const minutes = rng.pick([45, 60, 90, 120]);
        const status: VisitStatus =
          day < today ? 'completed' : day === today && i === 0 ? 'en_route' : 'scheduled';
        const job = rng.pick(WORK);
        return {
          districtId: d.id,
          ticketId: ticket.id,
          technicianId: crew[i % crew.length]!.id,
          siteId: school.id,
          room: `Room ${rng.int(100, 260)}`,
          scheduledStart: start,
          scheduledEnd: new Date(start.getTime() + minutes * 60_000),
          durationMinutes: minutes,
          priority: VISIT_PRIORITY[ticket.priority],
          ...job,
          contactPerson: school.contactName ?? '',
          contactPhone: school.phone ?? '',
          status,
          statusChangedAt: status === 'scheduled' ? new Date(now.getTime() - 2 * DAY) : now,
          eta: status === 'en_route' ? new Date(now.getTime() + 20 * 60_000) : null,
          completedAt: status === 'completed' ? new Date(start.getTime() + minutes * 60_000) : null,
          workNotes: status === 'completed' ? 'Fixed on site; the teacher confirmed it works.' : '',
          createdBy: ticket.createdById,
          createdAt: new Date(now.getTime() - 3 * DAY),
        };
      });
      const inserted = await tx
        .insert(visits)
        .values(values)
        .returning({ id: visits.id, status: visits.status });
      await tx.insert(visitStatusChanges).values(
        inserted.flatMap((v, i) => [
          {
            districtId: d.id,
            visitId: v.id,
            toStatus: 'scheduled' as const,
            createdAt: values[i]!.createdAt,
          },
          ...(v.status === 'scheduled'
            ? []
            : [
                {
                  districtId: d.id,
                  visitId: v.id,
                  actorId: values[i]!.technicianId,
                  fromStatus: 'scheduled' as const,
                  toStatus: v.status,
                  createdAt: values[i]!.statusChangedAt,
                },
              ]),
        ]),
      );
    }
  });
}
