import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { z } from 'zod';
import {
  CHARGE_LIMITS,
  type Charge,
  type ChargeProposalAnswer,
  computeCharge,
  type confirmChargeSchema,
  DAMAGE_KIND_LABELS,
  type Enrollment,
  type enrollmentInputSchema,
  type FeeItem,
  type FeeSchedule,
  type InsurancePlan,
  type insurancePlanInputSchema,
  type listChargesQuerySchema,
  CHARGE_MESSAGES as M,
  matchPayment,
  type PaymentImportReport,
  type PersonCharges,
  parseAmount,
  parsePaymentDate,
  paymentColumns,
  IMPORT_ROW_MESSAGES as R,
  type StatementLang,
  type saveFeeScheduleSchema,
  schoolYearOf,
  schoolYearRange,
  type updateChargeSchema,
  WAIVER_DEFAULT_PERCENT,
  type Waiver,
  type waiverInputSchema,
} from '../../../domain/charges.ts';
import { restoreCell } from '../../../domain/csv.ts';
import type { DamageKind, WaiverKind } from '../../../domain/device-money.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import { resolveDistrict, visibleRow } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { actorLabel, type Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  assets,
  chargeSettings,
  charges,
  damageReports,
  districts,
  feeScheduleItems,
  feeWaivers,
  fleetModelCosts,
  insuranceEnrollments,
  insurancePlans,
  people,
  users,
} from '../../db/schema/index.ts';
import { badRequest, conflict, HttpError, isUniqueViolation, notFound } from '../../lib/http-errors.ts';
import { statementPdf } from './statement-pdf.ts';

type Runner = Db | Tx;
type DamageRow = typeof damageReports.$inferSelect;
type ChargeRow = typeof charges.$inferSelect;

const today = () => new Date().toISOString().slice(0, 10);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
const nameSql = sql<string>`trim(${people.firstName} || ' ' || ${people.lastName})`;

export interface ChargesServiceDeps {
  db: Db;
  now?: () => Date;
}

/** The district's settings row, or the defaults. */
async function settingsOf(db: Runner, districtId: string) {
  const [row] = await db.select().from(chargeSettings).where(eq(chargeSettings.districtId, districtId));
  return {
    holdCheckout: row?.holdCheckout ?? false,
    replacementDefaultCents: row?.replacementDefaultCents ?? null,
  };
}

async function scheduleOf(db: Runner, districtId: string): Promise<FeeItem[]> {
  const rows = await db
    .select({
      kind: feeScheduleItems.kind,
      model: feeScheduleItems.model,
      priceCents: feeScheduleItems.priceCents,
    })
    .from(feeScheduleItems)
    .where(eq(feeScheduleItems.districtId, districtId))
    .orderBy(asc(feeScheduleItems.kind), asc(feeScheduleItems.model));
  return rows;
}

/** What the person owes now, in cents. */
export async function openChargesOf(db: Runner, districtId: string, personId: string): Promise<number> {
  const [row] = await db
    .select({ owed: sql<string | null>`sum(${charges.amountCents})` })
    .from(charges)
    .where(
      and(eq(charges.districtId, districtId), eq(charges.personId, personId), eq(charges.state, 'open')),
    );
  return Number(row?.owed ?? 0);
}

/**
 * The check-out hold: 409 with the words the scanner shows when the district holds check-out and
 * the person owes. Called inside the check-out's transaction (asset check-out and scans).
 */
export async function assertNotHeld(tx: Runner, districtId: string, person: { id: string; name: string }) {
  const { holdCheckout } = await settingsOf(tx, districtId);
  if (!holdCheckout) return;
  const owed = await openChargesOf(tx, districtId, person.id);
  if (owed > 0) throw conflict(M.held(person.name, owed));
}

