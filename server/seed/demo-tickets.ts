import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Priority } from '../../domain/priorities.ts';
import {
  formatTicketNumber,
  TICKET_STATUS_LABELS,
  type TicketCategory,
  type TicketStatus,
  ticketCounterDeltas,
} from '../../domain/tickets.ts';
import { tierAllows } from '../../domain/tiers.ts';
import type { Db } from '../db/client.ts';
import { bumpDistrictStats, ticketStatsDeltas } from '../db/district-stats.ts';
import {
  activityLog,
  districts,
  ticketActivity,
  ticketCounters,
  tickets,
  users,
} from '../db/schema/index.ts';

interface DemoTicket {
  title: string;
  description: string;
  priority: Priority;
  category: TicketCategory;
  status: TicketStatus;
  /** Hours before the seed. */
  ageHours: number;
  comment?: string;
}

const DEMO_TICKETS: DemoTicket[] = [
  {
    title: 'Student Wi-Fi dropping in the library',
    description: 'Chromebooks lose the StudentNet connection every few minutes in the library since Monday.',
    priority: 'critical',
    category: 'network',
    status: 'open',
    ageHours: 2,
  },
  {
    title: 'Projector not displaying in Room 204',
    description: 'The ceiling projector powers on but shows "No signal" from the teacher laptop over HDMI.',
    priority: 'high',
    category: 'hardware',
    status: 'open',
    ageHours: 5,
  },
  {
    title: 'PowerSchool login slow in the mornings',
    description: 'Teachers wait 30+ seconds to sign in to PowerSchool between 7:45 and 8:15.',
    priority: 'high',
    category: 'software',
    status: 'in_progress',
    ageHours: 20,
    comment: 'Reproduced; the SSO redirect is slow. Checking the identity provider logs.',
  },
  {
    title: 'Chromebook cart 3 not charging',
    description: 'Half of the slots in cart 3 (2nd floor) do not charge; the cart breaker may have tripped.',
    priority: 'medium',
    category: 'hardware',
    status: 'in_progress',
    ageHours: 30,
  },
  {
    title: 'Google Classroom roster sync errors for grade 7',
    description: 'Three grade 7 sections show no students after the nightly roster sync.',
    priority: 'medium',
    category: 'software',
    status: 'open',
    ageHours: 44,
  },
  {
    title: 'Install GeoGebra on the math lab PCs',
    description: 'Please install GeoGebra Classic on the 28 PCs of the math lab before next week.',
    priority: 'low',
    category: 'software',
    status: 'open',
    ageHours: 70,
  },
  {
    title: 'New teacher account: Ms. Alvarez',
    description: 'Create accounts (email, SIS, LMS) for our new science teacher starting on the 1st.',
    priority: 'low',
    category: 'general',
    status: 'resolved',
    ageHours: 96,
    comment: 'Accounts created and credentials sent to the principal.',
  },
  {
    title: 'Network switch alarm in the MDF closet',
    description: 'The core switch shows an amber fan alarm.',
    priority: 'critical',
    category: 'network',
    status: 'resolved',
    ageHours: 140,
  },
  {
    title: 'Main office printer jams',
    description: 'The HP printer in the main office jams on every second page.',
    priority: 'low',
    category: 'hardware',
    status: 'closed',
    ageHours: 200,
  },
];

/**
 * Sample tickets for the demo districts that have the Support feature (Ascend and above), with
 * their counters, timelines and activity log; run once on a first start.
 */
export async function seedDemoTickets(db: Db, codes: string[], now: Date = new Date()) {
  const rows = await db.select().from(districts).where(inArray(districts.code, codes));
  const [technician] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(isNull(users.districtId), eq(users.role, 'provider_admin')))
    .limit(1);
  await db.transaction(async (tx) => {
    for (const [index, district] of rows.entries()) {
      if (!tierAllows(district.serviceLevel, 'ascend')) continue;
      const [admin] = await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.districtId, district.id))
        .limit(1);
      // Benson gets every sample; the others a rotating handful, so the districts differ.
      const picks =
        district.code === 'BENSON' ? DEMO_TICKETS : DEMO_TICKETS.filter((_, i) => (i + index) % 2 === 0);
      const ordered = [...picks].sort((a, b) => b.ageHours - a.ageHours);
      for (const [n, t] of ordered.entries()) {
        const number = n + 1;
        const ticketNumber = formatTicketNumber(district.code, number);
        const createdAt = new Date(now.getTime() - t.ageHours * 3600_000);
        const changedAt = new Date(createdAt.getTime() + Math.min(t.ageHours / 2, 3) * 3600_000);
        const worked = t.status !== 'open';
        const [row] = await tx
          .insert(tickets)
          .values({
            districtId: district.id,
            number,
            ticketNumber,
            title: t.title,
            description: t.description,
            priority: t.priority,
            category: t.category,
            status: t.status,
            assigneeId: worked ? (technician?.id ?? null) : null,
            createdById: admin?.id ?? null,
            createdAt,
            updatedAt: worked ? changedAt : createdAt,
            resolvedAt: t.status === 'resolved' || t.status === 'closed' ? changedAt : null,
          })
          .returning({ id: tickets.id });
        const base = { districtId: district.id, ticketId: row!.id };
        await tx.insert(ticketActivity).values([
          { ...base, actorId: admin?.id ?? null, kind: 'created' as const, toValue: 'open', createdAt },
          ...(worked
            ? [
                {
                  ...base,
                  actorId: technician?.id ?? null,
                  kind: 'status' as const,
                  fromValue: 'open',
                  toValue: t.status,
                  createdAt: changedAt,
                },
              ]
            : []),
          ...(t.comment
            ? [
                {
                  ...base,
                  actorId: technician?.id ?? null,
                  kind: 'comment' as const,
                  body: t.comment,
                  createdAt: changedAt,
                },
              ]
            : []),
        ]);
        const d = ticketCounterDeltas(null, t);
        await bumpDistrictStats(tx, district.id, ticketStatsDeltas(d));
        const who = (u?: { firstName: string; lastName: string }) =>
          u ? `${u.firstName} ${u.lastName}`.trim() : 'Someone';
        await tx.insert(activityLog).values([
          {
            districtId: district.id,
            actorId: admin?.id ?? null,
            action: 'ticket_created',
            summary: `${who(admin)} opened ${ticketNumber}: ${t.title}`,
            createdAt,
          },
          ...(worked
            ? [
                {
                  districtId: district.id,
                  actorId: technician?.id ?? null,
                  action: 'ticket_status_changed',
                  summary: `${who(technician)} marked ${ticketNumber} ${TICKET_STATUS_LABELS[t.status]}`,
                  createdAt: changedAt,
                },
              ]
            : []),
        ]);
      }
      await tx
        .insert(ticketCounters)
        .values({ districtId: district.id, lastNumber: ordered.length })
        .onConflictDoUpdate({ target: ticketCounters.districtId, set: { lastNumber: ordered.length } });
    }
  });
}
