import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  canCancelOffboarding,
  DELETION_BATCH,
  deleteAtOf,
  OFFBOARDING_MESSAGES,
  type Offboarding,
  type startOffboardingSchema,
} from '../../../domain/offboarding.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { actorLabel, type Identity } from '../../auth/identity.ts';
import { announceIdentityChange } from '../../auth/identity-events.ts';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  districtBackups,
  districtOffboardings,
  districts,
  vaultDistrictKeys,
} from '../../db/schema/index.ts';
import { JOBS_SCHEMA, type JobQueue } from '../../jobs/queue.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { makeDistrictArchive } from '../bulk-operations/index.ts';
import { certificatePdf } from './certificate-pdf.ts';
import { countRows, deleteBatch, deletionPlan } from './deletion-plan.ts';

export const OFFBOARDING_ARCHIVE_JOB = 'offboarding.archive';
export const OFFBOARDING_DELETE_JOB = 'offboarding.delete';
/** Every 10 minutes: deletions whose confirmation period is over start, interrupted ones go on. */
export const OFFBOARDING_SWEEP_CRON = '*/10 * * * *';

type Row = typeof districtOffboardings.$inferSelect;
type StartInput = z.output<typeof startOffboardingSchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A pass over every table deletes what a user added meanwhile; after this many, the district row's cascade does. */
const MAX_PASSES = 5;

function toOffboarding(row: Row, tablesTotal: number | null): Offboarding {
  const counts = row.deletedCounts ?? {};
  return {
    id: row.id,
    districtId: row.formerDistrictId,
    districtName: row.districtName,
    districtCode: row.districtCode,
    status: row.status,
    deleteAfterDays: row.deleteAfterDays,
    requestedBy: row.requestedByLabel,
    requestedAt: row.requestedAt.toISOString(),
    archive: {
      readyAt: iso(row.archiveReadyAt),
      sha256: row.archiveSha256,
      sizeBytes: row.archiveSizeBytes,
      // The backup row goes with the district's data.
      backupId: row.status === 'deleted' || row.status === 'deleting' ? null : row.archiveBackupId,
    },
    deleteAt: iso(row.deleteAt),
    deletionStartedAt: iso(row.deletionStartedAt),
    keyDestroyedAt: iso(row.keyDestroyedAt),
    deletedAt: iso(row.deletedAt),
    cancelledAt: iso(row.cancelledAt),
    cancelledBy: row.cancelledByLabel,
    deletedCounts: counts,
    progress:
      row.status === 'deleting' && tablesTotal !== null
        ? {
            tablesDone: Math.min(Object.keys(counts).length, tablesTotal),
            tablesTotal,
            rowsDeleted: Object.values(counts).reduce((a, b) => a + b, 0),
          }
        : null,
    error: row.error,
  };
}

/**
 * District offboarding (docs/product.md#district-offboarding): the requests of Five Star, and the
 * background steps (archive, the sweep of due deletions, the deletion itself).
 */
