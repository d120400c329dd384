import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  duplicateLicenseReason,
  isPerSeat,
  LICENSE_HISTORY_MAX,
  type License,
  type LicenseFields,
  type LicenseFilter,
  type LicenseHistoryDetails,
  type LicenseHistoryEntry,
  type LicenseListItem,
  type LicenseSummary,
  licenseStatusBounds,
  LICENSE_MESSAGES as M,
  normalizeLadder,
  PER_SEAT_MODELS,
  TRACKED_LICENSE_FIELDS,
} from '../../../domain/licenses.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import { recordActivity } from '../../db/activity-log.ts';
import type { Tx } from '../../db/client.ts';
import { licenseHistory, licenses } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import {
  type LicenseRow,
  licenseColumns,
  selectLicenses,
  toLicense,
  toLicenseListItem,
  visibleDetails,
} from './license-rows.ts';
import type { LicenseStore } from './license-store.ts';

type Change = NonNullable<LicenseHistoryDetails['changes']>[number];
type Stored = ReturnType<typeof storedFields>;

/** What the fields of Add License and Edit store: seats only for per-seat licenses, a hand count only when counted by hand. */
export function storedFields(input: LicenseFields) {
  const perSeat = isPerSeat(input.seatModel);
  return {
    name: input.name,
    vendor: input.vendor,
    category: input.category,
    seatModel: input.seatModel,
    licenseCount: perSeat ? (input.licenseCount ?? 0) : 0,
    seatTracking: perSeat ? input.seatTracking : ('assignments' as const),
    seatsUsedManual: perSeat && input.seatTracking === 'manual' ? (input.usedLicenses ?? 0) : null,
    cost: input.cost,
    costPerSeat: input.costPerSeat,
    purchaseDate: input.purchaseDate,
    renewalDate: input.renewalDate,
    autoRenew: input.autoRenew,
    contractNumber: input.contractNumber,
    notes: input.notes,
    contactEmail: input.contactEmail,
    adminUrl: input.adminUrl,
    lowSeatThreshold: input.lowSeatThreshold,
  };
}

/** The edit's record: each tracked field whose stored value changed, from and to. */
function changesBetween(before: LicenseRow, after: Stored): Change[] {
  const value = (row: LicenseRow | Stored, field: (typeof TRACKED_LICENSE_FIELDS)[number]): Change['from'] =>
    field === 'usedLicenses' ? row.seatsUsedManual : ((row as Record<string, Change['from']>)[field] ?? null);
  return TRACKED_LICENSE_FIELDS.filter((f) => value(before, f) !== value(after, f)).map((field) => ({
    field,
    from: value(before, field),
    to: value(after, field),
  }));
}

/**
 * License Tracking of one district (see docs/product.md#licenses): every call takes the caller and
 * the district it names, resolved the one way (tenancy.ts); a license looked up by id answers 404
 * when it is another district's. Costs are left out for callers who may not see them.
 */
