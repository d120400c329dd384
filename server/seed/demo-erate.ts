import { eq } from 'drizzle-orm';
import { ERATE_C2_KEY } from '../../domain/erate.ts';
import type { Db } from '../db/client.ts';
import { bumpDistrictStats } from '../db/district-stats.ts';
import { assets, districts, erateBudgets, sites } from '../db/schema/index.ts';

// Lakeside's E-Rate register (issue 34; docs/product.md#e-rate): switches, access points, a firewall
// and a UPS bought with Category Two money in this cycle (FY2026–FY2030) and the last, one switch
// disposed of (kept on the register 10 years), and the cycle's budget.

export const DEMO_ERATE_DISTRICT = 'LAKESIDE';

const EQUIPMENT = [
  {
    tag: 'NET-C2-001',
    name: 'Core switch',
    make: 'Cisco',
    model: 'Catalyst 9300-48P',
    serial: 'FOC2631X0AA',
    where: 'MDF',
    cost: 8450,
    bought: '2026-08-12',
  },
  {
    tag: 'NET-C2-002',
    name: 'Access switch',
    make: 'Cisco',
    model: 'Catalyst 9200L-48P',
    serial: 'JAE2640Q1BB',
    where: 'IDF 1',
    cost: 3925.5,
    bought: '2026-08-12',
  },
  {
    tag: 'NET-C2-003',
    name: 'Access switch',
    make: 'Cisco',
    model: 'Catalyst 9200L-48P',
    serial: 'JAE2640Q1BC',
    where: 'IDF 2',
    cost: 3925.5,
    bought: '2026-08-12',
  },
  {
    tag: 'NET-C2-004',
    name: 'Wireless access point',
    make: 'Aruba',
    model: 'AP-515',
    serial: 'CNJ8KP0123',
    where: 'Library',
    cost: 689,
    bought: '2026-09-03',
  },
  {
    tag: 'NET-C2-005',
    name: 'Wireless access point',
    make: 'Aruba',
    model: 'AP-515',
    serial: 'CNJ8KP0124',
    where: 'Gym',
    cost: 689,
    bought: '2026-09-03',
  },
  {
    tag: 'NET-C2-006',
    name: 'Wireless access point',
    make: 'Aruba',
    model: 'AP-515',
    serial: 'CNJ8KP0125',
    where: 'Cafeteria',
    cost: 689,
    bought: '2026-09-03',
  },
  {
    tag: 'NET-C2-007',
    name: 'Firewall',
    make: 'Fortinet',
    model: 'FortiGate 200F',
    serial: 'FG200FTK2390001',
    where: 'MDF',
    cost: 6120,
    bought: '2026-10-20',
  },
  {
    tag: 'NET-C2-008',
    name: 'UPS',
    make: 'APC',
    model: 'Smart-UPS SRT 3000',
    serial: 'AS2318123456',
    where: 'MDF',
    cost: 1480,
    bought: '2026-10-20',
  },
  {
    tag: 'NET-C2-009',
    name: 'Access switch',
    make: 'Aruba',
    model: '2930F-24G',
    serial: 'SG09KL2001',
    where: 'IDF 3',
    cost: 2250,
    bought: '2022-02-14',
  },
  {
    tag: 'NET-C2-010',
    name: 'Wireless controller',
    make: 'Aruba',
    model: '7010',
    serial: 'CV0005432',
    where: 'MDF',
    cost: 3100,
    bought: '2019-03-01',
    disposed: '2025-06-20',
    how: 'Recycled by the e-waste vendor (certificate 2025-118)',
  },
] as const;

export async function seedDemoErate(db: Db, codes: string[]) {
  if (!codes.includes(DEMO_ERATE_DISTRICT)) return;
  const [district] = await db.select().from(districts).where(eq(districts.code, DEMO_ERATE_DISTRICT));
  if (!district) return;
  const [site] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.districtId, district.id))
    .limit(1);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(assets)
      .values(
        EQUIPMENT.map((e) => ({
          districtId: district.id,
          assetTag: `LAKE-${e.tag}`,
          name: e.name,
          category: 'network',
          manufacturer: e.make,
          model: e.model,
          serialNumber: e.serial,
          siteId: site?.id ?? null,
          location: e.where,
          status: 'disposed' in e ? ('retired' as const) : ('active' as const),
          purchaseDate: e.bought,
          cost: e.cost,
          vendor: 'CDW-G',
          poNumber: `PO-${e.bought.slice(0, 4)}-0${e.tag.slice(-2)}`,
          fundingSource: ERATE_C2_KEY,
          disposedOn: 'disposed' in e ? e.disposed : null,
          disposalNote: 'disposed' in e ? e.how : '',
        })),
      )
      .onConflictDoNothing()
      .returning({ id: assets.id });
    if (inserted.length) await bumpDistrictStats(tx, district.id, { assetsTotal: inserted.length });
    await tx
      .insert(erateBudgets)
      .values([
        { districtId: district.id, cycleStartYear: 2021, budgetCents: 18_500_000 },
        { districtId: district.id, cycleStartYear: 2026, budgetCents: 31_245_000 },
      ])
      .onConflictDoNothing();
  });
}