export function createOffboardingService({ db, bus, queue }: { db: Db; bus: EventBus; queue: JobQueue }) {
  async function latestOf(districtId: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(districtOffboardings)
      .where(eq(districtOffboardings.formerDistrictId, districtId))
      .orderBy(desc(districtOffboardings.requestedAt))
      .limit(1);
    return row;
  }

  async function districtExists(districtId: string): Promise<boolean> {
    const [row] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, districtId));
    return Boolean(row);
  }

  async function answer(row: Row): Promise<Offboarding> {
    return toOffboarding(row, row.status === 'deleting' ? (await deletionPlan(db)).length + 1 : null);
  }

  /** Adds `n` rows of `table` to the record's counts (in the transaction that deleted them). */
  const addCount = (id: string, table: string, n: number) =>
    sql`update district_offboardings set deleted_counts = jsonb_set(coalesce(deleted_counts, '{}'::jsonb), ${`{${table}}`}::text[], to_jsonb(coalesce((deleted_counts ->> ${table})::int, 0) + ${n}::int)) where id = ${id}`;

  /** Starts the deletion of every offboarding whose confirmation period is over; resumes interrupted ones. */
  async function sweep(now = new Date()): Promise<number> {
    await db
      .update(districtOffboardings)
      .set({ status: 'deleting', deletionStartedAt: now })
      .where(
        and(
          eq(districtOffboardings.status, 'waiting'),
          sql`${districtOffboardings.deleteAt} <= ${now.toISOString()}::timestamptz`,
        ),
      );
    const deleting = await db
      .select({ id: districtOffboardings.id })
      .from(districtOffboardings)
      .where(eq(districtOffboardings.status, 'deleting'));
    let sent = 0;
    for (const { id } of deleting) {
      // One deletion job at a time per offboarding: a running or queued one goes on by itself.
      const { rows } = await db.execute(
        sql`select 1 from ${sql.raw(JOBS_SCHEMA)}.job where name = ${OFFBOARDING_DELETE_JOB}
            and data ->> 'offboardingId' = ${id} and state in ('created', 'retry', 'active') limit 1`,
      );
      if (rows.length > 0) continue;
      await queue.send(OFFBOARDING_DELETE_JOB, { offboardingId: id }, { key: id });
      sent++;
    }
    return sent;
  }

  return {
    sweep,

    async start(actor: Identity, districtId: string, input: StartInput): Promise<Offboarding> {
      const [district] = await db.select().from(districts).where(eq(districts.id, districtId));
      if (!district) throw notFound(OFFBOARDING_MESSAGES.districtNotFound);
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(districtOffboardings)
            .values({
              formerDistrictId: district.id,
              districtName: district.name,
              districtCode: district.code,
              deleteAfterDays: input.deleteAfterDays,
              requestedBy: actor.userId,
              requestedByLabel: actorLabel(actor),
            })
            .returning();
          // Provider-level: the district's own audit rows are deleted with it.
          await recordAudit(tx, actor, {
            action: 'district.offboarding_started',
            districtId: null,
            target: `${district.name} (${district.code})`,
            after: { districtId: district.id, deleteAfterDays: input.deleteAfterDays },
          });
          await queue.send(OFFBOARDING_ARCHIVE_JOB, { offboardingId: created!.id }, { tx });
          return created!;
        });
        return answer(row);
      } catch (err) {
        if (isUniqueViolation(err, 'district_offboardings_active_key'))
          throw conflict(OFFBOARDING_MESSAGES.alreadyActive);
        throw err;
      }
    },

    /** The district's latest offboarding; it answers for a district already deleted too. */
    async get(districtId: string): Promise<{ offboarding: Offboarding | null }> {
      const row = await latestOf(districtId);
      if (!row && !(await districtExists(districtId))) throw notFound(OFFBOARDING_MESSAGES.districtNotFound);
      return { offboarding: row ? await answer(row) : null };
    },

    async list(): Promise<Offboarding[]> {
      const rows = await db
        .select()
        .from(districtOffboardings)
        .orderBy(desc(districtOffboardings.requestedAt));
      const total = rows.some((r) => r.status === 'deleting') ? (await deletionPlan(db)).length + 1 : null;
      return rows.map((r) => toOffboarding(r, total));
    },

    async cancel(actor: Identity, districtId: string): Promise<Offboarding> {
      const row = await latestOf(districtId);
      if (!row && !(await districtExists(districtId))) throw notFound(OFFBOARDING_MESSAGES.districtNotFound);
      if (!row || !canCancelOffboarding(row.status))
        throw conflict(
          row && ['deleting', 'deleted'].includes(row.status)
            ? OFFBOARDING_MESSAGES.tooLateToCancel
            : OFFBOARDING_MESSAGES.notActive,
        );
      const cancelled = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(districtOffboardings)
          .set({ status: 'cancelled', cancelledAt: new Date(), cancelledByLabel: actorLabel(actor) })
          .where(
            and(
              eq(districtOffboardings.id, row.id),
              inArray(districtOffboardings.status, ['archiving', 'waiting']),
            ),
          )
          .returning();
        if (!updated) return null;
        await recordAudit(tx, actor, {
          action: 'district.offboarding_cancelled',
          districtId: null,
          target: `${row.districtName} (${row.districtCode})`,
          after: { districtId },
        });
        return updated;
      });
      // The sweep took it meanwhile.
      if (!cancelled) throw conflict(OFFBOARDING_MESSAGES.tooLateToCancel);
      return answer(cancelled);
    },

    /** The certificate of deletion of the district's deleted offboarding. */
    async certificate(districtId: string): Promise<{ fileName: string; body: Buffer }> {
      const [deleted] = await db
        .select()
        .from(districtOffboardings)
        .where(
          and(
            eq(districtOffboardings.formerDistrictId, districtId),
            eq(districtOffboardings.status, 'deleted'),
          ),
        )
        .orderBy(desc(districtOffboardings.deletedAt))
        .limit(1);
      if (!deleted) {
        if (!(await latestOf(districtId)) && !(await districtExists(districtId)))
          throw notFound(OFFBOARDING_MESSAGES.districtNotFound);
        throw conflict(OFFBOARDING_MESSAGES.certificateNotReady);
      }
      const code = deleted.districtCode.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
      return {
        fileName: `${code}-certificate-of-deletion.pdf`,
        body: await certificatePdf(toOffboarding(deleted, null), new Date()),
      };
    },

    /**
     * The archive step: the district's backup (as a backup operation makes it), kept in
     * district_backups for Five Star to hand over, its SHA-256 and size recorded; then the
     * confirmation period runs (none: the deletion starts at once).
     */
    async makeArchive(offboardingId: string): Promise<void> {
      const [row] = await db
        .select()
        .from(districtOffboardings)
        .where(eq(districtOffboardings.id, offboardingId));
      if (row?.status !== 'archiving') return;
      // One consistent view of every table.
      const made = await db.transaction((tx) => makeDistrictArchive(tx, row.formerDistrictId), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
      const sha256 = createHash('sha256').update(made.archive).digest('hex');
      const ready = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: districtOffboardings.status })
          .from(districtOffboardings)
          .where(eq(districtOffboardings.id, offboardingId))
          .for('update');
        // Cancelled while the archive was made.
        if (current?.status !== 'archiving') return false;
        const [backup] = await tx
          .insert(districtBackups)
          .values({
            districtId: row.formerDistrictId,
            fileName: made.fileName,
            sizeBytes: made.archive.length,
            archive: made.archive,
          })
          .returning({ id: districtBackups.id });
        const now = new Date();
        await tx
          .update(districtOffboardings)
          .set({
            status: 'waiting',
            archiveBackupId: backup!.id,
            archiveSha256: sha256,
            archiveSizeBytes: made.archive.length,
            archiveReadyAt: now,
            deleteAt: deleteAtOf(now, row.deleteAfterDays),
            error: null,
          })
          .where(eq(districtOffboardings.id, offboardingId));
        return true;
      });
      if (ready && row.deleteAfterDays === 0) await sweep();
    },

    /** The archive could not be made after its last try: the offboarding failed (another may be started). */
    async archiveFailed(offboardingId: string, error: string): Promise<void> {
      await db
        .update(districtOffboardings)
        .set({ status: 'failed', error: error.slice(0, 1000) })
        .where(and(eq(districtOffboardings.id, offboardingId), eq(districtOffboardings.status, 'archiving')));
    },

    /**
     * The deletion: the district's data key first (a sealed value left in an older backup can no
     * longer be opened), then every table of the plan in batches, children first, each batch
     * counted in the transaction that deletes it, then the district row. A run that stops goes on
     * from where it was at the next (deleting twice deletes nothing more).
     */
    async deleteDistrict(offboardingId: string): Promise<void> {
      const [row] = await db
        .select()
        .from(districtOffboardings)
        .where(eq(districtOffboardings.id, offboardingId));
      if (row?.status !== 'deleting') return;
      const districtId = row.formerDistrictId;
      try {
        if (!row.keyDestroyedAt)
          await db.transaction(async (tx) => {
            // Overwritten, then deleted: no wrapped key remains in the row's last version either.
            await tx
              .update(vaultDistrictKeys)
              .set({ wrappedKey: 'destroyed' })
              .where(eq(vaultDistrictKeys.districtId, districtId));
            const gone = await tx
              .delete(vaultDistrictKeys)
              .where(eq(vaultDistrictKeys.districtId, districtId))
              .returning({ id: vaultDistrictKeys.districtId });
            await tx.execute(addCount(offboardingId, 'vault_district_keys', gone.length));
            await tx
              .update(districtOffboardings)
              .set({ keyDestroyedAt: new Date() })
              .where(eq(districtOffboardings.id, offboardingId));
          });
        const plan = await deletionPlan(db);
        for (let pass = 0; pass < MAX_PASSES; pass++) {
          let deleted = 0;
          for (const step of plan) {
            for (;;) {
              const n = await db.transaction(async (tx) => {
                const result = await tx.execute(deleteBatch(step, districtId, DELETION_BATCH));
                const count = result.rowCount ?? 0;
                // Each table is recorded once reached (0 rows too): the progress counts them.
                if (count > 0 || pass === 0) await tx.execute(addCount(offboardingId, step.table, count));
                return count;
              });
              deleted += n;
              if (n < DELETION_BATCH) break;
            }
          }
          if (deleted === 0) break;
        }
        const done = await db.transaction(async (tx) => {
          const [current] = await tx
            .select({ status: districtOffboardings.status })
            .from(districtOffboardings)
            .where(eq(districtOffboardings.id, offboardingId))
            .for('update');
          if (current?.status !== 'deleting') return null;
          const gone = await tx
            .delete(districts)
            .where(eq(districts.id, districtId))
            .returning({ id: districts.id });
          await tx.execute(addCount(offboardingId, 'districts', gone.length));
          const [finished] = await tx
            .update(districtOffboardings)
            .set({ status: 'deleted', deletedAt: new Date(), error: null })
            .where(eq(districtOffboardings.id, offboardingId))
            .returning();
          const total = Object.values(finished!.deletedCounts ?? {}).reduce((a, b) => a + b, 0);
          await tx.insert(auditLog).values({
            actorId: null,
            actorLabel: `Offboarding requested by ${row.requestedByLabel}`,
            districtId: null,
            action: 'district.offboarding_completed',
            target: `${row.districtName} (${row.districtCode})`,
            after: { districtId, rowsDeleted: total, archiveSha256: row.archiveSha256 },
          });
          return finished;
        });
        if (!done) return;
        await announceIdentityChange(bus, { districtId });
        await bus.publish({ type: 'internal:districts_changed', districtId: null, data: { districtId } });
      } catch (err) {
        await db
          .update(districtOffboardings)
          .set({ error: (err instanceof Error ? err.message : String(err)).slice(0, 1000) })
          .where(eq(districtOffboardings.id, offboardingId));
        throw err;
      }
    },

    /** Rows of the district still found by the plan (0 once deleted): for tests and checks. */
    async remainingRows(districtId: string): Promise<Record<string, number>> {
      const left: Record<string, number> = {};
      for (const step of await deletionPlan(db)) {
        const { rows } = await db.execute<{ n: number }>(countRows(step, districtId));
        if ((rows[0]?.n ?? 0) > 0) left[step.table] = rows[0]!.n;
      }
      return left;
    },
  };
}
