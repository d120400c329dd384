import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { daysBetween, isoDay, settledReminderSteps } from '../../../domain/license-rules.ts';
import { AGREEMENT_REMINDER_DAYS, dueAgreementReminder } from '../../../domain/privacy-agreements.ts';
import type { Db, Tx } from '../../db/client.ts';
import { licenses, vendorAgreements } from '../../db/schema/index.ts';

/** An expiry reminder to send: one step of the ladder, for the agreement's current expiry date. */
export interface DueAgreementReminder {
  agreementId: string;
  districtId: string;
  licenseId: string | null;
  appName: string;
  vendor: string;
  /** Days before expiry this step stands for (90, 60, 30 or 7). */
  step: number;
  /** The expiry date it is about: pass it to markSent. */
  expiresAt: string;
  daysLeft: number;
}

const furthestStep = Math.max(...AGREEMENT_REMINDER_DAYS);

/**
 * Expiry reminders of signed agreements (docs/product.md#vendor-agreements), on the license
 * reminders' ladder: what is due, and marking a step sent for an expiry date (a new date starts
 * again: the save clears `reminders_sent`).
 */
export function createAgreementReminders({ db }: { db: Db }) {
  return {
    /** Reminders due on `now`'s day: signed agreements expiring within the ladder, of apps still in use. */
    async findDue(
      now: Date = new Date(),
      options: { districtId?: string } = {},
    ): Promise<DueAgreementReminder[]> {
      const today = isoDay(now);
      const rows = await db
        .select({
          id: vendorAgreements.id,
          districtId: vendorAgreements.districtId,
          licenseId: vendorAgreements.licenseId,
          appName: sql<string>`coalesce(${licenses.name}, ${vendorAgreements.appName}, '')`,
          vendor: sql<string>`coalesce(${licenses.vendor}, ${vendorAgreements.vendor}, '')`,
          dpaStatus: vendorAgreements.dpaStatus,
          expiresAt: vendorAgreements.expiresAt,
          remindersSent: vendorAgreements.remindersSent,
        })
        .from(vendorAgreements)
        .leftJoin(licenses, eq(licenses.id, vendorAgreements.licenseId))
        .where(
          and(
            options.districtId ? eq(vendorAgreements.districtId, options.districtId) : undefined,
            eq(vendorAgreements.dpaStatus, 'signed'),
            isNotNull(vendorAgreements.expiresAt),
            sql`${vendorAgreements.expiresAt} >= ${today}::date`,
            sql`${vendorAgreements.expiresAt} - ${today}::date <= ${furthestStep}`,
            or(isNull(vendorAgreements.licenseId), isNull(licenses.cancelledAt)),
          ),
        );
      return rows.flatMap((r) => {
        const step = dueAgreementReminder(r, today);
        if (step === null || !r.expiresAt) return [];
        return [
          {
            agreementId: r.id,
            districtId: r.districtId,
            licenseId: r.licenseId,
            appName: r.appName,
            vendor: r.vendor,
            step,
            expiresAt: r.expiresAt,
            daysLeft: daysBetween(today, r.expiresAt),
          },
        ];
      });
    },

    /**
     * Marks a step sent (and the steps further out, superseded) for the expiry date given. False
     * when already marked, when the agreement is gone, or when its expiry date has changed since.
     */
    async markSent(agreementId: string, step: number, expiresAt: string, tx?: Tx): Promise<boolean> {
      const run = async (t: Tx) => {
        const [row] = await t
          .select({ expiresAt: vendorAgreements.expiresAt, remindersSent: vendorAgreements.remindersSent })
          .from(vendorAgreements)
          .where(eq(vendorAgreements.id, agreementId))
          .for('update');
        if (!row || row.expiresAt !== expiresAt || row.remindersSent.includes(step)) return false;
        const sent = [
          ...new Set([...row.remindersSent, ...settledReminderSteps(AGREEMENT_REMINDER_DAYS, step)]),
        ].sort((a, b) => b - a);
        await t
          .update(vendorAgreements)
          .set({ remindersSent: sent })
          .where(eq(vendorAgreements.id, agreementId));
        return true;
      };
      return tx ? run(tx) : db.transaction(run);
    },
  };
}
