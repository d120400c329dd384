import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { DEFAULT_SCHOOL_DAY, DEFAULT_TIMEZONE } from '../../../domain/settings.ts';
import type { SchedulingRoster, Technician } from '../../../domain/visits.ts';
import type { Db } from '../../db/client.ts';
import { districtSettings, sites, tickets, users } from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;
export type SchoolDay = SchedulingRoster['schoolDay'];

/** The district's school day and time zone, from System Settings (defaults until saved). */
export async function schoolDayOf(reader: Reader, districtId: string): Promise<SchoolDay> {
  const [s] = await reader
    .select({
      timezone: districtSettings.timezone,
      start: districtSettings.schoolDayStart,
      end: districtSettings.schoolDayEnd,
    })
    .from(districtSettings)
    .where(eq(districtSettings.districtId, districtId));
  return {
    start: s?.start ?? DEFAULT_SCHOOL_DAY.start,
    end: s?.end ?? DEFAULT_SCHOOL_DAY.end,
    timezone: s?.timezone ?? DEFAULT_TIMEZONE,
  };
}

/** Who works for the district: its active technicians, and Five Star's own (no district). */
const worksFor = (districtId: string) =>
  and(
    eq(users.role, 'technician'),
    eq(users.isActive, true),
    or(eq(users.districtId, districtId), isNull(users.districtId)),
  );

export async function techniciansOf(reader: Reader, districtId: string): Promise<Technician[]> {
  const rows = await reader
    .select({
      id: users.id,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
      districtId: users.districtId,
    })
    .from(users)
    .where(worksFor(districtId))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map((u) => ({
    id: u.id,
    name: `${u.first} ${u.last}`.trim() || u.email,
    email: u.email,
    fiveStar: u.districtId === null,
  }));
}

export async function isTechnicianOf(reader: Reader, userId: string, districtId: string): Promise<boolean> {
  const [u] = await reader
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), worksFor(districtId)));
  return !!u;
}

/** The ticket and the site, each only if it is the district's own. */
export async function ticketOf(reader: Reader, id: string, districtId: string) {
  const [t] = await reader
    .select({ id: tickets.id, ticketNumber: tickets.ticketNumber, title: tickets.title })
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.districtId, districtId)));
  return t;
}

export async function siteOf(reader: Reader, id: string, districtId: string) {
  const [s] = await reader
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(and(eq(sites.id, id), eq(sites.districtId, districtId)));
  return s;
}
