import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  daysBetween,
  dueReminderSteps,
  isLowOnSeats,
  isoDay,
  PER_SEAT_MODELS,
  settledReminderSteps,
} from '../../../domain/licenses.ts';
import { pickFields } from '../../../domain/webhooks.ts';
import type { Tx } from '../../db/client.ts';
import { licenses } from '../../db/schema/index.ts';
import { createLicenseStore, type LicensesDeps } from './license-store.ts';

/** A renewal reminder to send: one step of a license's ladder, for its current term. */
export interface DueReminder {
  licenseId: string;
  districtId: string;
  /** Days before renewal this step stands for (90, 60, 30, 7 by default). */
  step: number;
  name: string;
  vendor: string;
  /** The current term's renewal date ("2026-07-01"): pass it to markReminderSent. */
  renewalDate: string;
  /** Days left when it was found (the step itself or fewer). */
  daysLeft: number;
  autoRenew: boolean;
}

/** A per-seat license whose free seats have fallen to its low-seat limit, not yet alerted. */
export interface LowSeatLicense {
  licenseId: string;
  districtId: string;
  name: string;
  vendor: string;
  licenseCount: number;
  usedLicenses: number;
  freeSeats: number;
  /** The license's own threshold, or null when the default 5 % applies. */
  lowSeatThreshold: number | null;
}

interface Options {
  /** Only this district's licenses. */
  districtId?: string;
}

/**
 * The seam for the jobs platform: what reminders and low-seat alerts are due, and marking them
 * sent (see docs/product.md#licenses). Each mark is idempotent and records the sending in the
 * license's history; given `tx`, it runs inside the caller's transaction (so the job can enqueue
 * its notification and email in the same one) and the caller's commit is the only one.
 */
/** A reminder step as webhooks carry it: the license, its renewal date and the days left. */
const expiringPayload = (
  row: { id: string; districtId: string; name: string; vendor: string; renewalDate: string | null },
  step: number,
) => ({ license: pickFields('license', { ...row, endDate: row.renewalDate, daysLeft: step }) });

