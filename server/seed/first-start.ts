import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { recordActivity } from '../db/activity-log.ts';
import type { Db } from '../db/client.ts';
import { districts, users } from '../db/schema/index.ts';
import { seedClientSuccessDemo } from './client-success.ts';
import { DEMO_ADMIN_EMAIL, DEMO_DISTRICT_PASSWORD, DEMO_DISTRICTS, demoAdminEmail } from './demo-accounts.ts';
import { seedDemoAssets } from './demo-assets.ts';
import { seedDemoLibrary } from './demo-library.ts';
import { seedDemoLicenses } from './demo-licenses.ts';
import { seedDemoTickets } from './demo-tickets.ts';

/** Seeds the demo on a first start (an empty database); later starts change nothing. */
export async function seedFirstStart(db: Db) {
  const password = DEMO_DISTRICT_PASSWORD;
  const districtAdmins = DEMO_DISTRICTS.map((d) => ({ email: demoAdminEmail(d.code), district: d.name }));
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    // Several servers may start at once on one database: one seeds, the others find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    if (existing) return false;
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
    return true;
  });
  if (!created) return { password, districtAdmins, created: false };
  await seedDemoTickets(
    db,
    DEMO_DISTRICTS.map((d) => d.code),
  );
  await seedDemoAssets(
    db,
    DEMO_DISTRICTS.map((d) => d.code),
  );
  await seedDemoLicenses(
    db,
    DEMO_DISTRICTS.map((d) => d.code),
  );
  await seedDemoLibrary(
    db,
    DEMO_DISTRICTS.map((d) => d.code),
  );
  await seedClientSuccessDemo(db);
  return { password, districtAdmins, created: true };
}
