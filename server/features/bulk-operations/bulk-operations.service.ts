import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  BULK_MESSAGES,
  BULK_OPERATION_LABELS,
  type BulkOperation,
  type BulkOperationKind,
  bulkParamsSchemas,
} from '../../../domain/admin.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { actorLabel, type Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { bulkOperationResults, bulkOperations, districtBackups, districts } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { BULK_JOB, countsOf } from './bulk-runner.ts';

type Summary = Omit<BulkOperation, 'results'>;

/** How many past runs the list shows. */
const PAST_RUNS = 50;

/**
 * Bulk operations across districts (see docs/product.md#bulk-operations): started here, run by the
 * job of bulk-runner.ts, read back with each district's outcome.
 */
export function createBulkOperationsService(deps: { db: Db; queue: JobQueue }) {
  const { db, queue } = deps;

  const summaryOf = (
    op: typeof bulkOperations.$inferSelect,
    progress: Awaited<ReturnType<typeof countsOf>>,
  ): Summary => ({
    id: op.id,
    operation: op.operation,
    params: op.params,
    status: op.status,
    dryRun: op.dryRun,
    createdBy: op.createdByLabel,
    createdAt: op.createdAt.toISOString(),
    finishedAt: op.finishedAt?.toISOString() ?? null,
    ...progress,
  });

  return {
    async start(
      actor: Identity,
      input: {
        operation: BulkOperationKind;
        districtIds: string[];
        params: Record<string, unknown>;
        dryRun: boolean;
      },
    ) {
      const params = bulkParamsSchemas[input.operation].parse(input.params) as Record<string, unknown>;
      const ids = [...new Set(input.districtIds)];
      const found = await db.select({ id: districts.id }).from(districts).where(inArray(districts.id, ids));
      if (found.length !== ids.length) throw badRequest('A chosen district no longer exists.');
      return db.transaction(async (tx) => {
        const [op] = await tx
          .insert(bulkOperations)
          .values({
            operation: input.operation,
            params,
            dryRun: input.dryRun,
            createdById: actor.userId,
            createdByLabel: actorLabel(actor),
          })
          .returning();
        await tx
          .insert(bulkOperationResults)
          .values(ids.map((districtId, position) => ({ operationId: op!.id, districtId, position })));
        await recordAudit(tx, actor, {
          action: 'bulk_operation.run',
          districtId: ids.length === 1 ? ids[0]! : null,
          target: `${BULK_OPERATION_LABELS[input.operation]}${input.dryRun ? ' (dry run)' : ''} in ${ids.length} district${ids.length === 1 ? '' : 's'}`,
          after: {
            operationId: op!.id,
            operation: input.operation,
            dryRun: input.dryRun,
            params,
            districtIds: ids,
          },
        });
        await queue.send(BULK_JOB, { operationId: op!.id }, { tx });
        return { id: op!.id, status: op!.status };
      });
    },

    async get(id: string): Promise<BulkOperation> {
      const [op] = await db.select().from(bulkOperations).where(eq(bulkOperations.id, id));
      if (!op) throw notFound(BULK_MESSAGES.notFound);
      const results = await db
        .select({
          districtId: bulkOperationResults.districtId,
          districtName: districts.name,
          outcome: bulkOperationResults.outcome,
          detail: bulkOperationResults.detail,
          backupId: bulkOperationResults.backupId,
        })
        .from(bulkOperationResults)
        .innerJoin(districts, eq(districts.id, bulkOperationResults.districtId))
        .where(eq(bulkOperationResults.operationId, id))
        .orderBy(asc(bulkOperationResults.position));
      return { ...summaryOf(op, await countsOf(db, id)), results };
    },

    /** Past runs, newest first: who, when, and how their districts ended. */
    async list(): Promise<Summary[]> {
      const ops = await db
        .select()
        .from(bulkOperations)
        .orderBy(desc(bulkOperations.createdAt))
        .limit(PAST_RUNS);
      if (ops.length === 0) return [];
      const rows = await db
        .select({
          operationId: bulkOperationResults.operationId,
          outcome: bulkOperationResults.outcome,
          n: sql<number>`count(*)::int`,
        })
        .from(bulkOperationResults)
        .where(
          inArray(
            bulkOperationResults.operationId,
            ops.map((o) => o.id),
          ),
        )
        .groupBy(bulkOperationResults.operationId, bulkOperationResults.outcome);
      return ops.map((op) => {
        const counts = { ok: 0, skipped: 0, failed: 0 };
        let total = 0;
        for (const r of rows.filter((x) => x.operationId === op.id)) {
          total += r.n;
          if (r.outcome !== 'pending') counts[r.outcome] = r.n;
        }
        return summaryOf(op, { total, done: counts.ok + counts.skipped + counts.failed, counts });
      });
    },

    /** Runs a failed district of an operation again (alone). */
    async retry(actor: Identity, id: string, districtId: string) {
      const [op] = await db.select().from(bulkOperations).where(eq(bulkOperations.id, id));
      if (!op) throw notFound(BULK_MESSAGES.notFound);
      const where = and(
        eq(bulkOperationResults.operationId, id),
        eq(bulkOperationResults.districtId, districtId),
      );
      const [result] = await db.select().from(bulkOperationResults).where(where);
      if (!result) throw notFound(BULK_MESSAGES.notFound);
      if (result.outcome !== 'failed') throw conflict(BULK_MESSAGES.notFailed);
      return db.transaction(async (tx) => {
        await tx
          .update(bulkOperationResults)
          .set({ outcome: 'pending', detail: '', updatedAt: new Date() })
          .where(where);
        await tx
          .update(bulkOperations)
          .set({ status: 'queued', finishedAt: null })
          .where(eq(bulkOperations.id, id));
        await recordAudit(tx, actor, {
          action: 'bulk_operation.run',
          districtId,
          target: `${BULK_OPERATION_LABELS[op.operation]}${op.dryRun ? ' (dry run)' : ''}: retry of a failed district`,
          after: { operationId: id, operation: op.operation, dryRun: op.dryRun, retry: districtId },
        });
        await queue.send(BULK_JOB, { operationId: id }, { tx });
        return { id, status: 'queued' as const };
      });
    },

    /** A backup's archive, to download. */
    async backup(id: string) {
      const [row] = await db
        .select({ fileName: districtBackups.fileName, archive: districtBackups.archive })
        .from(districtBackups)
        .where(eq(districtBackups.id, id));
      if (!row) throw notFound('Backup not found.');
      return row;
    },
  };
}
