import { eq } from 'drizzle-orm';
import type { ServiceLevel } from '../../domain/tiers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { seedDemoAssets } from '../features/assets/demo-assets.ts';
import { DEMO_ADMIN_EMAIL } from '../features/auth/auth.service.ts';
import { seedIntegrations } from '../features/integrations/integrations.service.ts';
import { seedClientSuccessDemo } from '../features/projects/client-success-demo.ts';
import { seedDemoTickets } from '../features/tickets/demo-tickets.ts';
import { recordActivity } from './activity-log.ts';
import type { Db } from './client.ts';
import { districts, users } from './schema/index.ts';

export const DEMO_DISTRICT_PASSWORD = 'district-demo-2026';

/** Sample districts across all four tiers; Benson is the spec's fixed district instance. */
export const DEMO_DISTRICTS: {
  name: string;
  code: string;
  serviceLevel: ServiceLevel;
  location: string;
  users: number;
  admin: [string, string];
}[] = [
  {
    name: 'Benson Unified School District',
    code: 'BENSON',
    serviceLevel: 'altitude',
    location: 'Benson, AZ',
    users: 45,
    admin: ['Maria', 'Lopez'],
  },
  {
    name: 'Riverside Elementary District',
    code: 'RIVERSIDE',
    serviceLevel: 'analysis',
    location: 'Riverside, CA',
    users: 32,
    admin: ['James', 'Carter'],
  },
  {
    name: 'Mountain View Schools',
    code: 'MOUNTAINVIEW',
    serviceLevel: 'ascend',
    location: 'Mountain View, CO',
    users: 12,
    admin: ['Priya', 'Shah'],
  },
  {
    name: 'Lakeside Academy District',
    code: 'LAKESIDE',
    serviceLevel: 'apex',
    location: 'Lakeside, MI',
    users: 28,
    admin: ['Tom', 'Becker'],
  },
  {
    name: 'Cedar Valley Unified',
    code: 'CEDARVALLEY',
    serviceLevel: 'altitude',
    location: 'Cedar Valley, UT',
    users: 67,
    admin: ['Grace', 'Kim'],
  },
  {
    name: 'Pine Ridge Public Schools',
    code: 'PINERIDGE',
    serviceLevel: 'ascend',
    location: 'Pine Ridge, SD',
    users: 15,
    admin: ['Luis', 'Ortega'],
  },
];

export const demoAdminEmail = (code: string) => `admin@${code.toLowerCase()}.demo`;

/** Seeds the demo on a first start (an empty database); later starts change nothing. */
export async function seedFirstStart(db: Db) {
  const password = DEMO_DISTRICT_PASSWORD;
  const districtAdmins = DEMO_DISTRICTS.map((d) => ({ email: demoAdminEmail(d.code), district: d.name }));
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  if (existing) return { password, districtAdmins, created: false };

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(users)
      .values({
        email: DEMO_ADMIN_EMAIL,
        firstName: 'Demo',
        lastName: 'Administrator',
        role: 'provider_admin',
        isDemo: true,
      })
      .returning({ id: users.id });
    for (const d of DEMO_DISTRICTS) {
      const [row] = await tx
        .insert(districts)
        .values({
          name: d.name,
          code: d.code,
          serviceLevel: d.serviceLevel,
          location: d.location,
          estimatedUsers: d.users,
        })
        .onConflictDoNothing()
        .returning({ id: districts.id });
      if (!row) continue;
      await tx.insert(users).values({
        email: demoAdminEmail(d.code),
        passwordHash,
        firstName: d.admin[0],
        lastName: d.admin[1],
        role: 'district_admin',
        districtId: row.id,
        isDemo: true,
      });
      await recordActivity(tx, {
        districtId: row.id,
        actorId: admin!.id,
        action: 'district_created',
        summary: `${d.name} was onboarded with ${d.serviceLevel} service`,
      });
    }
  });
  await seedIntegrations(db);
  await seedDemoTickets(
    db,
    DEMO_DISTRICTS.map((d) => d.code),
  );
  await seedDemoAssets(
    db,
    DEMO_DISTRICTS.map((d) => d.code),
  );
  await seedClientSuccessDemo(db);
  return { password, districtAdmins, created: true };
}