export function createLicensesService(store: LicenseStore) {
  const { db, today, showCosts, changed, record, find, lock, save, existingLicenses } = store;

  /** Refuses (409) a name and vendor the district already has: the import's rule. */
  async function refuseDuplicate(tx: Tx, districtId: string, input: LicenseFields, exceptId?: string) {
    const taken = duplicateLicenseReason(
      await existingLicenses(tx, districtId, exceptId),
      input.name,
      input.vendor,
    );
    if (taken) throw conflict(taken);
  }

  return {
    /** The district's licenses matching a filter, by name, as the list shows them. */
    async list(
      actor: Identity,
      requested: string | undefined,
      filter: LicenseFilter,
    ): Promise<LicenseListItem[]> {
      const districtId = resolveDistrict(actor, requested);
      const day = await today(districtId);
      const rows = await selectLicenses(db, districtId, filter, day);
      const costs = showCosts(actor);
      return rows.map((r) => toLicenseListItem(r, day, costs));
    },

    /** The same licenses with every field, for the export. */
    async exportList(
      actor: Identity,
      requested: string | undefined,
      filter: LicenseFilter,
    ): Promise<License[]> {
      const districtId = resolveDistrict(actor, requested);
      const day = await today(districtId);
      const rows = await selectLicenses(db, districtId, filter, day);
      const costs = showCosts(actor);
      return rows.map((r) => toLicense(r, day, costs));
    },

    /** The four cards' figures for the whole district: one aggregate over the status rule's bounds. */
    async summary(actor: Identity, requested: string | undefined): Promise<LicenseSummary> {
      const districtId = resolveDistrict(actor, requested);
      const { expiredBefore, expiringThrough } = licenseStatusBounds(await today(districtId));
      const live = sql`${licenses.cancelledAt} is null`;
      const perSeat = sql`${live} and ${licenses.seatModel} = any(${sql.param(PER_SEAT_MODELS)}::license_seat_model[])`;
      const [s] = await db
        .select({
          total: sql<number>`count(*)::int`,
          cancelled: sql<number>`count(*) filter (where not (${live}))::int`,
          expired: sql<number>`count(*) filter (where ${live} and ${licenses.renewalDate} < ${expiredBefore})::int`,
          expiring: sql<number>`count(*) filter (where ${live} and ${licenses.renewalDate} >= ${expiredBefore} and ${licenses.renewalDate} <= ${expiringThrough})::int`,
          cost: sql<string>`coalesce(sum(${licenses.cost}) filter (where ${live}), 0)::text`,
          seats: sql<number>`coalesce(sum(${licenses.licenseCount}) filter (where ${perSeat}), 0)::int`,
          used: sql<number>`coalesce(sum(${licenses.seatsUsed}) filter (where ${perSeat}), 0)::int`,
        })
        .from(licenses)
        .where(eq(licenses.districtId, districtId));
      const r = s!;
      return {
        total: r.total,
        active: r.total - r.cancelled - r.expired - r.expiring,
        expiring: r.expiring,
        expired: r.expired,
        cancelled: r.cancelled,
        totalAnnualCost: showCosts(actor) ? Number(r.cost) : null,
        seats: { total: r.seats, used: r.used },
        utilization: r.seats > 0 ? Math.round((r.used / r.seats) * 100) : null,
      };
    },

    async get(actor: Identity, requested: string | undefined, id: string): Promise<License> {
      const row = await find(actor, id, requested);
      return toLicense(row, await today(row.districtId), showCosts(actor));
    },

    async history(
      actor: Identity,
      requested: string | undefined,
      id: string,
    ): Promise<LicenseHistoryEntry[]> {
      const license = await find(actor, id, requested);
      const rows = await db
        .select()
        .from(licenseHistory)
        .where(and(eq(licenseHistory.districtId, license.districtId), eq(licenseHistory.licenseId, id)))
        .orderBy(desc(licenseHistory.createdAt), desc(licenseHistory.id))
        .limit(LICENSE_HISTORY_MAX);
      const costs = showCosts(actor);
      return rows.map((h) => ({
        id: h.id,
        action: h.action,
        details: visibleDetails(h.details, costs),
        actorName: h.actorName,
        createdAt: h.createdAt.toISOString(),
      }));
    },

    async create(actor: Identity, requested: string | undefined, input: LicenseFields): Promise<License> {
      const districtId = resolveDistrict(actor, requested);
      const row = await db.transaction(async (tx) => {
        await refuseDuplicate(tx, districtId, input);
        const [inserted] = await tx
          .insert(licenses)
          .values({ ...storedFields(input), districtId, createdBy: actor.userId })
          .returning(licenseColumns);
        await record(tx, inserted!, actor, 'created');
        await recordActivity(tx, {
          districtId,
          actorId: actor.userId,
          action: 'license_created',
          summary: `License ${inserted!.name} (${inserted!.vendor}) was added`,
        });
        return inserted!;
      });
      await changed(districtId, { id: row.id, action: 'created' });
      return toLicense(row, await today(row.districtId), showCosts(actor));
    },

    /**
     * Edit: every field again, and `cancelled` to cancel or reactivate. Seats held by assignments
     * limit the seat count and keep the seat model; a new renewal date starts the reminders afresh.
     */
    async update(
      actor: Identity,
      requested: string | undefined,
      id: string,
      input: LicenseFields & { cancelled?: boolean },
    ): Promise<License> {
      const row = await db.transaction(async (tx) => {
        const before = await lock(tx, actor, id, requested);
        await refuseDuplicate(tx, before.districtId, input, id);
        const next = storedFields(input);
        if (before.assignedSeats > 0) {
          if (next.seatModel !== before.seatModel) throw conflict(M.modelWithSeats(before.assignedSeats));
          if (next.licenseCount < before.assignedSeats)
            throw conflict(M.countBelowAssigned(before.assignedSeats));
        }
        const cancelling = input.cancelled === true && before.cancelledAt === null;
        const reactivating = input.cancelled === false && before.cancelledAt !== null;
        const after = await save(tx, id, {
          ...next,
          ...(next.renewalDate !== before.renewalDate ? { remindersSent: [] } : {}),
          ...(cancelling ? { cancelledAt: sql`now()` as unknown as Date } : {}),
          ...(reactivating ? { cancelledAt: null } : {}),
        });
        const changes = changesBetween(before, next);
        if (changes.length) await record(tx, after, actor, 'updated', { changes });
        if (cancelling || reactivating) {
          await record(tx, after, actor, cancelling ? 'cancelled' : 'reactivated');
          await recordActivity(tx, {
            districtId: after.districtId,
            actorId: actor.userId,
            action: cancelling ? 'license_cancelled' : 'license_reactivated',
            summary: `License ${after.name} was ${cancelling ? 'cancelled' : 'reactivated'}`,
          });
        }
        return after;
      });
      await changed(row.districtId, { id: row.id, action: 'updated' });
      return toLicense(row, await today(row.districtId), showCosts(actor));
    },

    async remove(actor: Identity, requested: string | undefined, id: string): Promise<void> {
      const row = await db.transaction(async (tx) => {
        const found = await lock(tx, actor, id, requested);
        await tx.delete(licenses).where(eq(licenses.id, found.id));
        await recordActivity(tx, {
          districtId: found.districtId,
          actorId: actor.userId,
          action: 'license_deleted',
          summary: `License ${found.name} (${found.vendor}) was deleted`,
        });
        return found;
      });
      await changed(row.districtId, { id: row.id, action: 'deleted' });
    },

    /**
     * Cancel License (`cancelled` true) or Reactivate (false): only the cancellation changes, in one
     * UPDATE, so an edit made meanwhile is kept. A license already so is answered as it is, unrecorded.
     */
    async setCancelled(
      actor: Identity,
      requested: string | undefined,
      id: string,
      cancelled: boolean,
    ): Promise<License> {
      const found = await find(actor, id, requested);
      const row = await db.transaction(async (tx) => {
        const [after] = await tx
          .update(licenses)
          .set({ cancelledAt: cancelled ? sql`now()` : null, updatedAt: sql`now()` })
          .where(
            and(
              eq(licenses.id, found.id),
              cancelled ? isNull(licenses.cancelledAt) : isNotNull(licenses.cancelledAt),
            ),
          )
          .returning(licenseColumns);
        if (!after) return null;
        await record(tx, after, actor, cancelled ? 'cancelled' : 'reactivated');
        await recordActivity(tx, {
          districtId: after.districtId,
          actorId: actor.userId,
          action: cancelled ? 'license_cancelled' : 'license_reactivated',
          summary: `License ${after.name} was ${cancelled ? 'cancelled' : 'reactivated'}`,
        });
        return after;
      });
      // Nothing changed (already so, or deleted meanwhile: then 404): the license as it is now.
      const answer = row ?? (await find(actor, id, requested));
      if (row) await changed(row.districtId, { id: row.id, action: 'updated' });
      return toLicense(answer, await today(answer.districtId), showCosts(actor));
    },

    /**
     * Renew Now: a new term to a later renewal date, at a new cost (or the same). The previous term
     * stays in the history; the reminders start afresh; a cancelled license renewed is active again.
     */
    async renew(
      actor: Identity,
      requested: string | undefined,
      id: string,
      input: { renewalDate: string; cost?: number },
    ): Promise<License> {
      const row = await db.transaction(async (tx) => {
        const before = await lock(tx, actor, id, requested);
        if (input.renewalDate <= before.renewalDate) throw badRequest(M.renewalNotLater(before.renewalDate));
        const cost = input.cost ?? before.cost;
        const after = await save(tx, id, {
          renewalDate: input.renewalDate,
          cost,
          remindersSent: [],
          cancelledAt: null,
        });
        await record(tx, after, actor, 'renewed', {
          renewalDate: input.renewalDate,
          cost,
          previous: { renewalDate: before.renewalDate, cost: before.cost },
        });
        await recordActivity(tx, {
          districtId: after.districtId,
          actorId: actor.userId,
          action: 'license_renewed',
          summary: `License ${after.name} was renewed until ${input.renewalDate}`,
        });
        return after;
      });
      await changed(row.districtId, { id: row.id, action: 'renewed' });
      return toLicense(row, await today(row.districtId), showCosts(actor));
    },

    /** Set Reminder: the days before renewal a reminder goes out (each step once per term). */
    async setReminders(
      actor: Identity,
      requested: string | undefined,
      id: string,
      daysBefore: number[],
    ): Promise<License> {
      const reminderDays = normalizeLadder(daysBefore);
      const row = await db.transaction(async (tx) => {
        const before = await lock(tx, actor, id, requested);
        const after = await save(tx, id, { reminderDays });
        if (before.reminderDays.join() !== reminderDays.join())
          await record(tx, after, actor, 'reminders_changed', { reminderDays });
        return after;
      });
      await changed(row.districtId, { id: row.id, action: 'reminders' });
      return toLicense(row, await today(row.districtId), showCosts(actor));
    },
  };
}