function chargeOf(row: ChargeRow, name: string): Charge {
  return {
    id: row.id,
    personId: row.personId,
    personName: name,
    damageId: row.damageReportId,
    description: row.description,
    amount: fromCents(row.amountCents),
    lines: row.breakdown.map((l) => ({ label: l.label, amount: fromCents(l.cents) })),
    status: row.state,
    note: row.note,
    paymentRef: row.paymentRef,
    paidOn: row.paidOn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createChargesService({ db, now = () => new Date() }: ChargesServiceDeps) {
  async function personOf(tx: Runner, districtId: string, personId: string) {
    const [p] = await tx
      .select({
        id: people.id,
        firstName: people.firstName,
        lastName: people.lastName,
        sisId: people.sisId,
        grade: people.grade,
      })
      .from(people)
      .where(and(eq(people.id, personId), eq(people.districtId, districtId)));
    if (!p) throw notFound(M.personNotFound);
    return { ...p, name: personName(p) };
  }

  async function planOf(tx: Runner, districtId: string, planId: string) {
    const [plan] = await tx.select().from(insurancePlans).where(eq(insurancePlans.id, planId));
    if (!plan || plan.districtId !== districtId) throw notFound(M.planNotFound);
    return plan;
  }

  async function damageOf(tx: Runner, identity: Identity, id: string, requested?: string, lock = false) {
    const q = tx.select().from(damageReports).where(eq(damageReports.id, id));
    const [row] = lock ? await q.for('update') : await q;
    const damage = visibleRow(identity, row, M.damageNotFound, requested);
    return damage;
  }

  /** The proposal of a damage report, computed from the district's schedule, the person's plan and waiver. */
  async function propose(tx: Runner, damage: DamageRow) {
    const [asset] = await tx
      .select({ tag: assets.assetTag, cost: assets.cost, model: assets.model })
      .from(assets)
      .where(eq(assets.id, damage.assetId));
    const model = damage.model || asset?.model || '';
    const schoolYear = schoolYearOf(dayOf(damage.occurredAt));
    const district = damage.districtId;
    const schedule = await scheduleOf(tx, district);
    let replacementCents: number | null = asset?.cost != null ? toCents(asset.cost) : null;
    if (replacementCents === null && model) {
      const [fleet] = await tx
        .select({ cents: fleetModelCosts.unitCostCents })
        .from(fleetModelCosts)
        .where(and(eq(fleetModelCosts.districtId, district), eq(fleetModelCosts.model, model)));
      replacementCents = fleet?.cents ?? null;
    }
    replacementCents ??= (await settingsOf(tx, district)).replacementDefaultCents;

    let plan = null;
    let incidentsUsed = 0;
    let waiver = null;
    let person: { name: string } | null = null;
    if (damage.personId) {
      person = await personOf(tx, district, damage.personId).catch(() => null);
      const [enrolled] = await tx
        .select({ plan: insurancePlans })
        .from(insuranceEnrollments)
        .innerJoin(insurancePlans, eq(insurancePlans.id, insuranceEnrollments.planId))
        .where(
          and(
            eq(insuranceEnrollments.personId, damage.personId),
            eq(insuranceEnrollments.schoolYear, schoolYear),
          ),
        );
      if (enrolled) {
        plan = {
          name: enrolled.plan.name,
          covers: enrolled.plan.covers,
          deductiblesCents: enrolled.plan.deductiblesCents,
          incidentsPerYear: enrolled.plan.incidentsPerYear,
        };
        // Earlier incidents of kinds the plan covers this school year that were decided with a charge.
        const range = schoolYearRange(schoolYear);
        const covers = enrolled.plan.covers.filter((k): k is DamageKind => k in DAMAGE_KIND_LABELS);
        if (covers.length) {
          const [used] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(charges)
            .innerJoin(damageReports, eq(damageReports.id, charges.damageReportId))
            .where(
              and(
                eq(charges.districtId, district),
                eq(charges.personId, damage.personId),
                ne(damageReports.id, damage.id),
                inArray(damageReports.kind, covers),
                gte(damageReports.occurredAt, new Date(`${range.from}T00:00:00Z`)),
                lte(damageReports.occurredAt, damage.occurredAt),
              ),
            );
          incidentsUsed = used?.n ?? 0;
        }
      }
      const [w] = await tx.select().from(feeWaivers).where(eq(feeWaivers.personId, damage.personId));
      if (w) waiver = { kind: w.kind as WaiverKind, percent: w.percent };
    }
    const result = computeCharge({
      kind: damage.kind,
      model,
      schedule,
      replacementCents,
      plan,
      incidentsUsed,
      waiver,
    });
    return { result, assetTag: asset?.tag ?? '', model, schoolYear, personName: person?.name ?? null };
  }

  async function proposalAnswer(tx: Runner, damage: DamageRow): Promise<ChargeProposalAnswer> {
    const proposal = await propose(tx, damage);
    const [decided] = await tx
      .select()
      .from(charges)
      .where(eq(charges.damageReportId, damage.id))
      .orderBy(desc(charges.createdAt))
      .limit(1);
    const lines = decided ? decided.breakdown : proposal.result.lines;
    return {
      damageId: damage.id,
      assetId: damage.assetId,
      assetTag: proposal.assetTag,
      kind: damage.kind,
      model: proposal.model,
      personId: damage.personId,
      personName: proposal.personName,
      occurredAt: damage.occurredAt.toISOString(),
      schoolYear: proposal.schoolYear,
      state: damage.state,
      amount: fromCents(decided ? decided.amountCents : proposal.result.amountCents),
      lines: lines.map((l) => ({ label: l.label, amount: fromCents(l.cents) })),
      chargeId: decided?.id ?? null,
    };
  }

  async function chargeAnswer(tx: Runner, row: ChargeRow): Promise<Charge> {
    const [p] = await tx
      .select({ firstName: people.firstName, lastName: people.lastName })
      .from(people)
      .where(eq(people.id, row.personId));
    return chargeOf(row, p ? personName(p) : '');
  }

  async function planAnswers(districtId: string, id?: string): Promise<InsurancePlan[]> {
    const year = schoolYearOf(dayOf(now()));
    const rows = await db
      .select({
        plan: insurancePlans,
        enrolled: sql<number>`(select count(*)::int from ${insuranceEnrollments} e where e.plan_id = ${insurancePlans.id} and e.school_year = ${year})`,
      })
      .from(insurancePlans)
      .where(and(eq(insurancePlans.districtId, districtId), id ? eq(insurancePlans.id, id) : undefined))
      .orderBy(asc(sql`lower(${insurancePlans.name})`));
    return rows.map(({ plan, enrolled }) => ({
      id: plan.id,
      name: plan.name,
      premium: fromCents(plan.premiumCents),
      covers: plan.covers.filter((k): k is DamageKind => k in DAMAGE_KIND_LABELS),
      deductibles: plan.deductiblesCents.map(fromCents),
      incidentsPerYear: plan.incidentsPerYear,
      active: plan.active,
      enrolled,
    }));
  }

  return {
    async feeSchedule(identity: Identity, requested?: string): Promise<FeeSchedule> {
      const districtId = resolveDistrict(identity, requested);
      const [items, settings] = await Promise.all([scheduleOf(db, districtId), settingsOf(db, districtId)]);
      return {
        districtId,
        items: items.map((i) => ({
          kind: i.kind,
          model: i.model,
          price: i.priceCents === null ? null : fromCents(i.priceCents),
        })),
        holdCheckout: settings.holdCheckout,
        replacementDefault:
          settings.replacementDefaultCents === null ? null : fromCents(settings.replacementDefaultCents),
      };
    },

    async saveFeeSchedule(
      identity: Identity,
      input: z.output<typeof saveFeeScheduleSchema>,
    ): Promise<FeeSchedule> {
      const districtId = resolveDistrict(identity, input.districtId);
      const before = await this.feeSchedule(identity, districtId);
      await db.transaction(async (tx) => {
        await tx.delete(feeScheduleItems).where(eq(feeScheduleItems.districtId, districtId));
        if (input.items.length)
          await tx.insert(feeScheduleItems).values(
            input.items.map((i) => ({
              districtId,
              kind: i.kind,
              model: i.model,
              priceCents: i.price === null ? null : toCents(i.price),
            })),
          );
        const values = {
          holdCheckout: input.holdCheckout,
          replacementDefaultCents:
            input.replacementDefault === null ? null : toCents(input.replacementDefault),
          updatedBy: identity.userId,
          updatedAt: new Date(),
        };
        await tx
          .insert(chargeSettings)
          .values({ districtId, ...values })
          .onConflictDoUpdate({ target: chargeSettings.districtId, set: values });
        await recordAudit(tx, identity, {
          action: 'fees.schedule_saved',
          districtId,
          target: 'Fee schedule',
          before: { items: before.items.length, holdCheckout: before.holdCheckout },
          after: { items: input.items.length, holdCheckout: input.holdCheckout },
        });
      });
      return this.feeSchedule(identity, districtId);
    },

    plans(identity: Identity, requested?: string) {
      return planAnswers(resolveDistrict(identity, requested));
    },

    async savePlan(identity: Identity, id: string | null, input: z.output<typeof insurancePlanInputSchema>) {
      const values = {
        name: input.name,
        premiumCents: toCents(input.premium),
        covers: [...input.covers],
        deductiblesCents: input.deductibles.map(toCents),
        incidentsPerYear: input.incidentsPerYear,
        active: input.active,
      };
      const saved = await db
        .transaction(async (tx) => {
          if (id) {
            const [row] = await tx
              .select()
              .from(insurancePlans)
              .where(eq(insurancePlans.id, id))
              .for('update');
            const plan = visibleRow(identity, row, M.planNotFound, input.districtId);
            await tx.update(insurancePlans).set(values).where(eq(insurancePlans.id, id));
            await recordAudit(tx, identity, {
              action: 'insurance.plan_updated',
              districtId: plan.districtId,
              target: input.name,
              before: { name: plan.name, premiumCents: plan.premiumCents, active: plan.active },
              after: { name: values.name, premiumCents: values.premiumCents, active: values.active },
            });
            return { id, districtId: plan.districtId };
          }
          const districtId = resolveDistrict(identity, input.districtId);
          const [row] = await tx
            .insert(insurancePlans)
            .values({ districtId, ...values })
            .returning({ id: insurancePlans.id });
          await recordAudit(tx, identity, {
            action: 'insurance.plan_created',
            districtId,
            target: input.name,
            after: { premiumCents: values.premiumCents },
          });
          return { id: row!.id, districtId };
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err, 'insurance_plans_district_name_key')) throw conflict(M.planNameTaken);
          throw err;
        });
      return (await planAnswers(saved.districtId, saved.id))[0]!;
    },

    async enroll(identity: Identity, input: z.output<typeof enrollmentInputSchema>): Promise<Enrollment> {
      const districtId = resolveDistrict(identity, input.districtId);
      return db.transaction(async (tx) => {
        const person = await personOf(tx, districtId, input.personId);
        const plan = await planOf(tx, districtId, input.planId);
        if (!plan.active) throw conflict(M.planInactive);
        const values = { planId: plan.id, paidOn: input.paidOn ?? null };
        await tx
          .insert(insuranceEnrollments)
          .values({ districtId, personId: person.id, schoolYear: input.schoolYear, ...values })
          .onConflictDoUpdate({
            target: [insuranceEnrollments.personId, insuranceEnrollments.schoolYear],
            set: values,
          });
        await recordAudit(tx, identity, {
          action: 'insurance.enrolled',
          districtId,
          target: person.name,
          after: { plan: plan.name, schoolYear: input.schoolYear },
        });
        return {
          personId: person.id,
          planId: plan.id,
          planName: plan.name,
          schoolYear: input.schoolYear,
          paidOn: values.paidOn,
        };
      });
    },

    async personFees(identity: Identity, personId: string, requested?: string): Promise<PersonCharges> {
      const districtId = resolveDistrict(identity, requested);
      const person = await personOf(db, districtId, personId);
      const year = schoolYearOf(dayOf(now()));
      const [w] = await db.select().from(feeWaivers).where(eq(feeWaivers.personId, person.id));
      const [e] = await db
        .select({
          planId: insurancePlans.id,
          planName: insurancePlans.name,
          paidOn: insuranceEnrollments.paidOn,
        })
        .from(insuranceEnrollments)
        .innerJoin(insurancePlans, eq(insurancePlans.id, insuranceEnrollments.planId))
        .where(and(eq(insuranceEnrollments.personId, person.id), eq(insuranceEnrollments.schoolYear, year)));
      return {
        personId: person.id,
        waiver: w ? { kind: w.kind as WaiverKind, percent: w.percent } : null,
        enrollment: e
          ? {
              personId: person.id,
              planId: e.planId,
              planName: e.planName,
              schoolYear: year,
              paidOn: e.paidOn,
            }
          : null,
        openTotal: fromCents(await openChargesOf(db, districtId, person.id)),
      };
    },

    async setWaiver(
      identity: Identity,
      personId: string,
      input: z.output<typeof waiverInputSchema>,
    ): Promise<Waiver> {
      const districtId = resolveDistrict(identity, input.districtId);
      return db.transaction(async (tx) => {
        const person = await personOf(tx, districtId, personId);
        const [before] = await tx.select().from(feeWaivers).where(eq(feeWaivers.personId, person.id));
        let after: Waiver = null;
        if (input.kind === null) {
          await tx.delete(feeWaivers).where(eq(feeWaivers.personId, person.id));
        } else {
          after = { kind: input.kind, percent: input.percent ?? WAIVER_DEFAULT_PERCENT[input.kind] };
          const values = { ...after, updatedBy: identity.userId, updatedAt: new Date() };
          await tx
            .insert(feeWaivers)
            .values({ districtId, personId: person.id, ...values })
            .onConflictDoUpdate({ target: feeWaivers.personId, set: values });
        }
        await recordAudit(tx, identity, {
          action: 'fees.waiver_set',
          districtId,
          target: person.name,
          before: before ? { kind: before.kind, percent: before.percent } : null,
          after,
        });
        return after;
      });
    },

    async pending(identity: Identity, requested?: string): Promise<ChargeProposalAnswer[]> {
      const districtId = resolveDistrict(identity, requested);
      const rows = await db
        .select()
        .from(damageReports)
        .where(and(eq(damageReports.districtId, districtId), eq(damageReports.state, 'reported')))
        .orderBy(asc(damageReports.occurredAt))
        .limit(200);
      const answers: ChargeProposalAnswer[] = [];
      for (const row of rows) answers.push(await proposalAnswer(db, row));
      return answers;
    },

    async proposal(identity: Identity, damageId: string, requested?: string) {
      const damage = await damageOf(db, identity, damageId, requested);
      return proposalAnswer(db, damage);
    },

    async confirm(
      identity: Identity,
      damageId: string,
      input: z.output<typeof confirmChargeSchema>,
    ): Promise<Charge> {
      return db.transaction(async (tx) => {
        const damage = await damageOf(tx, identity, damageId, input.districtId, true);
        if (damage.state !== 'reported') throw conflict(M.alreadyDecided);
        if (!damage.personId) throw conflict(M.noPerson);
        const proposal = await propose(tx, damage);
        const proposed = proposal.result.amountCents;
        const amountCents = input.amount === undefined ? proposed : toCents(input.amount);
        const note = input.note ?? '';
        const lines = [...proposal.result.lines];
        if (amountCents !== proposed)
          lines.push({
            label: `Adjusted by ${actorLabel(identity)}${note ? `: ${note}` : ''}`.slice(0, 300),
            cents: amountCents - proposed,
          });
        const [row] = await tx
          .insert(charges)
          .values({
            districtId: damage.districtId,
            personId: damage.personId,
            damageReportId: damage.id,
            description: `${DAMAGE_KIND_LABELS[damage.kind]}: ${proposal.assetTag}${proposal.model ? ` (${proposal.model})` : ''}`,
            amountCents,
            breakdown: lines,
            state: amountCents > 0 ? 'open' : 'waived',
            note,
            createdBy: identity.userId,
          })
          .returning();
        await tx
          .update(damageReports)
          .set({ state: amountCents > 0 ? 'charged' : 'no_charge', updatedAt: new Date() })
          .where(eq(damageReports.id, damage.id));
        await recordAudit(tx, identity, {
          action: amountCents === proposed ? 'charge.confirmed' : 'charge.adjusted',
          districtId: damage.districtId,
          target: `${proposal.personName ?? ''}: ${row!.description}`,
          before: { proposedCents: proposed },
          after: { amountCents, note },
        });
        return chargeOf(row!, proposal.personName ?? '');
      });
    },

    async list(identity: Identity, query: z.output<typeof listChargesQuerySchema>): Promise<Charge[]> {
      const districtId = resolveDistrict(identity, query.districtId);
      const rows = await db
        .select({ charge: charges, name: nameSql })
        .from(charges)
        .innerJoin(people, eq(people.id, charges.personId))
        .where(
          and(
            eq(charges.districtId, districtId),
            query.personId ? eq(charges.personId, query.personId) : undefined,
            query.status ? eq(charges.state, query.status) : undefined,
          ),
        )
        .orderBy(desc(charges.createdAt), desc(charges.id))
        .limit(CHARGE_LIMITS.listMax);
      return rows.map((r) => chargeOf(r.charge, r.name));
    },

    async update(
      identity: Identity,
      id: string,
      input: z.output<typeof updateChargeSchema>,
    ): Promise<Charge> {
      return db.transaction(async (tx) => {
        const [found] = await tx.select().from(charges).where(eq(charges.id, id)).for('update');
        const row = visibleRow(identity, found, M.chargeNotFound, input.districtId);
        const amountCents = input.amount === undefined ? row.amountCents : toCents(input.amount);
        const paid = input.status === 'paid';
        const [updated] = await tx
          .update(charges)
          .set({
            amountCents,
            state: input.status,
            note: input.note,
            paidOn: paid ? (input.paidOn ?? row.paidOn ?? today()) : null,
            paymentRef: paid ? row.paymentRef : null,
            updatedAt: new Date(),
          })
          .where(eq(charges.id, id))
          .returning();
        await recordAudit(tx, identity, {
          action: 'charge.updated',
          districtId: row.districtId,
          target: row.description,
          before: { amountCents: row.amountCents, state: row.state, note: row.note },
          after: { amountCents, state: input.status, note: input.note },
        });
        return chargeAnswer(tx, updated!);
      });
    },

    async importPayments(
      identity: Identity,
      input: { districtId?: string; csv: string; dryRun: boolean },
    ): Promise<PaymentImportReport> {
      const districtId = resolveDistrict(identity, input.districtId);
      const parsed = Papa.parse<string[]>(input.csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
      const [header, ...rows] = parsed.data;
      const cols = paymentColumns(header ?? []);
      if (cols.reference < 0 || cols.amount < 0 || cols.date < 0 || (cols.studentId < 0 && cols.email < 0))
        throw badRequest(M.csvColumns);
      if (rows.length > CHARGE_LIMITS.maxImportRows) throw badRequest(M.csvTooManyRows);
      const cell = (r: string[], i: number) => (i < 0 ? '' : restoreCell((r[i] ?? '').trim()));

      return db.transaction(async (tx) => {
        const refs = rows.map((r) => cell(r, cols.reference)).filter(Boolean);
        const used = new Set(
          refs.length
            ? (
                await tx
                  .select({ ref: charges.paymentRef })
                  .from(charges)
                  .where(and(eq(charges.districtId, districtId), inArray(charges.paymentRef, refs)))
              ).map((r) => r.ref)
            : [],
        );
        const ids = rows.map((r) => cell(r, cols.studentId)).filter(Boolean);
        const emails = rows.map((r) => cell(r, cols.email).toLowerCase()).filter(Boolean);
        const persons =
          ids.length || emails.length
            ? await tx
                .select({
                  id: people.id,
                  sisId: people.sisId,
                  email: people.email,
                  firstName: people.firstName,
                  lastName: people.lastName,
                })
                .from(people)
                .where(
                  and(
                    eq(people.districtId, districtId),
                    or(
                      ids.length ? inArray(people.sisId, ids) : undefined,
                      emails.length ? inArray(people.email, emails) : undefined,
                    ),
                  ),
                )
            : [];
        const bySis = new Map(persons.filter((p) => p.sisId).map((p) => [p.sisId!, p]));
        const byEmail = new Map(persons.filter((p) => p.email).map((p) => [p.email!, p]));
        const openRows = persons.length
          ? await tx
              .select({ id: charges.id, personId: charges.personId, cents: charges.amountCents })
              .from(charges)
              .where(
                and(
                  eq(charges.districtId, districtId),
                  eq(charges.state, 'open'),
                  inArray(
                    charges.personId,
                    persons.map((p) => p.id),
                  ),
                ),
              )
              .orderBy(asc(charges.createdAt), asc(charges.id))
              .for('update')
          : [];
        const open = new Map<string, { id: string; cents: number }[]>();
        for (const c of openRows) open.set(c.personId, [...(open.get(c.personId) ?? []), c]);

        const rejected: PaymentImportReport['rejected'] = [];
        const accepted: (PaymentImportReport['preview'][number] & { chargeIds: string[] })[] = [];
        const seen = new Set<string>();
        for (const [i, r] of rows.entries()) {
          const row = i + 2;
          const reference = cell(r, cols.reference);
          const sis = cell(r, cols.studentId);
          const email = cell(r, cols.email).toLowerCase();
          const amount = parseAmount(cell(r, cols.amount));
          const paidOn = parsePaymentDate(cell(r, cols.date));
          const reject = (message: string) => rejected.push({ row, message });
          if (!reference) {
            reject(R.reference);
            continue;
          }
          if (used.has(reference)) {
            reject(R.referenceUsed(reference));
            continue;
          }
          if (seen.has(reference)) {
            reject(R.referenceTwice(reference));
            continue;
          }
          seen.add(reference);
          if (!sis && !email) {
            reject(R.who);
            continue;
          }
          const person = (sis ? bySis.get(sis) : undefined) ?? (email ? byEmail.get(email) : undefined);
          if (!person) {
            reject(R.personUnknown(sis || email));
            continue;
          }
          if (amount === null) {
            reject(R.amount);
            continue;
          }
          if (paidOn === null) {
            reject(R.date);
            continue;
          }
          const name = personName(person);
          const owed = open.get(person.id) ?? [];
          if (owed.length === 0) {
            reject(R.nothingOpen(name));
            continue;
          }
          const chargeIds = matchPayment(amount, owed);
          if (!chargeIds) {
            reject(
              R.noMatch(
                name,
                amount,
                owed.reduce((s, c) => s + c.cents, 0),
              ),
            );
            continue;
          }
          // A later row of the same person pays what this one leaves.
          open.set(
            person.id,
            owed.filter((c) => !chargeIds.includes(c.id)),
          );
          accepted.push({
            row,
            reference,
            personName: name,
            amount: fromCents(amount),
            paidOn,
            charges: chargeIds.length,
            chargeIds,
          });
        }

        let paid = 0;
        if (!input.dryRun) {
          if (rejected.length)
            throw new HttpError(
              400,
              M.importRejected,
              {},
              rejected.slice(0, 20).map((r) => ({ path: `row ${r.row}`, message: r.message })),
            );
          for (const a of accepted) {
            const done = await tx
              .update(charges)
              .set({ state: 'paid', paidOn: a.paidOn, paymentRef: a.reference, updatedAt: new Date() })
              .where(and(inArray(charges.id, a.chargeIds), eq(charges.state, 'open')))
              .returning({ id: charges.id });
            paid += done.length;
          }
          await recordAudit(tx, identity, {
            action: 'charges.imported',
            districtId,
            target: 'Payment import',
            after: { payments: accepted.length, charges: paid },
          });
        }
        return {
          dryRun: input.dryRun,
          total: rows.length,
          valid: accepted.length,
          paid,
          rejected,
          preview: accepted.slice(0, CHARGE_LIMITS.previewRows).map(({ chargeIds: _ids, ...p }) => p),
        };
      });
    },

    async statement(
      identity: Identity,
      personId: string,
      query: { districtId?: string; lang?: StatementLang },
    ) {
      const districtId = resolveDistrict(identity, query.districtId);
      const person = await personOf(db, districtId, personId);
      // The language asked for, else the one the person chose for their portal account
      // (docs/product.md#spanish), else English.
      const [account] = query.lang
        ? []
        : await db
            .select({ locale: users.locale })
            .from(people)
            .innerJoin(users, eq(users.id, people.userId))
            .where(eq(people.id, person.id));
      const lang: StatementLang = query.lang ?? (account?.locale === 'es' ? 'es' : 'en');
      const [district] = await db
        .select({ name: districts.name })
        .from(districts)
        .where(eq(districts.id, districtId));
      const rows = await db
        .select({
          charge: charges,
          kind: damageReports.kind,
          model: damageReports.model,
          assetTag: assets.assetTag,
        })
        .from(charges)
        .leftJoin(damageReports, eq(damageReports.id, charges.damageReportId))
        .leftJoin(assets, eq(assets.id, damageReports.assetId))
        .where(and(eq(charges.districtId, districtId), eq(charges.personId, person.id)))
        .orderBy(asc(charges.createdAt));
      const body = await statementPdf({
        lang,
        district: district?.name ?? '',
        person: { name: person.name, sisId: person.sisId, grade: person.grade },
        date: today(),
        charges: rows.map((r) => ({
          createdAt: dayOf(r.charge.createdAt),
          description: r.charge.description,
          kind: r.kind,
          model: r.model,
          assetTag: r.assetTag,
          state: r.charge.state,
          cents: r.charge.amountCents,
          paidOn: r.charge.paidOn,
        })),
      });
      const slug =
        person.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'person';
      return { body, fileName: `statement-${slug}-${lang}.pdf` };
    },
  };
}
