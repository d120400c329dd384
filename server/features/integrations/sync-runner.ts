import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SyncRun } from '../../../domain/integration-settings.ts';
import type { IntegrationSlug } from '../../../domain/integrations.ts';
import type { Db } from '../../db/client.ts';
import { integrationRuns } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { type RemoteCallOptions, RemoteError } from '../../lib/remote-http.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { Connections } from './connections.ts';
import { createConnectwiseClient } from './connectwise-client.ts';
import { syncConnectwise } from './connectwise-sync.ts';
import { createIncidentiqClient } from './incidentiq-client.ts';
import { syncIncidentiq } from './incidentiq-sync.ts';
import type { SyncContext, SyncOutcome } from './sync-context.ts';
import { linksOf } from './sync-links.ts';

export const SYNC_JOB = 'integrations.sync';
export type SyncTrigger = SyncRun['trigger'];
type Syncing = 'connectwise' | 'incidentiq';

export interface SyncRunnerDeps {
  db: Db;
  bus: EventBus;
  queue: JobQueue;
  connections: Connections;
  remote: RemoteCallOptions;
  log: { error(obj: object, msg: string): void };
}

const toRun = (r: typeof integrationRuns.$inferSelect): SyncRun => ({
  id: r.id,
  name: r.name,
  trigger: r.trigger,
  status: r.status,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  itemsIn: r.itemsIn,
  itemsOut: r.itemsOut,
  errors: r.errors,
  summary: r.summary,
});

/**
 * Sync runs: queued as jobs (never inside a user's request), run one at a time per district and
 * integration, recorded with what they did; the connector's status follows what really happened.
 */
export function createSyncRunner(deps: SyncRunnerDeps) {
  const { db, connections } = deps;

  /** Queues a run (or answers the one already waiting or running). */
  async function enqueue(districtId: string, name: Syncing, trigger: SyncTrigger): Promise<string> {
    return db.transaction(async (tx) => {
      // One at a time per district and integration: the lock orders two requests arriving together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sync:${districtId}:${name}`}))`);
      const [pending] = await tx
        .select({ id: integrationRuns.id })
        .from(integrationRuns)
        .where(
          and(
            eq(integrationRuns.districtId, districtId),
            eq(integrationRuns.name, name),
            inArray(integrationRuns.status, ['queued', 'running']),
          ),
        )
        .limit(1);
      if (pending) return pending.id;
      const [run] = await tx
        .insert(integrationRuns)
        .values({ districtId, name, trigger })
        .returning({ id: integrationRuns.id });
      await deps.queue.send(SYNC_JOB, { runId: run!.id }, { tx });
      return run!.id;
    });
  }

  async function adapterRun(
    name: Syncing,
    ctx: SyncContext,
    row: NonNullable<Awaited<ReturnType<Connections['get']>>>,
  ) {
    if (name === 'connectwise') {
      const client = createConnectwiseClient(await connections.credentials(row, 'connectwise'), deps.remote);
      return syncConnectwise(ctx, client, connections.optionsOf('connectwise', row));
    }
    const client = createIncidentiqClient(await connections.credentials(row, 'incidentiq'), deps.remote);
    return syncIncidentiq(ctx, client, connections.optionsOf('incidentiq', row));
  }

  /** The job: runs a queued sync (again after a crash: every step is idempotent). */
  async function run(runId: string): Promise<void> {
    const [r] = await db.select().from(integrationRuns).where(eq(integrationRuns.id, runId));
    if (!r || r.status === 'succeeded' || r.status === 'failed') return;
    const name = r.name as Syncing;
    await db
      .update(integrationRuns)
      .set({ status: 'running', startedAt: sql`now()` })
      .where(eq(integrationRuns.id, runId));
    const links = linksOf(db, r.districtId, name);
    const startedAt = await links.now();
    let result: SyncOutcome | null = null;
    let failure: string | null = null;
    try {
      const row = await connections.get(r.districtId, name);
      if (!row?.enabled) throw new RemoteError('remote', 'The integration is disabled.');
      result = await adapterRun(
        name,
        { db, districtId: r.districtId, links, remoteCursor: row.remoteCursor, localCursor: row.localCursor },
        row,
      );
      await connections.advance(r.districtId, name, { remote: result.remoteCursor, local: startedAt });
    } catch (err) {
      failure =
        err instanceof RemoteError ? err.message : 'The sync failed inside the portal; see the server log.';
      // The error's message never carries a credential; the object logged is the error alone.
      if (!(err instanceof RemoteError)) deps.log.error({ err, runId }, 'integration sync failed');
    }
    await db
      .update(integrationRuns)
      .set({
        status: failure ? 'failed' : 'succeeded',
        finishedAt: sql`now()`,
        itemsIn: result?.itemsIn ?? 0,
        itemsOut: result?.itemsOut ?? 0,
        errors: failure ? [failure] : (result?.errors ?? []),
      })
      .where(eq(integrationRuns.id, runId));
    await connections.recordOutcome(
      r.districtId,
      name,
      failure ? { ok: false, error: failure } : { ok: true },
    );
    await deps.bus.publish({ type: 'integration_changed', districtId: r.districtId, data: { name } });
  }

  return {
    enqueue,
    run,

    /** The latest runs of a district's integration, newest first. */
    async history(districtId: string, name: IntegrationSlug, limit = 20): Promise<SyncRun[]> {
      const rows = await db
        .select()
        .from(integrationRuns)
        .where(and(eq(integrationRuns.districtId, districtId), eq(integrationRuns.name, name)))
        .orderBy(desc(integrationRuns.startedAt))
        .limit(limit);
      return rows.map(toRun);
    },

    /** The scheduler's tick: queues a run of every enabled integration whose interval has passed. */
    async queueDue(now: Date = new Date()): Promise<number> {
      let queued = 0;
      for (const row of await connections.all()) {
        // BrightGauge pulls; Google Workspace has its own runner (google-runner.ts).
        if (!row.enabled || !row.credentialsSealed || row.name === 'brightgauge' || row.name === 'google')
          continue;
        const minutes = connections.optionsOf(row.name, row).syncMinutes;
        if (row.lastRunAt && now.getTime() - row.lastRunAt.getTime() < minutes * 60_000) continue;
        await enqueue(row.districtId, row.name, 'schedule');
        queued++;
      }
      return queued;
    },
  };
}
export type SyncRunner = ReturnType<typeof createSyncRunner>;
