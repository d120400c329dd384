import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assets,
  districts,
  googleDevices,
  googleOrgUnits,
  googleSyncPlans,
  integrationConnections,
  integrationRuns,
  people,
  sites,
  users,
} from '../db/schema/index.ts';
import { demoAdminEmail } from './demo-accounts.ts';
import { demoRandom } from './demo-random.ts';

// The first demo district's Google Workspace connector at work (issue 31, docs/product.md#google-workspace):
// a connection record (no credentials: nothing real to call, so no scheduled run starts), the org unit
// tree mapped to its sites, a mirror of its 1:1 Chromebooks (OS versions, MAC addresses, update
// expiry), and two runs: the first sync approved a week ago with its diff, and last night's.

const DAY = 86_400_000;
const OS_VERSIONS = ['126.0.6478.132', '127.0.6533.103', '128.0.6613.137'];

export async function seedDemoGoogle(db: Db, codes: string[]) {
  const [district] = await db.select().from(districts).where(eq(districts.code, codes[0]!));
  if (!district) return;
  const random = demoRandom(`google:${district.code}`);
  const hex = (n: number) => Array.from({ length: n }, () => random.int(0, 15).toString(16)).join('');
  const siteRows = await db.select().from(sites).where(eq(sites.districtId, district.id));
  const devices = await db
    .select({ asset: assets, email: people.email })
    .from(assets)
    .leftJoin(people, eq(people.id, assets.personId))
    .where(and(eq(assets.districtId, district.id), like(assets.assetTag, `CB-${district.code}-%`)));
  if (devices.length === 0) return;
  const [admin] = await db
    .select()
    .from(users)
    .where(eq(users.email, demoAdminEmail(district.code)));
  const now = Date.now();
  const firstAt = new Date(now - 7 * DAY);
  const lastNight = new Date(now - ((now % DAY) + 2 * 3_600_000));
  const ouOf = (siteId: string | null) => {
    const site = siteRows.find((s) => s.id === siteId);
    return site ? `/Students/${site.name}` : '/Students';
  };

  await db.transaction(async (tx) => {
    await tx
      .insert(integrationConnections)
      .values({
        districtId: district.id,
        name: 'google',
        enabled: true,
        options: { schedule: 'nightly', writeBack: false, approveAbovePercent: 10, category: 'laptop' },
        lastSyncAt: lastNight,
        lastRunAt: lastNight,
      })
      .onConflictDoNothing();
    const [first, nightly] = await tx
      .insert(integrationRuns)
      .values([
        {
          districtId: district.id,
          name: 'google' as const,
          trigger: 'manual' as const,
          status: 'succeeded' as const,
          startedAt: firstAt,
          finishedAt: new Date(firstAt.getTime() + 41_000),
          itemsIn: devices.length,
        },
        {
          districtId: district.id,
          name: 'google' as const,
          trigger: 'schedule' as const,
          status: 'succeeded' as const,
          startedAt: lastNight,
          finishedAt: new Date(lastNight.getTime() + 3_000),
          itemsIn: 0,
        },
      ])
      .returning({ id: integrationRuns.id });
    void nightly;

    const units = new Map<string, { name: string; siteId: string | null; devices: number }>([
      ['/Students', { name: 'Students', siteId: null, devices: 0 }],
    ]);
    for (const s of siteRows) units.set(`/Students/${s.name}`, { name: s.name, siteId: s.id, devices: 0 });
    for (const { asset } of devices) {
      const unit = units.get(ouOf(asset.siteId));
      if (unit) unit.devices += 1;
    }
    await tx.insert(googleOrgUnits).values(
      [...units].map(([orgUnitPath, u]) => ({
        districtId: district.id,
        orgUnitPath,
        ...u,
        updatedAt: lastNight,
      })),
    );

    const mirrored = devices.map(({ asset, email }, i) => ({
      districtId: district.id,
      deviceId: hex(16),
      serialNumber: asset.serialNumber,
      assetId: asset.id,
      status: 'ACTIVE',
      model: asset.model,
      osVersion: OS_VERSIONS[i % OS_VERSIONS.length]!,
      macAddress: hex(12),
      lastSync: new Date(lastNight.getTime() - (i % 48) * 3_600_000),
      orgUnitPath: ouOf(asset.siteId),
      annotatedAssetId: asset.assetTag,
      userEmail: email,
      supportEndsOn: asset.supportEndsOn,
      hash: `demo-${asset.serialNumber}`,
      seenAt: lastNight,
    }));
    await tx.insert(googleDevices).values(mirrored);

    const siteName = (id: string | null) => siteRows.find((s) => s.id === id)?.name ?? null;
    await tx.insert(googleSyncPlans).values({
      runId: first!.id,
      districtId: district.id,
      status: 'applied',
      reason: 'The first sync is always reviewed before it runs.',
      approvedById: admin?.id ?? null,
      approvedAt: new Date(firstAt.getTime() + 20 * 60_000),
      createdAt: firstAt,
      diff: {
        counts: {
          devices: devices.length,
          create: 0,
          update: devices.length,
          retire: 0,
          unchanged: 0,
          unmappedOrgUnits: 0,
          unmappedModels: 0,
          noMatch: 0,
          inventory: devices.length,
        },
        create: [],
        update: devices.slice(0, 500).map(({ asset }) => ({
          assetId: asset.id,
          assetTag: asset.assetTag,
          serialNumber: asset.serialNumber,
          changes: [
            { field: 'siteId' as const, from: null, to: siteName(asset.siteId) },
            { field: 'supportEndsAt' as const, from: null, to: asset.supportEndsOn },
          ],
        })),
        retire: [],
        unmappedOrgUnits: [],
        unmappedModels: [],
        noMatch: [],
      },
    });
  });
}
