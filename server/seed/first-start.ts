import { eq, sql } from 'drizzle-orm';
import { tierAllows } from '../../domain/tiers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { recordActivity } from '../db/activity-log.ts';
import type { Db } from '../db/client.ts';
import { districts, users } from '../db/schema/index.ts';
import { seedClientSuccessDemo } from './client-success.ts';
import { DEMO_ADMIN_EMAIL, DEMO_DISTRICT_PASSWORD, DEMO_DISTRICTS, demoAdminEmail } from './demo-accounts.ts';
import { seedDemoApiTokens } from './demo-api-tokens.ts';
import { seedDemoAssessments } from './demo-assessment.ts';
import { seedDemoAssetMoney } from './demo-asset-money.ts';
import { seedDemoAssets } from './demo-assets.ts';
import { seedDemoAudits } from './demo-audits.ts';
import { seedDemoCannedResponses } from './demo-canned-responses.ts';
import { seedDemoCharges } from './demo-charges.ts';
import { seedDemoCsat } from './demo-csat.ts';
import { seedDemoDamage } from './demo-damage.ts';
import { seedDemoErate } from './demo-erate.ts';
import { seedDemoGoogle } from './demo-google.ts';
import { seedDemoLibrary } from './demo-library.ts';
import { seedDemoLicenses } from './demo-licenses.ts';
import { seedDemoMonitors } from './demo-monitors.ts';
import { seedDemoOffboarding } from './demo-offboarding.ts';
import { seedDemoParts } from './demo-parts.ts';
import { seedDemoPeople } from './demo-people.ts';
import { seedDemoPrivacy } from './demo-privacy.ts';
import { seedDemoPrivacyAgreements } from './demo-privacy-agreements.ts';
import { demoRequesterEmail, seedDemoRequesters } from './demo-requesters.ts';
import { seedDemoRoster } from './demo-roster.ts';
import { seedDemoRules } from './demo-rules.ts';
import { seedDemoSaml } from './demo-saml.ts';
import { seedDemoSlaClocks } from './demo-sla-clocks.ts';
import { seedDemoTicketLinks } from './demo-ticket-links.ts';
import { seedDemoTickets } from './demo-tickets.ts';
import { seedDemoVault } from './demo-vault.ts';
import { seedDemoVisits } from './demo-visits.ts';
import { seedDemoWebhooks } from './demo-webhooks.ts';

/**
 * Seeds the demo on a first start (an empty database); later starts change nothing. The master
 * key seals the demo vaults' entries.
 */
export async function seedFirstStart(db: Db, masterKey: Buffer) {
  const password = DEMO_DISTRICT_PASSWORD;
  const districtAdmins = DEMO_DISTRICTS.map((d) => ({ email: demoAdminEmail(d.code), district: d.name }));
  // The help portal's people (Staff & Students) of the first district whose tier has tickets.
  const portal = DEMO_DISTRICTS.find((d) => tierAllows(d.serviceLevel, 'ascend'));
  const requesters = portal
    ? (['teacher', 'student'] as const).map((who) => ({
        email: demoRequesterEmail(portal.code, who),
        district: portal.name,
      }))
    : [];
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
  if (!created) return { password, districtAdmins, requesters, created: false };
  // Each step reads what the ones before it made: people and sites first, then their tickets,
  // the visits of those tickets, the devices and seats they hold. The vault needs only the
  // district administrators, so it is sealed meanwhile (its password checker takes a while to load).
  const codes = DEMO_DISTRICTS.map((d) => d.code);
  await Promise.all([
    seedDemoVault(db, codes, masterKey),
    seedDemoWebhooks(db, codes, masterKey),
    (async () => {
      await seedDemoPeople(db, codes, passwordHash);
      await seedDemoTickets(db, codes);
      await seedDemoSlaClocks(db, codes);
      await seedDemoCannedResponses(db, codes);
      await seedDemoRules(db, codes);
      await seedDemoTicketLinks(db, codes);
      await seedDemoVisits(db, codes);
      await seedDemoAssets(db, codes);
      await seedDemoRequesters(db, codes, passwordHash);
      await seedDemoRoster(db, codes);
      await seedDemoGoogle(db, codes);
      await seedDemoMonitors(db, codes);
      await seedDemoCsat(db, codes);
      await seedDemoLicenses(db, codes);
      await seedDemoPrivacyAgreements(db, codes);
      await seedDemoLibrary(db, codes);
      await seedDemoAssessments(db, codes);
      await seedDemoAudits(db, codes);
      await seedDemoApiTokens(db, codes);
      await seedDemoSaml(db, codes);
      await seedDemoDamage(db, codes);
      await seedDemoCharges(db, codes);
      await seedDemoParts(db, codes);
      await seedDemoAssetMoney(db, codes);
      await seedDemoErate(db, codes);
      await seedDemoPrivacy(db, codes);
      await seedDemoOffboarding(db);
    })(),
  ]);
  await seedClientSuccessDemo(db);
  return { password, districtAdmins, requesters, created: true };
}
