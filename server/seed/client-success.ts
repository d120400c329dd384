import { eq } from 'drizzle-orm';
import { localIsoDate } from '../../domain/tasks.ts';
import type { Db } from '../db/client.ts';
import { districts, meetings, projects, tasks, users } from '../db/schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A first start's projects, meetings and tasks for the Benson demo district (times relative to
 * now, so there is always something upcoming, something overdue and something done).
 */
export async function seedClientSuccessDemo(db: Db, now = new Date()): Promise<void> {
  const [benson] = await db.select({ id: districts.id }).from(districts).where(eq(districts.code, 'BENSON'));
  if (!benson) return;
  const [admin] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.districtId, benson.id));
  const districtId = benson.id;
  const by = admin?.id ?? null;
  const day = (offset: number) => localIsoDate(new Date(now.getTime() + offset * DAY), 'America/Phoenix');
  // Benson, AZ is UTC-7 all year: 17:00Z is 10:00 local.
  const at = (offset: number, utcHour: number, minutes = 0) => {
    const d = new Date(`${day(offset)}T00:00:00Z`);
    d.setUTCHours(utcHour, minutes);
    return d;
  };

  // Lists show the newest first: the first entry of each list below is the newest.
  const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000);

  await db.transaction(async (tx) => {
    const [chromebooks, network] = await tx
      .insert(projects)
      .values(
        [
          {
            name: 'Chromebook 1:1 Refresh',
            description:
              'Replace 600 aging Chromebooks for grades 6-8 and enroll the new ones in device management.',
            status: 'active',
            priority: 'high',
            startDate: day(-30),
            endDate: day(75),
          },
          {
            name: 'Network Switch Upgrade',
            description: 'Move both campuses to PoE+ switches ahead of the new wireless access points.',
            status: 'planning',
            priority: 'critical',
            startDate: day(14),
            endDate: day(120),
          },
          {
            name: 'Classroom Projector Replacement',
            description:
              'Swap lamp projectors for interactive displays in 24 classrooms, pending the bond vote.',
            status: 'on-hold',
            priority: 'medium',
            startDate: day(-60),
            endDate: day(150),
          },
          {
            name: 'Summer Imaging',
            description: 'Re-image every lab and cart device before the first day of school.',
            status: 'completed',
            priority: 'low',
            startDate: day(-150),
            endDate: day(-95),
          },
        ].map((p, i) => ({
          ...p,
          districtId,
          createdBy: by,
          createdAt: minutesAgo(i),
        })) as (typeof projects.$inferInsert)[],
      )
      .returning({ id: projects.id });

    await tx.insert(tasks).values(
      (
        [
          ['Inventory grade 6 Chromebook carts', 'completed', 'medium', 'hardware', chromebooks!.id, -12],
          ['Image 120 devices for Benson Middle', 'in-progress', 'high', 'software', chromebooks!.id, 5],
          [
            'Collect damaged devices for warranty return',
            'pending',
            'medium',
            'hardware',
            chromebooks!.id,
            -3,
          ],
          ['Get quotes for 48-port PoE+ switches', 'pending', 'high', 'hardware', network!.id, 10],
          ['Schedule an after-hours cutover window', 'pending', 'medium', 'maintenance', network!.id, 21],
          ['Renew content filter certificates', 'in-progress', 'critical', 'security', null, 2],
          ['Reset MFA for new staff accounts', 'completed', 'medium', 'security', null, -6],
        ] as const
      ).map(([title, status, priority, category, projectId, due], i) => ({
        districtId,
        title,
        status,
        priority,
        category,
        projectId,
        dueDate: day(due),
        assignedTo: by,
        createdBy: by,
        createdAt: minutesAgo(i),
      })),
    );

    const team = [admin?.email, 'success@fivestar.example'].filter((e): e is string => !!e);
    await tx.insert(meetings).values(
      [
        {
          title: 'Monthly technology check-in',
          description: 'Open tickets, device counts and the Chromebook rollout.',
          location: 'District office, room 4',
          meetingType: 'review',
          startAt: at(2, 17),
          endAt: at(2, 18),
          attendees: team,
        },
        {
          title: 'Network upgrade planning',
          description: 'Agree the switch models and the cutover plan.',
          location: 'Video call',
          meetingType: 'planning',
          startAt: at(6, 21),
          endAt: at(6, 22, 30),
          attendees: [...team, 'Facilities lead'],
        },
        {
          title: 'Chromebook rollout stand-up',
          description: 'Weekly progress check with the campus technicians.',
          location: 'Benson Middle library',
          meetingType: 'recurring',
          startAt: at(-5, 15, 30),
          endAt: at(-5, 16),
          attendees: team,
        },
      ].map((m) => ({ ...m, districtId, createdBy: by })) as (typeof meetings.$inferInsert)[],
    );
  });
}
