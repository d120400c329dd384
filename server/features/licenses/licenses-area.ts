import {
  type ExportFormat,
  LICENSE_IMPORT_REPORT_MAX,
  type LicenseFilter,
  LICENSE_MESSAGES as M,
} from '../../../domain/licenses.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import type { Identity } from '../../auth/identity.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { licensesCsv, licensesXlsx, readLicenseCsv } from './license-files.ts';
import { createLicenseImport } from './license-import.ts';
import { createLicenseSeats } from './license-seats.ts';
import { createLicenseStore, type LicensesDeps } from './license-store.ts';
import { createLicensesService } from './licenses.service.ts';

/** How long a list or cards answer may be reused when no change is heard of. */
const ANSWER_CACHE_MS = 2000;

/**
 * License Tracking as its routes use it: the service, the seats and the import, with the list's
 * and the cards' answers kept briefly. Every open screen reads those and every change refreshes
 * them, so their serialized answers are kept per district, cost visibility and filter. A change
 * made here clears them before its answer goes out; one made on another server, when its event
 * arrives; the time limit bounds the rest. `close` stops listening for those events.
 */
export function createLicensesArea({ db, bus }: Omit<LicensesDeps, 'onChange'>) {
  const answers = createAnswerCache(ANSWER_CACHE_MS);
  const close = bus.subscribe((e) => {
    if (e.type === 'license_changed') answers.clear();
  });
  const store = createLicenseStore({ db, bus, onChange: () => answers.clear() });
  const service = createLicensesService(store);
  const importLicenses = createLicenseImport(store);
  /**
   * The cache key of an answer for this caller: district (resolved, 404 as ever) and cost
   * visibility. The district's day is not in it: an answer lives 2 s, so one kept over its
   * midnight is stale for at most that long.
   */
  const scopeKey = (identity: Identity, requested: string | undefined) =>
    `${resolveDistrict(identity, requested)}|${store.showCosts(identity)}`;

  return {
    ...service,
    seats: createLicenseSeats(store),
    close,

    /** The list's answer, serialized (bytes of the JSON the list schema describes). */
    listAnswer(identity: Identity, query: LicenseFilter & { districtId?: string }): Promise<Buffer> {
      const { districtId, status = 'all', category = 'all', q = '' } = query;
      const key = `list|${scopeKey(identity, districtId)}|${status}|${category}|${q.toLowerCase()}`;
      return answers.get(key, () => service.list(identity, districtId, query));
    },

    /** The cards' answer, serialized likewise. */
    summaryAnswer(identity: Identity, districtId: string | undefined): Promise<Buffer> {
      const key = `summary|${scopeKey(identity, districtId)}`;
      return answers.get(key, () => service.summary(identity, districtId));
    },

    /** The export's file: CSV text or a workbook's bytes, and how many licenses it holds. */
    async exportFile(
      identity: Identity,
      query: LicenseFilter & { districtId?: string; format: ExportFormat },
    ): Promise<{ body: string | Buffer; count: number }> {
      const list = await service.exportList(identity, query.districtId, query);
      const body = query.format === 'xlsx' ? await licensesXlsx(list) : licensesCsv(list);
      return { body, count: list.length };
    },

    /**
     * Imports a CSV's text (a dry run, or for real); a real import with any rejected row adds
     * nothing and answers 400 naming the first rows rejected.
     */
    async importCsv(identity: Identity, requested: string | undefined, csv: string, dryRun: boolean) {
      const report = await importLicenses(identity, requested, readLicenseCsv(csv), dryRun);
      if (!dryRun && report.rejectedCount > 0)
        throw new HttpError(
          400,
          M.importHasErrors(report.rejectedCount),
          {},
          report.rejected
            .slice(0, LICENSE_IMPORT_REPORT_MAX)
            .map((r) => ({ path: `rows.${r.row - 2}`, message: `Row ${r.row}: ${r.reasons.join('; ')}` })),
        );
      return report;
    },
  };
}
