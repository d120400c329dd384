import { eq, inArray } from 'drizzle-orm';
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
  sites,
  ticketActivity,
  ticketCounters,
  tickets,
  users,
} from '../db/schema/index.ts';
import { demoRandom } from './demo-random.ts';

interface DemoTicket {
  /** `{high}`, `{middle}` and `{school}` name one of the district's sites. */
  title: string;
  description: string;
  priority: Priority;
  category: TicketCategory;
  comment?: string;
}

/** Critical tickets name a town-named school, so no two districts share one. */
const CRITICAL: DemoTicket[] = [
  {
    title: 'Student Wi-Fi dropping in the {high} library',
    description: 'Chromebooks lose the StudentNet connection every few minutes in the library since Monday.',
    priority: 'critical',
    category: 'network',
  },
  {
    title: 'Internet down at {middle}',
    description: 'No classroom can reach the internet since 7:30; the ISP handoff light is amber.',
    priority: 'critical',
    category: 'network',
  },
  {
    title: 'Phishing email reached staff at {high}',
    description: 'Several teachers clicked a fake "payroll update" link; two entered their passwords.',
    priority: 'critical',
    category: 'general',
    comment: 'Passwords of the two accounts reset; searching mailboxes for the message.',
  },
  {
    title: 'State testing lab offline at {middle}',
    description: 'The 30 testing desktops cannot reach the testing site; testing starts tomorrow.',
    priority: 'critical',
    category: 'network',
  },
  {
    title: 'Door access controllers offline at {high}',
    description: 'Badge readers on the east doors show offline; doors are locked by hand.',
    priority: 'critical',
    category: 'hardware',
  },
  {
    title: 'Core switch fan alarm in the {high} MDF',
    description: 'The core switch shows an amber fan alarm and the closet is at 88°F.',
    priority: 'critical',
    category: 'network',
  },
];

const OTHERS: DemoTicket[] = [
  {
    title: 'Projector not displaying in Room 204',
    description: 'The ceiling projector powers on but shows "No signal" from the teacher laptop over HDMI.',
    priority: 'high',
    category: 'hardware',
  },
  {
    title: 'PowerSchool login slow in the mornings',
    description: 'Teachers wait 30+ seconds to sign in to PowerSchool between 7:45 and 8:15.',
    priority: 'high',
    category: 'software',
    comment: 'Reproduced; the SSO redirect is slow. Checking the identity provider logs.',
  },
  {
    title: 'Chromebook cart 3 not charging at {school}',
    description: 'Half of the slots in cart 3 do not charge; the cart breaker may have tripped.',
    priority: 'medium',
    category: 'hardware',
  },
  {
    title: 'Google Classroom roster sync errors for grade 7',
    description: 'Three grade 7 sections show no students after the nightly roster sync.',
    priority: 'medium',
    category: 'software',
  },
  {
    title: 'Install GeoGebra on the {school} math lab PCs',
    description: 'Please install GeoGebra Classic on the 28 PCs of the math lab before next week.',
    priority: 'low',
    category: 'software',
  },
  {
    title: 'New teacher accounts for the second semester',
    description: 'Create accounts (email, SIS, LMS) for three new teachers starting on the 1st.',
    priority: 'low',
    category: 'general',
    comment: 'Accounts created and credentials sent to the principals.',
  },
  {
    title: 'Main office printer jams at {school}',
    description: 'The front office printer jams on every second page.',
    priority: 'low',
    category: 'hardware',
  },
  {
    title: 'Interactive display frozen in the {school} library',
    description: 'The display shows the boot logo and does not respond to touch or the remote.',
    priority: 'high',
    category: 'hardware',
  },
  {
    title: 'Bell schedule wrong on the PA system',
    description: 'The lunch bells ring ten minutes early since the time change.',
    priority: 'medium',
    category: 'general',
  },
  {
    title: 'Substitute teachers cannot print',
    description: 'Substitute accounts get "access denied" on every staff printer.',
    priority: 'medium',
    category: 'software',
  },
  {
    title: 'Document camera driver missing in Room 112',
    description: 'The teacher laptop does not see the document camera after the last update.',
    priority: 'low',
    category: 'software',
  },
  {
    title: 'Cracked Chromebook screens after recess at {school}',
    description: 'Five student Chromebooks came back with cracked screens; loaners needed.',
    priority: 'medium',
    category: 'hardware',
  },
  {
    title: 'Gym access point keeps rebooting at {school}',
    description: 'The access point above the gym bleachers drops every hour or so.',
    priority: 'high',
    category: 'network',
  },
  {
    title: 'Renew the SSL certificate of the staff portal',
    description: 'The certificate of the staff portal expires in nine days.',
    priority: 'high',
    category: 'network',
  },
  {
    title: 'Parent-teacher conference laptops',
    description: 'Set up eight laptops with the sign-in sheet for conference night.',
    priority: 'low',
    category: 'general',
  },
  {
    title: 'Clever badges not working for kindergarten',
    description: 'QR badge sign-in fails on the kindergarten iPads at {school}.',
    priority: 'medium',
    category: 'software',
  },
  {
    title: 'Voicemail full for the attendance line',
    description: 'Parents cannot leave messages on the attendance line at {school}.',
    priority: 'medium',
    category: 'general',
  },
  {
    title: 'Teacher laptop battery swelling',
    description: 'A teacher laptop battery is swollen and lifting the keyboard; it is unplugged.',
    priority: 'high',
    category: 'hardware',
  },
];

