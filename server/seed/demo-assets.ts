import { inArray } from 'drizzle-orm';
import type { AssetCategory, AssetStatus } from '../../domain/assets.ts';
import type { Db } from '../db/client.ts';
import { bumpDistrictStats } from '../db/district-stats.ts';
import { assetHistory, assets, districts } from '../db/schema/index.ts';
import { demoSites, demoStaff } from './demo-people.ts';

interface Kind {
  code: string;
  category: AssetCategory;
  name: string;
  manufacturer: string;
  model: string;
}

const KINDS: Kind[] = [
  {
    code: 'CB',
    category: 'chromebook',
    name: 'Student Chromebook',
    manufacturer: 'Lenovo',
    model: '300e Gen 4',
  },
  { code: 'LT', category: 'laptop', name: 'Teacher laptop', manufacturer: 'Dell', model: 'Latitude 3440' },
  {
    code: 'TB',
    category: 'tablet',
    name: 'Classroom iPad',
    manufacturer: 'Apple',
    model: 'iPad (9th generation)',
  },
  {
    code: 'DT',
    category: 'desktop',
    name: 'Front office desktop',
    manufacturer: 'Dell',
    model: 'OptiPlex 7010',
  },
  {
    code: 'PJ',
    category: 'projector',
    name: 'Interactive projector',
    manufacturer: 'Epson',
    model: 'BrightLink 725Wi',
  },
  {
    code: 'CB',
    category: 'chromebook',
    name: 'Student Chromebook',
    manufacturer: 'HP',
    model: 'Chromebook 14 G7',
  },
  {
    code: 'AP',
    category: 'network',
    name: 'Wireless access point',
    manufacturer: 'Cisco Meraki',
    model: 'MR46',
  },
  {
    code: 'DT',
    category: 'desktop',
    name: 'Computer lab desktop',
    manufacturer: 'HP',
    model: 'Elite Mini 800 G9',
  },
  { code: 'SW', category: 'network', name: 'Core switch', manufacturer: 'Cisco', model: 'Catalyst 9300' },
  { code: 'SV', category: 'server', name: 'File server', manufacturer: 'Dell', model: 'PowerEdge R650' },
];
const ONBOARDING = 'Five Star onboarding';
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The demo's inventory: a few dozen realistic assets per sample district, some out, some in repair. */
export async function seedDemoAssets(db: Db, districtCodes: string[]): Promise<void> {
  const rows = await db
    .select({ id: districts.id, code: districts.code, location: districts.location })
    .from(districts)
    .where(inArray(districts.code, districtCodes));
  await db.transaction(async (tx) => {
    for (const district of rows) {
      const count = district.code === 'BENSON' ? 64 : 36;
      const sites = [...demoSites(district.code, district.location).map((s) => s.name), 'District Office'];
      const teachers = demoStaff(district.code, 6).map((p) => `${p.firstName} ${p.lastName}`);
      const values = Array.from({ length: count }, (_, i) => {
        const kind = KINDS[i % KINDS.length]!;
        const site = sites[i % sites.length]!;
        const status: AssetStatus =
          i % 17 === 16 ? 'lost' : i % 11 === 10 ? 'retired' : i % 7 === 6 ? 'maintenance' : 'active';
        const toPerson = status === 'active' && kind.code === 'LT' && i % 3 !== 0;
        const toRoom = status === 'active' && (kind.code === 'PJ' || kind.code === 'TB') && i % 2 === 0;
        const assignedTo = toPerson
          ? teachers[i % teachers.length]!
          : toRoom
            ? `${site} - Room ${100 + i}`
            : null;
        return {
          districtId: district.id,
          assetTag: `${district.code.slice(0, 4)}-${kind.code}-${String(i + 1).padStart(4, '0')}`,
          name: kind.name,
          category: kind.category,
          status,
          location:
            kind.category === 'server' || kind.code === 'SW'
              ? `${site} - Server room`
              : `${site} - Room ${100 + i}`,
          serialNumber: `${kind.manufacturer.slice(0, 2).toUpperCase()}${(7_300_000 + i * 7919).toString(36).toUpperCase()}`,
          manufacturer: kind.manufacturer,
          model: kind.model,
          assignedTo,
          assignedType: toPerson ? ('person' as const) : toRoom ? ('room' as const) : null,
          checkedOutOn: assignedTo ? day(3 + (i % 40)) : null,
          dueOn: toPerson ? day(-120) : null,
        };
      });
      const inserted = await tx.insert(assets).values(values).returning();
      const history = inserted.flatMap((a) => {
        const entries: (typeof assetHistory.$inferInsert)[] = [
          {
            districtId: a.districtId,
            assetId: a.id,
            action: 'created',
            toStatus: 'active',
            note: 'Initial inventory',
            actorName: ONBOARDING,
            createdAt: new Date(Date.now() - 90 * 86_400_000),
          },
        ];
        if (a.status !== 'active') {
          entries.push({
            districtId: a.districtId,
            assetId: a.id,
            action: 'status_changed',
            fromStatus: 'active',
            toStatus: a.status,
            actorName: ONBOARDING,
            createdAt: new Date(Date.now() - 20 * 86_400_000),
          });
        }
        if (a.assignedTo) {
          entries.push({
            districtId: a.districtId,
            assetId: a.id,
            action: 'checked_out',
            assignee: a.assignedTo,
            assigneeType: a.assignedType,
            checkedOutOn: a.checkedOutOn,
            dueOn: a.dueOn,
            actorName: ONBOARDING,
            createdAt: new Date(`${a.checkedOutOn}T15:00:00Z`),
          });
        }
        return entries;
      });
      await tx.insert(assetHistory).values(history);
      await bumpDistrictStats(tx, district.id, { assetsTotal: inserted.length });
    }
  });
}
