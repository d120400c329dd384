import { sql } from 'drizzle-orm';
import {
  checkLicenseImport,
  importPreview,
  LICENSE_IMPORT_REPORT_MAX,
  type LicenseImportReport,
  type LicenseImportRow,
  type ValidLicenseRow,
} from '../../../domain/licenses.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import { recordActivity } from '../../db/activity-log.ts';
import type { Tx } from '../../db/client.ts';
import { licenses } from '../../db/schema/index.ts';
import type { LicenseStore } from './license-store.ts';
import { storedFields } from './licenses.service.ts';

/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters in one). */
const CHUNK = 1000;

/**
 * Import from CSV: a dry run checks every row with Add License's rules and answers a preview and
 * the rejected rows; a real import adds every row in one transaction, or none when any row is
 * rejected (the report then says why, and the route answers 400).
 */
export function createLicenseImport(store: LicenseStore) {
  const { db, today, showCosts, changed, record, existingLicenses } = store;

  async function insert(tx: Tx, districtId: string, actor: Identity, valid: ValidLicenseRow[]) {
    for (let i = 0; i < valid.length; i += CHUNK) {
      const inserted = await tx
        .insert(licenses)
        .values(
          valid.slice(i, i + CHUNK).map((row) => ({
            ...storedFields(row),
            districtId,
            createdBy: actor.userId,
            cancelledAt: row.cancelled ? (sql`now()` as unknown as Date) : null,
          })),
        )
        .returning({ id: licenses.id, districtId: licenses.districtId });
      await record(tx, inserted, actor, 'imported');
    }
    await recordActivity(tx, {
      districtId,
      actorId: actor.userId,
      action: 'licenses_imported',
      summary: `${valid.length} ${valid.length === 1 ? 'license was' : 'licenses were'} imported from CSV`,
    });
  }

  return async function importLicenses(
    actor: Identity,
    requested: string | undefined,
    rows: LicenseImportRow[],
    dryRun: boolean,
  ): Promise<LicenseImportReport> {
    const districtId = resolveDistrict(actor, requested);
    const day = await today(districtId);
    const report = (
      checked: ReturnType<typeof checkLicenseImport>,
      created: number,
    ): LicenseImportReport => ({
      dryRun,
      total: rows.length,
      valid: checked.valid.length,
      created,
      rejectedCount: checked.rejected.length,
      rejected: checked.rejected.slice(0, LICENSE_IMPORT_REPORT_MAX),
      preview: importPreview(checked.valid, day, showCosts(actor)),
    });
    const result = await db.transaction(async (tx) => {
      const checked = checkLicenseImport(rows, await existingLicenses(tx, districtId));
      if (dryRun || checked.rejected.length) return report(checked, 0);
      await insert(tx, districtId, actor, checked.valid);
      return report(checked, checked.valid.length);
    });
    if (result.created > 0) await changed(districtId, { action: 'imported', count: result.created });
    return result;
  };
}
