import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { computeCharge, DAMAGE_KIND_LABELS, schoolYearOf } from '../../domain/charges.ts';
import type { DamageKind } from '../../domain/device-money.ts';
import type { Db } from '../db/client.ts';
import {
  assets,
  chargeSettings,
  charges,
  damageReports,
  districts,
  feeScheduleItems,
  feeWaivers,
  insuranceEnrollments,
  insurancePlans,
  people,
} from '../db/schema/index.ts';

// Lakeside's fees and charges (issue 34, docs/product.md#charges): its fee schedule (screen $45,
// keyboard $35, charger $20, a lost device its replacement cost), a Basic insurance plan, a free
// lunch waiver, an open and a paid charge, and two damages waiting for the administrator's
// decision (one under the plan, one under the waiver). The check-out hold is left off.

export const DEMO_CHARGES_DISTRICT = 'LAKESIDE';

const DAY = 86_400_000;

export async function seedDemoCharges(db: Db, codes: string[], now = new Date()) {
  if (!codes.includes(DEMO_CHARGES_DISTRICT)) return;
  const [district] = await db.select().from(districts).where(eq(districts.code, DEMO_CHARGES_DISTRICT));
  if (!district) return;
  const districtId = district.id;
  // Four students with a device of their own.
  const devices = await db
    .select({
      assetId: assets.id,
      tag: assets.assetTag,
      model: assets.model,
      personId: assets.personId,
      first: people.firstName,
      last: people.lastName,
    })
    .from(assets)
    .innerJoin(people, eq(people.id, assets.personId))
    .where(and(eq(assets.districtId, districtId), isNotNull(assets.personId), eq(people.role, 'student')))
    .orderBy(asc(assets.assetTag))
    .limit(4);
  if (devices.length < 4) return;

  await db.transaction(async (tx) => {
    const schedule = [
      { kind: 'screen' as const, model: '', priceCents: 4500 },
      { kind: 'keyboard' as const, model: '', priceCents: 3500 },
      { kind: 'charger' as const, model: '', priceCents: 2000 },
      { kind: 'lost' as const, model: '', priceCents: null },
      { kind: 'stolen' as const, model: '', priceCents: null },
    ];
    await tx
      .insert(feeScheduleItems)
      .values(schedule.map((s) => ({ districtId, ...s })))
      .onConflictDoNothing();
    await tx
      .insert(chargeSettings)
      .values({ districtId, holdCheckout: false, replacementDefaultCents: 30_000 })
      .onConflictDoNothing();
    const [plan] = await tx
      .insert(insurancePlans)
      .values({
        districtId,
        name: 'Basic',
        premiumCents: 2500,
        covers: ['screen', 'keyboard', 'liquid'],
        deductiblesCents: [2000, 4000],
        incidentsPerYear: 2,
      })
      .returning();
    const year = schoolYearOf(now.toISOString().slice(0, 10));
    const [owes, paid, waived, insured] = devices as [
      (typeof devices)[number],
      (typeof devices)[number],
      (typeof devices)[number],
      (typeof devices)[number],
    ];
    await tx.insert(insuranceEnrollments).values({
      districtId,
      personId: insured.personId!,
      schoolYear: year,
      planId: plan!.id,
      paidOn: new Date(now.getTime() - 60 * DAY).toISOString().slice(0, 10),
    });
    await tx
      .insert(feeWaivers)
      .values({ districtId, personId: waived.personId!, kind: 'free_lunch', percent: 100 });

    const damage = async (
      d: (typeof devices)[number],
      kind: DamageKind,
      daysAgo: number,
      state: 'reported' | 'charged',
    ) => {
      const [row] = await tx
        .insert(damageReports)
        .values({
          districtId,
          assetId: d.assetId,
          kind,
          state,
          personId: d.personId,
          model: d.model,
          place: kind === 'charger' ? 'Bus 12' : 'Classroom',
          note: kind === 'screen' ? 'Dropped in the hallway.' : '',
          occurredAt: new Date(now.getTime() - daysAgo * DAY),
        })
        .returning({ id: damageReports.id });
      return row!.id;
    };
    const charge = async (
      d: (typeof devices)[number],
      kind: DamageKind,
      daysAgo: number,
      done: { state: 'open' | 'paid'; paymentRef?: string },
    ) => {
      const damageId = await damage(d, kind, daysAgo, 'charged');
      const result = computeCharge({
        kind,
        model: d.model,
        schedule,
        replacementCents: null,
        plan: null,
        incidentsUsed: 0,
        waiver: null,
      });
      await tx.insert(charges).values({
        districtId,
        personId: d.personId!,
        damageReportId: damageId,
        description: `${DAMAGE_KIND_LABELS[kind]}: ${d.tag}${d.model ? ` (${d.model})` : ''}`,
        amountCents: result.amountCents,
        breakdown: result.lines,
        state: done.state,
        paymentRef: done.paymentRef ?? null,
        paidOn: done.state === 'paid' ? new Date(now.getTime() - 3 * DAY).toISOString().slice(0, 10) : null,
        createdAt: new Date(now.getTime() - (daysAgo - 1) * DAY),
      });
    };
    await charge(owes, 'screen', 12, { state: 'open' });
    await charge(paid, 'charger', 20, { state: 'paid', paymentRef: 'MSB-100482' });
    await damage(waived, 'keyboard', 2, 'reported');
    await damage(insured, 'screen', 1, 'reported');
  });
}
