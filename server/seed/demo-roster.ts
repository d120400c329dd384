import { eq, inArray } from 'drizzle-orm';
import { ONEROSTER_FILES } from '../../domain/oneroster.ts';
import type { Db, Tx } from '../db/client.ts';
import { bumpDistrictStats } from '../db/district-stats.ts';
import {
  assets,
  districts,
  fleetModelCosts,
  people,
  rosterFetchRuns,
  rosterSources,
  sites,
} from '../db/schema/index.ts';
import { demoRandom } from './demo-random.ts';

// Rostered students and staff, their 1:1 Chromebooks and the models' update-expiry dates (issue 31,
// docs/product.md#people and #fleet). The first district's roster has Maria Lopez with her Chromebook.

const FIRST = [
  'Maria',
  'Liam',
  'Ava',
  'Mateo',
  'Zoe',
  'Ethan',
  'Isla',
  'Jayden',
  'Camila',
  'Owen',
  'Lucia',
  'Eli',
];
const LAST = ['Lopez', 'Nguyen', 'Smith', 'Garcia', 'Johnson', 'Kim', 'Martinez', 'Brown', 'Patel', 'Rivera'];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Models with their Auto Update Expiration and replacement cost: one already past, two ahead. */
const MODELS = [
  { model: 'Chromebook 11 G8 EE', supportEndsOn: '2025-06-30', cents: 24_900 },
  { model: 'Chromebook 311', supportEndsOn: '2027-06-30', cents: 28_900 },
  { model: 'Chromebook Plus 514', supportEndsOn: '2030-06-30', cents: 39_900 },
];

export async function seedDemoRoster(db: Db, codes: string[]) {
  const rows = await db.select().from(districts).where(inArray(districts.code, codes));
  for (const [index, district] of rows.entries()) {
    const random = demoRandom(`roster:${district.code}`);
    const siteRows = await db.select().from(sites).where(eq(sites.districtId, district.id));
    if (siteRows.length === 0) continue;
    await db.transaction(async (tx) => {
      await tx
        .insert(fleetModelCosts)
        .values(MODELS.map((m) => ({ districtId: district.id, model: m.model, unitCostCents: m.cents })))
        .onConflictDoNothing();
      let n = 0;
      let devices = 0;
      for (const [siteIndex, site] of siteRows.slice(0, 4).entries()) {
        const roster = Array.from({ length: 24 }, (_, i) => {
          n += 1;
          const first = index === 0 && n === 1 ? 'Maria' : random.pick(FIRST);
          const last = index === 0 && n === 1 ? 'Lopez' : random.pick(LAST);
          return {
            districtId: district.id,
            firstName: first,
            lastName: last,
            email: `${first}.${last}.${n}@students.${district.code.toLowerCase()}.demo`.toLowerCase(),
            role: i < 21 ? ('student' as const) : i < 23 ? ('teacher' as const) : ('staff' as const),
            grade: i < 21 ? String(6 + (i % 7)) : null,
            siteId: site.id,
            sisId: `${district.code}-${n}`,
            status: i === 20 ? ('withdrawn' as const) : ('active' as const),
            // The first site's left over a year ago (past the retention rule, but still holds a device).
            withdrawnAt: i === 20 ? daysAgo(siteIndex === 0 ? 430 : 20) : null,
            source: 'oneroster' as const,
          };
        });
        const made = await tx.insert(people).values(roster).returning();
        // Most students hold a Chromebook; a few wait in the device-issue queue.
        const holders = made.filter((p, i) => p.role === 'student' && i % 6 !== 5);
        if (holders.length === 0) continue;
        await tx.insert(assets).values(
          holders.map((p, i) => {
            const m = MODELS[(i + index) % MODELS.length]!;
            devices += 1;
            return {
              districtId: district.id,
              assetTag: `CB-${district.code}-${String(devices).padStart(4, '0')}`,
              name: 'Chromebook',
              category: 'laptop',
              manufacturer: 'Acer',
              model: m.model,
              serialNumber: `NXH${district.code}${String(devices).padStart(6, '0')}`,
              supportEndsOn: m.supportEndsOn,
              siteId: site.id,
              personId: p.id,
              assignedTo: `${p.firstName} ${p.lastName}`,
              assignedType: 'person' as const,
              checkedOutOn: '2025-08-18',
              dueOn: '2026-06-05',
            };
          }),
        );
      }
      await bumpDistrictStats(tx, district.id, { assetsTotal: devices });
      // A student who left over a year ago and returned their device: Student Privacy's preview
      // shows tonight's run would remove their record (docs/product.md#retention).
      const first = siteRows[0]!;
      await tx.insert(people).values({
        districtId: district.id,
        firstName: 'Noah',
        lastName: 'Reyes',
        role: 'student',
        grade: '12',
        siteId: first.id,
        sisId: `${district.code}-former-1`,
        status: 'withdrawn',
        withdrawnAt: daysAgo(400),
        source: 'oneroster',
      });
      // The first district's roster came from its SIS's OneRoster export: the source and last night's fetch.
      // (Its people: the students and staff above and the former student.)
      if (index === 0) await seedRosterSource(tx, district, Math.min(siteRows.length, 4), n + 1);
    });
  }
}

/**
 * A roster source (fetched only on "Fetch now": the address is the demo's own, not a real SIS)
 * with the fetch that brought the roster in, so the Roster source dialog has a history to show.
 */
async function seedRosterSource(
  tx: Tx,
  district: { id: string; code: string },
  siteCount: number,
  peopleCount: number,
) {
  await tx
    .insert(rosterSources)
    .values({
      districtId: district.id,
      url: `https://sis.${district.code.toLowerCase()}.demo/oneroster/v1p1/export.zip`,
      schedule: 'off',
    })
    .onConflictDoNothing();
  const lastNight = new Date(Date.now() - 14 * 3600_000);
  await tx.insert(rosterFetchRuns).values({
    districtId: district.id,
    trigger: 'manual',
    status: 'succeeded',
    startedAt: lastNight,
    finishedAt: new Date(lastNight.getTime() + 4_000),
    counts: {
      modes: Object.fromEntries(
        ONEROSTER_FILES.filter((f) => f !== 'manifest.csv').map((f) => [f, 'bulk' as const]),
      ),
      sites: { created: 0, updated: 0, unchanged: siteCount },
      people: { created: peopleCount, updated: 0, unchanged: 0, withdrawn: 0, skipped: 0, stale: 0 },
      linked: 0,
      recoveryTasks: 0,
      errorCount: 0,
    },
    rowErrors: [],
  });
}
