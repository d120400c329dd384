import { eq, inArray, isNull } from 'drizzle-orm';
import type { PartMoveReason } from '../../domain/device-money.ts';
import type { Db, Tx } from '../db/client.ts';
import { districts, partMoves, partStock, parts, sites, users } from '../db/schema/index.ts';
import { demoAdminEmail } from './demo-accounts.ts';

// Spare parts (issue 34): Lakeside's and Benson's shelves for their demo models (Lenovo 300e Gen 4
// and HP Chromebook 14 G7 Chromebooks, Latitude 3440 laptops, iPads), a part or two running low,
// a few moves of the last weeks; and Five Star's shared pool, which Lakeside has drawn from.

const DAY = 86_400_000;

interface DemoPart {
  name: string;
  sku: string;
  models: string[];
  cents: number;
  reorderLevel: number;
  /** Stock per shelf: an index into the district's sites, or null for the central shelf. */
  stock: [number | null, number][];
  /** Used by repairs since from the central shelf (a `used` move). */
  used?: number;
}

const CHROMEBOOK_PARTS: DemoPart[] = [
  {
    name: 'Screen 11.6" HD (300e)',
    sku: 'LEN-5D10T79503',
    models: ['300e Gen 4'],
    cents: 4200,
    reorderLevel: 4,
    stock: [
      [null, 6],
      [0, 2],
    ],
    used: 3,
  },
  {
    name: 'Keyboard US (300e)',
    sku: 'LEN-5CB1C18607',
    models: ['300e Gen 4'],
    cents: 3100,
    reorderLevel: 3,
    stock: [[null, 2]],
    used: 2,
  },
  {
    name: 'Screen 14" FHD (Chromebook 14 G7)',
    sku: 'HP-M47870-001',
    models: ['Chromebook 14 G7'],
    cents: 5600,
    reorderLevel: 3,
    stock: [[null, 5]],
  },
  {
    name: 'Keyboard US (Chromebook 14 G7)',
    sku: 'HP-M47875-001',
    models: ['Chromebook 14 G7'],
    cents: 3400,
    reorderLevel: 2,
    stock: [
      [null, 4],
      [1, 1],
    ],
  },
  {
    name: 'Charger 45W USB-C',
    sku: 'CHG-45C',
    models: [],
    cents: 1900,
    reorderLevel: 10,
    stock: [
      [null, 14],
      [0, 3],
      [1, 3],
    ],
  },
  {
    name: 'Battery 3-cell (Latitude 3440)',
    sku: 'DELL-7FMXV',
    models: ['Latitude 3440'],
    cents: 6900,
    reorderLevel: 1,
    stock: [[null, 2]],
  },
  {
    name: 'iPad screen assembly (9th gen)',
    sku: 'APL-IP9-LCD',
    models: ['iPad (9th generation)'],
    cents: 8900,
    reorderLevel: 2,
    stock: [[null, 1]],
  },
];

const BENSON_PARTS: DemoPart[] = [
  CHROMEBOOK_PARTS[0]!,
  { ...CHROMEBOOK_PARTS[1]!, stock: [[null, 5]] },
  {
    ...CHROMEBOOK_PARTS[4]!,
    stock: [
      [null, 8],
      [0, 2],
    ],
  },
  {
    name: 'Hinge set (300e)',
    sku: 'LEN-5H50T79572',
    models: ['300e Gen 4'],
    cents: 1200,
    reorderLevel: 2,
    stock: [[null, 6]],
  },
  {
    name: 'Power adapter 65W (Latitude 3440)',
    sku: 'DELL-65W-C',
    models: ['Latitude 3440'],
    cents: 2900,
    reorderLevel: 2,
    stock: [[null, 3]],
  },
];

const POOL_PARTS: DemoPart[] = [
  {
    name: 'Screen 11.6" HD (300e)',
    sku: 'POOL-LEN-SCR',
    models: ['300e Gen 4'],
    cents: 3900,
    reorderLevel: 10,
    stock: [[null, 40]],
  },
  {
    name: 'Screen 14" FHD (Chromebook 14 G7)',
    sku: 'POOL-HP-SCR',
    models: ['Chromebook 14 G7'],
    cents: 5200,
    reorderLevel: 6,
    stock: [[null, 18]],
  },
  {
    name: 'Motherboard (300e Gen 4, 4 GB)',
    sku: 'POOL-LEN-MB',
    models: ['300e Gen 4'],
    cents: 12900,
    reorderLevel: 2,
    stock: [[null, 5]],
  },
];

