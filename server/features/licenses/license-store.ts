import { and, eq, ne, sql } from 'drizzle-orm';
import {
  canSeeLicenseCosts,
  type ExistingLicenses,
  isLowOnSeats,
  isoDay,
  type LicenseHistoryDetails,
  type LicenseHistoryEntry,
  licenseKey,
  LICENSE_MESSAGES as M,
} from '../../../domain/licenses.ts';
import { visibleRow } from '../../access/tenancy.ts';
import { displayName, type Identity } from '../../auth/identity.ts';
import type { Db, Tx } from '../../db/client.ts';
import { licenseHistory, licenses } from '../../db/schema/index.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { readDistrictSettings } from '../settings/index.ts';
import type { WebhookOutbox } from '../webhooks/index.ts';
import { type LicenseRow, licenseColumns } from './license-rows.ts';

export interface LicensesDeps {
  db: Db;
  bus: EventBus;
  /** Called after every committed change of a district's licenses, before other servers hear of it. */
  onChange?: (districtId: string) => void;
  /** The webhooks' enqueue (the renewal reminders send `license.expiring`). */
  webhooks?: WebhookOutbox;
}

/** Who a history entry names when the portal itself acted (reminders, alerts). */
export const PORTAL_ACTOR = 'Five Star Portal';

/**
 * What every part of License Tracking shares: the day it is, who sees costs, the history, the
 * license looked up (and locked) for a caller, the save that keeps the low-seat alert right, and
 * the news of a change.
 */
export function createLicenseStore({ db, bus, onChange }: LicensesDeps) {
  return {
    db,
    /** The district's today, in its time zone: every status and day count a person reads is on it. */
    async today(districtId: string, now: Date = new Date()): Promise<string> {
      return isoDay(now, (await readDistrictSettings(db, districtId)).timezone);
    },
    showCosts: (actor: Identity) => canSeeLicenseCosts(actor.role),

    /** After the commit: this server's cached answers at once, then every browser and server of the district. */
    async changed(districtId: string, data: Record<string, unknown>) {
      onChange?.(districtId);
      await bus.publish({ type: 'license_changed', districtId, data }).catch(() => {});
    },

    /** Records what happened to licenses, in the transaction that made it happen (actor null: the portal). */
    async record(
      tx: Pick<Tx, 'insert'>,
      rows: { id: string; districtId: string } | { id: string; districtId: string }[],
      actor: Identity | null,
      action: LicenseHistoryEntry['action'],
      details: LicenseHistoryDetails = {},
    ) {
      const list = Array.isArray(rows) ? rows : [rows];
      if (list.length === 0) return;
      const actorName = actor ? displayName(actor) : PORTAL_ACTOR;
      await tx.insert(licenseHistory).values(
        list.map((row) => ({
          districtId: row.districtId,
          licenseId: row.id,
          action,
          details,
          actorId: actor?.userId ?? null,
          actorName,
        })),
      );
    },

    /**
     * The district's licenses by name and vendor (licenseKey), but `exceptId`, after taking the
     * district's lock of names in `tx`: adds, edits and imports of one district check for
     * duplicates one at a time, so two at once cannot both pass.
     */
    async existingLicenses(tx: Tx, districtId: string, exceptId?: string): Promise<ExistingLicenses> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`license-names:${districtId}`}))`);
      const rows = await tx
        .select({ name: licenses.name, vendor: licenses.vendor })
        .from(licenses)
        .where(and(eq(licenses.districtId, districtId), exceptId ? ne(licenses.id, exceptId) : undefined));
      return new Map(rows.map((r) => [licenseKey(r.name, r.vendor), r]));
    },

    /** A license the caller may see, else 404 (another district's looks missing). */
    async find(actor: Identity, id: string, requested?: string): Promise<LicenseRow> {
      const [row] = await db.select(licenseColumns).from(licenses).where(eq(licenses.id, id));
      return visibleRow(actor, row, M.notFound, requested);
    },

    /** The same, locked for a change in `tx`. */
    async lock(tx: Tx, actor: Identity, id: string, requested?: string): Promise<LicenseRow> {
      const [row] = await tx.select(licenseColumns).from(licenses).where(eq(licenses.id, id)).for('update');
      return visibleRow(actor, row, M.notFound, requested);
    },

    /**
     * Saves `set` on a locked license and answers it as stored. A license no longer low on seats
     * forgets its low-seat alert, so the next time seats run low the alert goes out again.
     */
    async save(tx: Tx, id: string, set: Partial<typeof licenses.$inferInsert>): Promise<LicenseRow> {
      const [after] = await tx
        .update(licenses)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(licenses.id, id))
        .returning(licenseColumns);
      const row = after!;
      if (row.lowSeatAlertAt && !isLowOnSeats({ ...row, usedLicenses: row.seatsUsed })) {
        await tx.update(licenses).set({ lowSeatAlertAt: null }).where(eq(licenses.id, id));
        return { ...row, lowSeatAlertAt: null };
      }
      return row;
    },
  };
}
export type LicenseStore = ReturnType<typeof createLicenseStore>;
