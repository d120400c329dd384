import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import {
  checkWarrantyRows,
  latestBySerial,
  WARRANTY_MESSAGES as M,
  needsLookup,
  WARRANTY_ADAPTER_MAKES,
  WARRANTY_IMPORT_MAX_ROWS,
  WARRANTY_RUN_MAX,
  type WarrantyAdapter,
  type WarrantyAdapterName,
  type WarrantyImportReport,
  type WarrantyLookup,
  type WarrantyLookupInput,
  warrantyColumnsOf,
} from '../../../domain/warranty.ts';
import type { Identity } from '../../auth/identity.ts';
import { open, seal } from '../../crypto/seal.ts';
import type { Db } from '../../db/client.ts';
import { assets, warrantyLookups } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { type RemoteCallOptions, RemoteError } from '../../lib/remote-http.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { createVaultKeys } from '../vault/index.ts';
import { type DellCredentials, dellAdapter } from './dell-adapter.ts';

export const WARRANTY_LOOKUP_JOB = 'warranty.lookup';

/** What the credentials are sealed to: the district's look-up (copied to another row, they do not open). */
export const warrantyCredentialContext = (districtId: string) => `warranty-lookup:${districtId}`;

const today = () => new Date().toISOString().slice(0, 10);

export interface WarrantyDeps {
  db: Db;
  bus: EventBus;
  queue: JobQueue;
  masterKey: Buffer;
  remote: RemoteCallOptions;
}

/** The adapter of a saved look-up, with its opened credentials. */
function adapterOf(
  name: WarrantyAdapterName,
  creds: DellCredentials,
  remote: RemoteCallOptions,
): WarrantyAdapter {
  switch (name) {
    case 'dell':
      return dellAdapter(creds, remote);
  }
}

/**
 * Warranty end dates (see docs/product.md#warranty): a district's look-up (adapter, sealed
 * credentials) run as a background job that fills `warranty_ends_on` by serial, and the CSV import
 * of what the makers' portals export.
 */