async function addParts(
  tx: Tx,
  districtId: string | null,
  list: DemoPart[],
  siteIds: string[],
  movedBy: string | null,
) {
  const made = await tx
    .insert(parts)
    .values(
      list.map((p) => ({
        districtId,
        name: p.name,
        sku: p.sku,
        models: p.models,
        unitCostCents: p.cents,
        reorderLevel: p.reorderLevel,
      })),
    )
    .returning({ id: parts.id });
  const stock = list.flatMap((p, i) =>
    p.stock
      .filter(([site]) => site === null || siteIds[site])
      .map(([site, quantity]) => ({
        partId: made[i]!.id,
        siteId: site === null ? null : siteIds[site]!,
        quantity,
      })),
  );
  if (stock.length) await tx.insert(partStock).values(stock);
  // How the stock came to be: one receipt per shelf three weeks ago (the pool's are no district's),
  // less what repairs used since from the central shelf.
  const costOf = (partId: string) => list[made.findIndex((m) => m.id === partId)]!.cents;
  const usedOf = (partId: string) => list[made.findIndex((m) => m.id === partId)]!.used ?? 0;
  const moves = stock.flatMap((s) => {
    const used = s.siteId === null ? usedOf(s.partId) : 0;
    const common = {
      districtId,
      partId: s.partId,
      siteId: s.siteId,
      unitCostCents: costOf(s.partId),
      movedBy,
    };
    return [
      {
        ...common,
        quantity: s.quantity + used,
        reason: 'received' as PartMoveReason,
        note: 'Initial stock',
        movedAt: new Date(Date.now() - 21 * DAY),
      },
      ...(used
        ? [
            {
              ...common,
              quantity: -used,
              reason: 'used' as PartMoveReason,
              note: 'Screen and keyboard swaps',
              movedAt: new Date(Date.now() - 5 * DAY),
            },
          ]
        : []),
    ];
  });
  if (moves.length) await tx.insert(partMoves).values(moves);
  return made.map((m) => m.id);
}

export async function seedDemoParts(db: Db, codes: string[]) {
  const rows = await db
    .select({ id: districts.id, code: districts.code })
    .from(districts)
    .where(
      inArray(
        districts.code,
        codes.filter((c) => c === 'LAKESIDE' || c === 'BENSON'),
      ),
    );
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    const [pooled] = await tx.select({ id: parts.id }).from(parts).where(isNull(parts.districtId)).limit(1);
    const poolIds = pooled ? [] : await addParts(tx, null, POOL_PARTS, [], null);
    for (const d of rows) {
      const [already] = await tx
        .select({ id: parts.id })
        .from(parts)
        .where(eq(parts.districtId, d.id))
        .limit(1);
      if (already) continue;
      const siteIds = (
        await tx.select({ id: sites.id }).from(sites).where(eq(sites.districtId, d.id)).orderBy(sites.name)
      ).map((s) => s.id);
      const [admin] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, demoAdminEmail(d.code)));
      await addParts(
        tx,
        d.id,
        d.code === 'LAKESIDE' ? CHROMEBOOK_PARTS : BENSON_PARTS,
        siteIds,
        admin?.id ?? null,
      );
      // Two screens drawn from the pool for Lakeside's repairs.
      if (d.code === 'LAKESIDE' && poolIds[0]) {
        await tx.update(partStock).set({ quantity: 38 }).where(eq(partStock.partId, poolIds[0]));
        await tx.insert(partMoves).values({
          districtId: d.id,
          partId: poolIds[0],
          quantity: -2,
          reason: 'pool_draw',
          unitCostCents: 3900,
          note: 'Two screens for the Collection day backlog',
          movedBy: admin?.id ?? null,
          movedAt: new Date(Date.now() - 4 * DAY),
        });
      }
    }
  });
}
