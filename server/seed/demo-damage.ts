import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assets, damageReports, districts, repairs, users } from '../db/schema/index.ts';

// A few damage reports and their repairs (issue 34) in Benson and Lakeside, so Repairs shows
// each kind of work on a first start: a cracked screen in house, a keyboard sent out with its RMA,
// a charger done, and a liquid spill under warranty (no charge) with a loaner out meanwhile.

const DISTRICTS = ['BENSON', 'LAKESIDE'];
const DAY = 24 * 60 * 60_000;
const dayOf = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

export async function seedDemoDamage(db: Db, codes: string[]) {
  const rows = await db
    .select({ id: districts.id })
    .from(districts)
    .where(
      inArray(
        districts.code,
        codes.filter((c) => DISTRICTS.includes(c)),
      ),
    );
  for (const district of rows) {
    const held = await db
      .select({ id: assets.id, model: assets.model, siteId: assets.siteId, personId: assets.personId })
      .from(assets)
      .where(and(eq(assets.districtId, district.id), isNotNull(assets.personId), eq(assets.status, 'active')))
      .orderBy(asc(assets.assetTag))
      .limit(4);
    if (held.length < 4) continue;
    const [spare] = await db
      .select({ id: assets.id })
      .from(assets)
      .where(and(eq(assets.districtId, district.id), isNull(assets.assignedTo), eq(assets.status, 'active')))
      .orderBy(asc(assets.assetTag))
      .limit(1);
    const [tech] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.districtId, district.id), eq(users.role, 'technician')))
      .limit(1);
    const plan = [
      { kind: 'screen', place: 'Room 14', note: 'Cracked across the top left corner.', repair: {} },
      {
        kind: 'keyboard',
        place: 'Library',
        note: 'Several keys missing.',
        repair: {
          kind: 'sent_out',
          state: 'shipped',
          vendor: 'Acme Device Repair',
          rmaNumber: 'RMA-20417',
          shippedOn: dayOf(3 * DAY),
        },
      },
      {
        kind: 'charger',
        place: '',
        note: 'Charger frayed at the plug.',
        repair: {
          state: 'done',
          minutes: 10,
          technicianId: tech?.id ?? null,
          closedAt: new Date(Date.now() - DAY),
        },
      },
      {
        kind: 'liquid',
        place: 'Cafeteria',
        note: 'Water spilled on the keyboard; does not turn on.',
        repair: { kind: 'warranty', vendor: 'Dell', rmaNumber: 'DL-88231', loaner: true },
      },
    ] as const;
    await db.transaction(async (tx) => {
      for (const [i, p] of plan.entries()) {
        const a = held[i]!;
        const occurredAt = new Date(Date.now() - (6 - i) * DAY);
        const warranty = 'kind' in p.repair && p.repair.kind === 'warranty';
        const [damage] = await tx
          .insert(damageReports)
          .values({
            districtId: district.id,
            assetId: a.id,
            kind: p.kind,
            source: i === 2 ? 'scan' : 'asset',
            state: warranty ? 'no_charge' : 'reported',
            personId: a.personId,
            siteId: a.siteId,
            place: p.place,
            note: p.note,
            occurredAt,
            model: a.model,
            createdAt: occurredAt,
          })
          .returning({ id: damageReports.id });
        const { loaner, ...repair } = { loaner: false, ...p.repair };
        await tx.insert(repairs).values({
          districtId: district.id,
          assetId: a.id,
          damageReportId: damage!.id,
          ...repair,
          loanerAssetId: loaner && spare ? spare.id : null,
          createdAt: occurredAt,
        });
        if (loaner && spare)
          await tx
            .update(assets)
            .set({
              personId: a.personId,
              assignedTo: (
                await tx.select({ who: assets.assignedTo }).from(assets).where(eq(assets.id, a.id))
              )[0]!.who,
              assignedType: 'person',
              checkedOutOn: dayOf(2 * DAY),
            })
            .where(eq(assets.id, spare.id));
      }
    });
  }
}