/** The states a district's tickets go through, newest first (hours before the seed). */
const TIMELINE: { status: TicketStatus; ageHours: number }[] = [
  { status: 'open', ageHours: 2 },
  { status: 'open', ageHours: 5 },
  { status: 'in_progress', ageHours: 20 },
  { status: 'in_progress', ageHours: 30 },
  { status: 'open', ageHours: 44 },
  { status: 'open', ageHours: 70 },
  { status: 'resolved', ageHours: 96 },
  { status: 'resolved', ageHours: 140 },
  { status: 'closed', ageHours: 200 },
];

interface Picked extends DemoTicket {
  status: TicketStatus;
  ageHours: number;
}

/** The district's tickets: one or two critical ones and others, drawn for it from the pools. */
export function demoTicketsFor(code: string, siteNames: string[]): Picked[] {
  const rng = demoRandom(`${code}:tickets`);
  const [high = 'the high school', middle = 'the middle school'] = siteNames;
  const fill = (s: string) =>
    s
      .replaceAll('{high}', high)
      .replaceAll('{middle}', middle)
      .replaceAll('{school}', siteNames.length ? rng.pick(siteNames) : 'the school');
  const critical = rng.sample(CRITICAL, rng.int(1, 2));
  const count = code === 'BENSON' ? TIMELINE.length : rng.int(6, TIMELINE.length);
  const picks = [...critical, ...rng.sample(OTHERS, count - critical.length)];
  // The first critical one is the newest open ticket; the others fall where the draw puts them.
  const order = [
    0,
    ...rng
      .sample(
        TIMELINE.slice(1).map((_, i) => i + 1),
        count - 1,
      )
      .sort((a, b) => a - b),
  ];
  return picks.map((t, i) => ({
    ...t,
    ...TIMELINE[order[i]!]!,
    title: fill(t.title),
    description: fill(t.description),
  }));
}

/**
 * Sample tickets for the demo districts that have the Support feature (Ascend and above), each
 * district its own (see demoTicketsFor), worked by its technicians, with their counters, timelines
 * and activity log; run once on a first start, after the people and sites.
 */
export async function seedDemoTickets(db: Db, codes: string[], now: Date = new Date()) {
  const rows = await db.select().from(districts).where(inArray(districts.code, codes));
  await db.transaction(async (tx) => {
    for (const district of rows) {
      if (!tierAllows(district.serviceLevel, 'ascend')) continue;
      const staff = await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
        .from(users)
        .where(eq(users.districtId, district.id))
        .orderBy(users.email);
      const admin = staff.find((u) => u.role === 'district_admin');
      const crew = staff.filter((u) => u.role === 'technician');
      const schools = await tx
        .select({ name: sites.name })
        .from(sites)
        .where(eq(sites.districtId, district.id))
        .orderBy(sites.createdAt, sites.name);
      const picks = demoTicketsFor(
        district.code,
        schools.map((s) => s.name),
      );
      const ordered = [...picks].sort((a, b) => b.ageHours - a.ageHours);
      for (const [n, t] of ordered.entries()) {
        const number = n + 1;
        const ticketNumber = formatTicketNumber(district.code, number);
        const createdAt = new Date(now.getTime() - t.ageHours * 3600_000);
        const changedAt = new Date(createdAt.getTime() + Math.min(t.ageHours / 2, 3) * 3600_000);
        const worked = t.status !== 'open';
        const technician = crew.length ? crew[n % crew.length] : undefined;
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