export function createWarrantyService({ db, bus, queue, masterKey, remote }: WarrantyDeps) {
  const keys = createVaultKeys(db, masterKey);

  /** The district's assets a run would look up (at most a run's worth). */
  async function dueAssets(districtId: string, adapter: WarrantyAdapterName) {
    const rows = await db
      .select({
        id: assets.id,
        serialNumber: assets.serialNumber,
        manufacturer: assets.manufacturer,
        warrantyEndsOn: assets.warrantyEndsOn,
      })
      .from(assets)
      .where(
        and(
          eq(assets.districtId, districtId),
          ne(assets.serialNumber, ''),
          sql`${assets.disposedOn} is null`,
          // A coarse filter in SQL (Postgres has no \b); needsLookup checks the make exactly.
          sql`${assets.manufacturer} ~* ${WARRANTY_ADAPTER_MAKES[adapter].source.replaceAll('\\b', '')}`,
        ),
      );
    const day = today();
    return rows.filter((r) => needsLookup(r, adapter, day)).slice(0, WARRANTY_RUN_MAX);
  }

  async function answer(districtId: string): Promise<WarrantyLookup> {
    const [row] = await db.select().from(warrantyLookups).where(eq(warrantyLookups.districtId, districtId));
    const adapter = (row?.adapter ?? 'dell') as WarrantyAdapterName;
    return {
      configured: !!row,
      adapter,
      enabled: row?.enabled ?? false,
      credentialsSaved: !!row?.credentialsSealed,
      running: row?.lastResult?.message === M.running,
      lastRunAt: row?.lastRunAt?.toISOString() ?? null,
      lastResult: row?.lastResult ?? null,
      due: (await dueAssets(districtId, adapter)).length,
    };
  }

  async function record(
    districtId: string,
    result: { looked: number; found: number; failed: number; message: string },
  ) {
    await db
      .update(warrantyLookups)
      .set({ lastRunAt: new Date(), lastResult: result, updatedAt: new Date() })
      .where(eq(warrantyLookups.districtId, districtId));
    await bus.publish({ type: 'asset_updated', districtId, data: { warranty: true } }).catch(() => {});
  }

  return {
    read: answer,

    async save(_actor: Identity, districtId: string, input: WarrantyLookupInput) {
      const [before] = await db
        .select()
        .from(warrantyLookups)
        .where(eq(warrantyLookups.districtId, districtId));
      if (input.enabled && !input.credentials && !before?.credentialsSealed)
        throw badRequest(M.credentialsRequired);
      await db.transaction(async (tx) => {
        const sealed = input.credentials
          ? seal(
              (await keys.keysOf(districtId, tx)).dataKey,
              JSON.stringify(input.credentials),
              warrantyCredentialContext(districtId),
            )
          : undefined;
        const values = {
          adapter: input.adapter,
          enabled: input.enabled,
          ...(sealed ? { credentialsSealed: sealed } : {}),
          updatedAt: new Date(),
        };
        await tx
          .insert(warrantyLookups)
          .values({ districtId, ...values })
          .onConflictDoUpdate({ target: warrantyLookups.districtId, set: values });
      });
      return answer(districtId);
    },

    /**
     * The weekly run: queues the look-up of every district that has it set up and turned on (a
     * run already queued or running is not queued again). Answers how many were queued.
     */
    async queueEnabled(): Promise<number> {
      const rows = await db
        .select({ districtId: warrantyLookups.districtId, lastResult: warrantyLookups.lastResult })
        .from(warrantyLookups)
        .where(and(eq(warrantyLookups.enabled, true), isNotNull(warrantyLookups.credentialsSealed)));
      const due = rows.filter((r) => r.lastResult?.message !== M.running);
      for (const { districtId } of due) await this.queueRun(districtId);
      return due.length;
    },

    /** Queues the look-up (once: a run already queued or running is not queued again). */
    async queueRun(districtId: string) {
      const [row] = await db.select().from(warrantyLookups).where(eq(warrantyLookups.districtId, districtId));
      if (!row?.credentialsSealed) throw badRequest(M.notConfigured);
      if (!row.enabled) throw badRequest(M.disabled);
      if (row.lastResult?.message === M.running) return { queued: true, message: M.queued };
      await db.transaction(async (tx) => {
        await tx
          .update(warrantyLookups)
          .set({ lastResult: { looked: 0, found: 0, failed: 0, message: M.running } })
          .where(eq(warrantyLookups.districtId, districtId));
        await queue.send(WARRANTY_LOOKUP_JOB, { districtId }, { tx, key: `warranty:${districtId}` });
      });
      return { queued: true, message: M.queued };
    },

    /** The job: looks the due assets up in batches and sets the end dates found; records the result. */
    async run(districtId: string) {
      const [row] = await db.select().from(warrantyLookups).where(eq(warrantyLookups.districtId, districtId));
      if (!row) return;
      if (!row.enabled || !row.credentialsSealed) {
        await record(districtId, { looked: 0, found: 0, failed: 0, message: M.notConfigured });
        return;
      }
      const result = { looked: 0, found: 0, failed: 0, message: '' };
      try {
        const { dataKey } = await keys.keysOf(districtId);
        const creds = JSON.parse(open(dataKey, row.credentialsSealed, warrantyCredentialContext(districtId)));
        const adapter = adapterOf(row.adapter as WarrantyAdapterName, creds, remote);
        const due = await dueAssets(districtId, adapter.name);
        if (due.length === 0) result.message = M.nothingToLook;
        for (let i = 0; i < due.length; i += adapter.batchSize) {
          const batch = due.slice(i, i + adapter.batchSize);
          result.looked += batch.length;
          let findings: Awaited<ReturnType<WarrantyAdapter['lookup']>>;
          try {
            findings = await adapter.lookup([...new Set(batch.map((a) => a.serialNumber.trim()))]);
          } catch (err) {
            result.failed += batch.length;
            result.message = err instanceof RemoteError ? err.message : M.answerUnreadable;
            // Refused credentials fail every batch alike: stop here.
            if (err instanceof RemoteError && err.failure === 'credentials') break;
            continue;
          }
          const bySerial = new Map(findings.map((f) => [f.serial.toUpperCase(), f]));
          for (const asset of batch) {
            const f = bySerial.get(asset.serialNumber.trim().toUpperCase());
            if (!f?.endsOn) continue;
            result.found++;
            if (f.endsOn !== asset.warrantyEndsOn)
              await db
                .update(assets)
                .set({ warrantyEndsOn: f.endsOn, updatedAt: new Date() })
                .where(and(eq(assets.id, asset.id), eq(assets.districtId, districtId)));
          }
        }
        if (!result.message) result.message = M.done(result.found, result.looked);
      } catch (err) {
        result.message = err instanceof RemoteError ? err.message : M.answerUnreadable;
        throw err;
      } finally {
        await record(districtId, result);
      }
    },

    /** A CSV of warranty end dates: the preview (dry run), or the dates set in one transaction. */
    async importCsv(
      _actor: Identity,
      districtId: string,
      text: string,
      dryRun: boolean,
    ): Promise<WarrantyImportReport> {
      const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
        header: true,
        skipEmptyLines: 'greedy',
        transformHeader: (h) => h.trim(),
      });
      const columns = warrantyColumnsOf(parsed.meta.fields ?? []);
      if (!columns) throw badRequest(M.importColumns);
      if (parsed.data.length === 0) throw badRequest(M.importEmpty);
      if (parsed.data.length > WARRANTY_IMPORT_MAX_ROWS) throw badRequest(M.importTooManyRows);
      const rows = checkWarrantyRows(parsed.data, columns);
      const rejected = rows.flatMap((r) =>
        'error' in r ? [{ row: r.row, serial: r.serial, message: r.error }] : [],
      );
      const latest = latestBySerial(rows);
      const serials = [...latest.keys()];
      const found =
        serials.length === 0
          ? []
          : await db
              .select({
                id: assets.id,
                assetTag: assets.assetTag,
                name: assets.name,
                serialNumber: assets.serialNumber,
                warrantyEndsOn: assets.warrantyEndsOn,
              })
              .from(assets)
              .where(
                and(
                  eq(assets.districtId, districtId),
                  inArray(sql`upper(trim(${assets.serialNumber}))`, serials),
                ),
              );
      const matched = new Set(found.map((a) => a.serialNumber.trim().toUpperCase()));
      const changes = found.flatMap((a) => {
        const to = latest.get(a.serialNumber.trim().toUpperCase())!;
        return to.endsOn === a.warrantyEndsOn
          ? []
          : [
              {
                id: a.id,
                row: to.row,
                serial: a.serialNumber,
                assetTag: a.assetTag,
                name: a.name,
                from: a.warrantyEndsOn,
                to: to.endsOn,
              },
            ];
      });
      changes.sort((a, b) => a.row - b.row);
      const report: WarrantyImportReport = {
        dryRun,
        total: rows.length,
        valid: rows.length - rejected.length,
        created: 0,
        rejectedCount: rejected.length,
        unmatched: serials.filter((s) => !matched.has(s)).length,
        rejected: rejected.slice(0, 200),
        preview: changes.slice(0, 200).map(({ id: _id, ...c }) => c),
      };
      if (dryRun) return report;
      if (rejected.length > 0) throw badRequest(M.importRejected(rejected.length, rejected[0]!));
      await db.transaction(async (tx) => {
        for (const c of changes)
          await tx
            .update(assets)
            .set({ warrantyEndsOn: c.to, updatedAt: new Date() })
            .where(and(eq(assets.id, c.id), eq(assets.districtId, districtId)));
      });
      if (changes.length > 0)
        await bus
          .publish({ type: 'asset_updated', districtId, data: { warranty: true, count: changes.length } })
          .catch(() => {});
      return { ...report, created: changes.length };
    },
  };
}
