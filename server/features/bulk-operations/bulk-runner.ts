import { and, asc, eq, sql } from 'drizzle-orm';
import { featuresOf } from '../../../domain/access.ts';
import {
  BULK_MESSAGES,
  type BulkOperationKind,
  type BulkOutcome,
  type BulkProgress,
  bulkParamsSchemas,
} from '../../../domain/admin.ts';
import type { JobDeps } from '../../app-deps.ts';
import { announceIdentityChange } from '../../auth/identity-events.ts';
import type { Db } from '../../db/client.ts';
import { bulkOperationResults, bulkOperations, districts } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import type { Notifier } from '../../notifications/notifier.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { OperationHandler, StepResult, TargetDistrict } from './operation-handler.ts';
import { OPERATION_HANDLERS } from './operations.ts';

export const BULK_JOB = 'bulk-operations.run';
/** Districts worked on side by side. */
const PARALLEL = 4;
/** Progress is published at most this often (and at the end). */
const PUBLISH_EVERY_MS = 150;

/** An error's words: a failed query's own reason rather than its SQL. */
const reasonOf = (err: unknown): string => {
  const cause = (err as { cause?: unknown })?.cause;
  if (cause instanceof Error) return cause.message;
  return err instanceof Error ? err.message : String(err);
};

type Counts = Record<Exclude<BulkOutcome, 'pending'>, number>;

/** The counts of an operation's results, from the database. */
export async function countsOf(db: Db, operationId: string) {
  const rows = await db
    .select({ outcome: bulkOperationResults.outcome, n: sql<number>`count(*)::int` })
    .from(bulkOperationResults)
    .where(eq(bulkOperationResults.operationId, operationId))
    .groupBy(bulkOperationResults.outcome);
  const counts: Counts = { ok: 0, skipped: 0, failed: 0 };
  let total = 0;
  for (const r of rows) {
    total += r.n;
    if (r.outcome !== 'pending') counts[r.outcome] = r.n;
  }
  return { total, done: counts.ok + counts.skipped + counts.failed, counts };
}

/**
 * Runs the pending districts of a bulk operation, a few side by side, each in its own transaction
 * that also records how it ended (so a job that runs again skips the districts already done):
 * skipped when the district's bulk operations toggle is off, failed with the error when its step
 * throws. Progress goes to provider staff live as `bulk_operation_progress`.
 */
export function createBulkRunner(deps: { db: Db; bus: EventBus; notifier: Notifier }) {
  const { db, bus, notifier } = deps;

  async function step(
    operation: { id: string; operation: BulkOperationKind; dryRun: boolean },
    params: unknown,
    districtId: string,
  ): Promise<{ outcome: BulkOutcome; identityChanged: boolean } | null> {
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .select({ outcome: bulkOperationResults.outcome })
        .from(bulkOperationResults)
        .where(
          and(
            eq(bulkOperationResults.operationId, operation.id),
            eq(bulkOperationResults.districtId, districtId),
          ),
        )
        .for('update', { skipLocked: true });
      if (claimed?.outcome !== 'pending') return null; // another run has it, or did it
      const [district] = await tx
        .select({
          id: districts.id,
          name: districts.name,
          code: districts.code,
          features: districts.features,
          maintenanceStartsAt: districts.maintenanceStartsAt,
          maintenanceEndsAt: districts.maintenanceEndsAt,
        })
        .from(districts)
        .where(eq(districts.id, districtId));
      let result: Omit<StepResult, 'outcome'> & { outcome: BulkOutcome };
      if (!featuresOf(district!.features).bulkOperations)
        result = { outcome: 'skipped', detail: BULK_MESSAGES.toggleOff };
      else {
        const handler = OPERATION_HANDLERS[operation.operation] as OperationHandler<BulkOperationKind>;
        try {
          result = await tx.transaction((sp) =>
            handler(
              { tx: sp as unknown as Db, notifier, operationId: operation.id, dryRun: operation.dryRun },
              district as TargetDistrict,
              params as never,
            ),
          );
        } catch (err) {
          result = { outcome: 'failed', detail: reasonOf(err) };
        }
      }
      await tx
        .update(bulkOperationResults)
        .set({
          outcome: result.outcome,
          detail: result.detail.slice(0, 2000),
          backupId: result.backupId ?? null,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(bulkOperationResults.operationId, operation.id),
            eq(bulkOperationResults.districtId, districtId),
          ),
        );
      return { outcome: result.outcome, identityChanged: !!result.identityChanged };
    });
  }

  return async function run(operationId: string): Promise<void> {
    const [operation] = await db.select().from(bulkOperations).where(eq(bulkOperations.id, operationId));
    if (!operation) return;
    const params = bulkParamsSchemas[operation.operation].parse(operation.params);
    await db.update(bulkOperations).set({ status: 'running' }).where(eq(bulkOperations.id, operationId));
    const pending = await db
      .select({ districtId: bulkOperationResults.districtId })
      .from(bulkOperationResults)
      .where(
        and(eq(bulkOperationResults.operationId, operationId), eq(bulkOperationResults.outcome, 'pending')),
      )
      .orderBy(asc(bulkOperationResults.position));
    const progress = await countsOf(db, operationId);
    let lastPublished = 0;
    const publish = async (status: BulkProgress['status'], force = false) => {
      const now = Date.now();
      if (!force && now - lastPublished < PUBLISH_EVERY_MS) return;
      lastPublished = now;
      const data: BulkProgress = { id: operationId, status, ...progress, counts: { ...progress.counts } };
      await bus.publish({ type: 'bulk_operation_progress', districtId: null, data: { ...data } });
    };
    await publish('running', true);

    let next = 0;
    const worker = async () => {
      while (next < pending.length) {
        const { districtId } = pending[next++]!;
        const ended = await step(operation, params, districtId);
        if (!ended || ended.outcome === 'pending') continue;
        progress.counts[ended.outcome]++;
        progress.done++;
        if (ended.identityChanged) await announceIdentityChange(bus, { districtId });
        await publish('running');
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, pending.length) }, worker));

    const final = await countsOf(db, operationId);
    if (final.done < final.total) return; // another run still works on some
    await db
      .update(bulkOperations)
      .set({ status: 'completed', finishedAt: new Date() })
      .where(eq(bulkOperations.id, operationId));
    Object.assign(progress, final);
    await publish('completed', true);
  };
}

/** The bulk operations' job: one per run (and per retry of a failed district). */
export function bulkOperationJobs({ database, bus, notifier }: JobDeps): JobDefinition<never>[] {
  const run = createBulkRunner({ db: database.db, bus, notifier });
  const job: JobDefinition<{ operationId: string }> = {
    name: BULK_JOB,
    retryLimit: 2,
    handle: (data) => run(data.operationId),
  };
  return [job] as JobDefinition<never>[];
}