export function createLicenseReminders(deps: LicensesDeps) {
  const store = createLicenseStore(deps);
  const { db } = store;

  /** Runs `work` in the caller's transaction, or in one of its own followed by the live news. */
  async function within<T>(
    tx: Tx | undefined,
    work: (tx: Tx) => Promise<{ result: T; districtId: string | null }>,
  ): Promise<T> {
    if (tx) return (await work(tx)).result;
    const { result, districtId } = await db.transaction(work);
    if (districtId) await store.changed(districtId, { action: 'alert_sent' });
    return result;
  }

  return {
    /**
     * Reminders due on `now`'s day: for each license not cancelled and not past its renewal, the
     * step dueReminderSteps says (at most one per license).
     */
    async findDueReminders(now: Date = new Date(), options: Options = {}): Promise<DueReminder[]> {
      const today = isoDay(now);
      const rows = await db
        .select({
          id: licenses.id,
          districtId: licenses.districtId,
          name: licenses.name,
          vendor: licenses.vendor,
          renewalDate: licenses.renewalDate,
          autoRenew: licenses.autoRenew,
          reminderDays: licenses.reminderDays,
          remindersSent: licenses.remindersSent,
        })
        .from(licenses)
        .where(
          and(
            options.districtId ? eq(licenses.districtId, options.districtId) : undefined,
            isNull(licenses.cancelledAt),
            sql`${licenses.renewalDate} >= ${today}::date`,
            sql`${licenses.renewalDate} - ${today}::date <= (select coalesce(max(d), -1) from unnest(${licenses.reminderDays}) d)`,
          ),
        );
      return rows.flatMap((r) =>
        dueReminderSteps(r.reminderDays, r.renewalDate, today, r.remindersSent).map((step) => ({
          licenseId: r.id,
          districtId: r.districtId,
          step,
          name: r.name,
          vendor: r.vendor,
          renewalDate: r.renewalDate,
          daysLeft: daysBetween(today, r.renewalDate),
          autoRenew: r.autoRenew,
        })),
      );
    },

    /**
     * Marks a reminder sent for the current term: the step and every step further out (they are
     * superseded). Idempotent: false when it was already marked, when the license is gone, or when
     * `renewalDate` is given and the term has changed since (renewed or re-dated: the new term has
     * reminders of its own).
     */
    async markReminderSent(
      licenseId: string,
      step: number,
      options: { renewalDate?: string; tx?: Tx } = {},
    ): Promise<boolean> {
      return within(options.tx, async (tx) => {
        const [row] = await tx
          .select({
            id: licenses.id,
            districtId: licenses.districtId,
            name: licenses.name,
            vendor: licenses.vendor,
            renewalDate: licenses.renewalDate,
            reminderDays: licenses.reminderDays,
            remindersSent: licenses.remindersSent,
          })
          .from(licenses)
          .where(eq(licenses.id, licenseId))
          .for('update');
        const stale = !row || (options.renewalDate !== undefined && options.renewalDate !== row.renewalDate);
        if (stale || row.remindersSent.includes(step)) return { result: false, districtId: null };
        const sent = [
          ...new Set([...row.remindersSent, ...settledReminderSteps(row.reminderDays, step)]),
        ].sort((a, b) => b - a);
        await tx.update(licenses).set({ remindersSent: sent }).where(eq(licenses.id, row.id));
        await store.record(tx, row, null, 'reminder_sent', { step });
        await deps.webhooks?.enqueue(tx, row.districtId, 'license.expiring', expiringPayload(row, step));
        return { result: true, districtId: row.districtId };
      });
    },

    /**
     * Per-seat licenses, not cancelled nor expired, whose free seats are at or below their limit
     * (isLowOnSeats) and whose alert has not gone out since seats were last free.
     */
    async findLowSeatLicenses(options: Options & { now?: Date } = {}): Promise<LowSeatLicense[]> {
      const rows = await db
        .select({
          id: licenses.id,
          districtId: licenses.districtId,
          name: licenses.name,
          vendor: licenses.vendor,
          seatModel: licenses.seatModel,
          licenseCount: licenses.licenseCount,
          usedLicenses: licenses.seatsUsed,
          lowSeatThreshold: licenses.lowSeatThreshold,
        })
        .from(licenses)
        .where(
          and(
            options.districtId ? eq(licenses.districtId, options.districtId) : undefined,
            isNull(licenses.cancelledAt),
            isNull(licenses.lowSeatAlertAt),
            gt(licenses.licenseCount, 0),
            sql`${licenses.seatModel} = any(${sql.param(PER_SEAT_MODELS)}::license_seat_model[])`,
            sql`${licenses.renewalDate} >= ${isoDay(options.now)}::date`,
          ),
        );
      return rows.filter(isLowOnSeats).map((r) => ({
        licenseId: r.id,
        districtId: r.districtId,
        name: r.name,
        vendor: r.vendor,
        licenseCount: r.licenseCount,
        usedLicenses: r.usedLicenses,
        freeSeats: r.licenseCount - r.usedLicenses,
        lowSeatThreshold: r.lowSeatThreshold,
      }));
    },

    /**
     * Marks a license's low-seat alert sent. Idempotent: false when it was already marked, when the
     * license is gone, or when it is no longer low. Freeing seats (or adding some) clears the mark.
     */
    async markLowSeatAlertSent(licenseId: string, options: { tx?: Tx } = {}): Promise<boolean> {
      return within(options.tx, async (tx) => {
        const [row] = await tx.select().from(licenses).where(eq(licenses.id, licenseId)).for('update');
        if (!row || row.lowSeatAlertAt || !isLowOnSeats({ ...row, usedLicenses: row.seatsUsed }))
          return { result: false, districtId: null };
        await tx.update(licenses).set({ lowSeatAlertAt: sql`now()` }).where(eq(licenses.id, row.id));
        await store.record(tx, row, null, 'low_seat_alert_sent', {
          freeSeats: row.licenseCount - row.seatsUsed,
        });
        return { result: true, districtId: row.districtId };
      });
    },
  };
}
export type LicenseReminders = ReturnType<typeof createLicenseReminders>;
