import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { SCAN_MESSAGES } from '../../domain/scans.ts';
import type { Db } from '../db/client.ts';
import { assets, auditItems, audits, districts, scans, sites, users } from '../db/schema/index.ts';

// An open audit campaign (issue 33) in Benson and Lakeside: the site with the most devices, about
// two thirds of them found by scans in the last hour and one device of another site scanned there,
// so the audit screens and their progress lists show something on a first start.

const DISTRICTS = ['BENSON', 'LAKESIDE'];

export async function seedDemoAudits(db: Db, codes: string[]) {
  const rows = await db
    .select()
    .from(districts)
    .where(
      inArray(
        districts.code,
        codes.filter((c) => DISTRICTS.includes(c)),
      ),
    );
  for (const district of rows) {
    const [busiest] = await db
      .select({ siteId: assets.siteId, siteName: sites.name, n: count() })
      .from(assets)
      .innerJoin(sites, eq(sites.id, assets.siteId))
      .where(and(eq(assets.districtId, district.id), eq(assets.status, 'active'), isNotNull(assets.siteId)))
      .groupBy(assets.siteId, sites.name)
      .orderBy(desc(count()))
      .limit(1);
    if (!busiest?.siteId) continue;
    const siteId = busiest.siteId;
    const [admin] = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.districtId, district.id), eq(users.role, 'district_admin')))
      .limit(1);
    const by = admin ? `${admin.firstName} ${admin.lastName}` : '';
    await db.transaction(async (tx) => {
      const started = new Date(Date.now() - 60 * 60_000);
      const [audit] = await tx
        .insert(audits)
        .values({
          districtId: district.id,
          name: `${busiest.siteName} spring audit`,
          siteId,
          createdBy: admin?.id ?? null,
          createdByName: by,
          createdAt: started,
        })
        .returning({ id: audits.id });
      const expected = await tx
        .select({ id: assets.id, assetTag: assets.assetTag })
        .from(assets)
        .where(
          and(eq(assets.districtId, district.id), eq(assets.siteId, siteId), eq(assets.status, 'active')),
        )
        .orderBy(assets.assetTag);
      const found = expected.filter((_, i) => i % 3 !== 2);
      const at = (i: number) => new Date(started.getTime() + (i + 1) * 40_000);
      await tx.insert(auditItems).values(
        expected.map((a, i) => ({
          districtId: district.id,
          auditId: audit!.id,
          assetId: a.id,
          expected: true,
          foundAt: i % 3 !== 2 ? at(i) : null,
        })),
      );
      const [stray] = await tx
        .select({ id: assets.id, assetTag: assets.assetTag, siteName: sites.name })
        .from(assets)
        .innerJoin(sites, eq(sites.id, assets.siteId))
        .where(and(eq(assets.districtId, district.id), eq(assets.status, 'active')))
        .orderBy(assets.assetTag)
        .limit(50)
        .then((list) => list.filter((a) => !expected.some((e) => e.id === a.id)));
      if (stray)
        await tx.insert(auditItems).values({
          districtId: district.id,
          auditId: audit!.id,
          assetId: stray.id,
          expected: false,
          foundAt: at(found.length),
        });
      // The scans that found them, for the progress lists.
      const scanned = [
        ...found.map((a, i) => ({
          asset: a,
          at: at(i),
          result: 'ok' as const,
          message: SCAN_MESSAGES.found(a.assetTag),
        })),
        ...(stray
          ? [
              {
                asset: stray,
                at: at(found.length),
                result: 'wrong_site' as const,
                message: SCAN_MESSAGES.unexpected(stray.assetTag, stray.siteName),
              },
            ]
          : []),
      ];
      if (scanned.length)
        await tx.insert(scans).values(
          scanned.map((s, i) => ({
            districtId: district.id,
            scanKey: `demo-${audit!.id}-${i}`,
            mode: 'audit' as const,
            code: s.asset.assetTag,
            assetId: s.asset.id,
            result: s.result,
            answer: { result: s.result, message: s.message },
            scannedAt: s.at,
            receivedAt: s.at,
            userId: admin?.id ?? null,
            userName: by,
            siteId,
            auditId: audit!.id,
          })),
        );
    });
  }
}
