import { and, eq, inArray, sql } from 'drizzle-orm';
import { ASSET_MESSAGES } from '../../../domain/asset-messages.ts';
import { googleEmailsSummary } from '../../../domain/google-users.ts';
import {
  type AssetGoogle,
  approvalReason,
  GOOGLE_MESSAGES as M,
  type Reconcile,
  type ReconcileFix,
  type SaveOuSites,
  SCHEDULE_MINUTES,
  type SyncDiff,
} from '../../../domain/google-workspace.ts';
import type { SyncRun } from '../../../domain/integration-settings.ts';
import { pickFields } from '../../../domain/webhooks.ts';
import { resolveDistrict, visibleRow } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { bumpDistrictStats } from '../../db/district-stats.ts';
import {
  assets,
  googleDevices,
  googleSyncPlans,
  integrationConnections,
  integrationRuns,
} from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { type RemoteCallOptions, RemoteError } from '../../lib/remote-http.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { createWebhookOutbox } from '../webhooks/index.ts';
import type { Connections } from './connections.ts';
import { createGoogleClient } from './google-client.ts';
import { orgUnitTree, saveOuSites } from './google-org-units.ts';
import { fillEmailsFromGoogle } from './google-people.ts';
import { applyPlan, type PlanOps, planSync, readGoogle, writeBack } from './google-sync.ts';

export const GOOGLE_SYNC_JOB = 'integrations.google-sync';

export interface GoogleRunnerDeps {
  db: Db;
  bus: EventBus;
  queue: JobQueue;
  connections: Connections;
  remote: RemoteCallOptions;
  log: { error(obj: object, msg: string): void };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Google Workspace syncs (see docs/product.md#google-workspace): a run reads Google into the
 * mirror and plans; the first sync, a dry run and a large change wait for an administrator's
 * approval (the same run then applies); the rest apply at once. Runs are jobs, never a request.
 */
export function createGoogleRunner(deps: GoogleRunnerDeps) {
  const { db, connections } = deps;
  // The sync's asset changes send their webhook events in the sync's transaction.
  const webhooks = createWebhookOutbox(deps.queue);

  async function clientOf(districtId: string) {
    const row = await connections.get(districtId, 'google');
    if (!row?.enabled) throw new RemoteError('remote', 'The integration is disabled.');
    const options = connections.optionsOf('google', row);
    const client = createGoogleClient(await connections.credentials(row, 'google'), options, deps.remote);
    return { row, options, client };
  }

  /** Queues a run (or answers the one already waiting or running); a plan still waiting is superseded. */
  async function enqueue(districtId: string, trigger: SyncRun['trigger'], dryRun = false): Promise<string> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sync:${districtId}:google`}))`);
      const [pending] = await tx
        .select({ id: integrationRuns.id })
        .from(integrationRuns)
        .where(
          and(
            eq(integrationRuns.districtId, districtId),
            eq(integrationRuns.name, 'google'),
            inArray(integrationRuns.status, ['queued', 'running']),
          ),
        )
        .limit(1);
      if (pending) return pending.id;
      const waiting = await tx
        .update(googleSyncPlans)
        .set({ status: 'superseded' })
        .where(and(eq(googleSyncPlans.districtId, districtId), eq(googleSyncPlans.status, 'pending')))
        .returning({ runId: googleSyncPlans.runId });
      if (waiting.length)
        await tx
          .update(integrationRuns)
          .set({ status: 'failed', errors: [M.superseded] })
          .where(
            inArray(
              integrationRuns.id,
              waiting.map((w) => w.runId),
            ),
          );
      const [run] = await tx
        .insert(integrationRuns)
        .values({ districtId, name: 'google', trigger })
        .returning({ id: integrationRuns.id });
      await deps.queue.send(GOOGLE_SYNC_JOB, { runId: run!.id, dryRun }, { tx });
      return run!.id;
    });
  }

  async function finish(
    runId: string,
    districtId: string,
    status: 'succeeded' | 'failed' | 'awaiting_approval',
    counts: { itemsIn: number; itemsOut: number; errors: string[]; summary?: string | null },
  ) {
    await db
      .update(integrationRuns)
      .set({ status, finishedAt: sql`now()`, ...counts })
      .where(eq(integrationRuns.id, runId));
    if (status === 'awaiting_approval')
      await db
        .update(integrationConnections)
        .set({ lastRunAt: sql`now()` })
        .where(
          and(eq(integrationConnections.districtId, districtId), eq(integrationConnections.name, 'google')),
        );
    else
      await connections.recordOutcome(
        districtId,
        'google',
        status === 'failed' ? { ok: false, error: counts.errors[0] ?? 'The sync failed.' } : { ok: true },
      );
    await deps.bus.publish({ type: 'integration_changed', districtId, data: { name: 'google' } });
  }

  /** Applies the district's plan as it stands now (after approval, or at once under the share). */
  async function apply(
    districtId: string,
    runId: string,
    ctx: Awaited<ReturnType<typeof clientOf>>,
    planned?: PlanOps,
  ) {
    const ops = planned ?? (await planSync(db, districtId, ctx.options)).ops;
    const nothing = ops.create.length + ops.update.length + ops.link.length === 0;
    const done = nothing
      ? { created: 0, updated: 0 }
      : await applyPlan(db, webhooks, districtId, ops, ctx.options);
    await db.update(googleSyncPlans).set({ status: 'applied' }).where(eq(googleSyncPlans.runId, runId));
    const back = ctx.options.writeBack
      ? await writeBack(db, districtId, ctx.client)
      : { written: 0, errors: [] };
    if (done.created)
      await deps.bus.publish({ type: 'asset_created', districtId, data: { count: done.created } });
    if (done.updated)
      await deps.bus.publish({ type: 'asset_updated', districtId, data: { count: done.updated } });
    return { itemsIn: done.created + done.updated, itemsOut: back.written, errors: back.errors };
  }

  /** Rostered people's emails from Google's users; a refusal is the run's error, not its failure. */
  async function emailsStep(districtId: string, ctx: Awaited<ReturnType<typeof clientOf>>) {
    try {
      const done = await fillEmailsFromGoogle(db, districtId, ctx.client, ctx.options);
      return { summary: googleEmailsSummary(done), errors: [] as string[] };
    } catch (err) {
      if (!(err instanceof RemoteError)) throw err;
      return { summary: null, errors: [`Emails from Google users: ${err.message}`] };
    }
  }

  /** The job: reads and plans, or applies an approved plan (again after a crash: each step is idempotent). */
  async function run(runId: string, dryRun = false): Promise<void> {
    const [r] = await db.select().from(integrationRuns).where(eq(integrationRuns.id, runId));
    if (!r || (r.status !== 'queued' && r.status !== 'running')) return;
    await db.update(integrationRuns).set({ status: 'running' }).where(eq(integrationRuns.id, runId));
    const [plan] = await db.select().from(googleSyncPlans).where(eq(googleSyncPlans.runId, runId));
    try {
      const ctx = await clientOf(r.districtId);
      if (plan?.status === 'approved') {
        await finish(runId, r.districtId, 'succeeded', await apply(r.districtId, runId, ctx));
        return;
      }
      const read = await readGoogle(db, r.districtId, ctx.client, ctx.options);
      // People's emails first: the plan links devices to people by them.
      const people = ctx.options.googleUserEmails
        ? await emailsStep(r.districtId, ctx)
        : { summary: null, errors: [] };
      const { diff, ops } = await planSync(db, r.districtId, ctx.options);
      const reason = approvalReason({
        firstSync: !ctx.row.lastSyncAt,
        dryRun,
        changes: diff.counts.create + diff.counts.update + diff.counts.retire,
        inventory: diff.counts.inventory,
        percent: ctx.options.approveAbovePercent,
      });
      await db
        .insert(googleSyncPlans)
        .values({ runId, districtId: r.districtId, status: reason ? 'pending' : 'approved', reason, diff })
        .onConflictDoUpdate({
          target: googleSyncPlans.runId,
          set: { status: reason ? 'pending' : 'approved', reason, diff },
        });
      if (reason) {
        await finish(runId, r.districtId, 'awaiting_approval', {
          itemsIn: read.devices,
          itemsOut: 0,
          errors: people.errors,
          summary: people.summary,
        });
        return;
      }
      // Under the share: the plan just made is applied as it is (the inventory was read a moment ago).
      const done = await apply(r.districtId, runId, ctx, ops);
      await finish(runId, r.districtId, 'succeeded', {
        ...done,
        errors: [...people.errors, ...done.errors],
        summary: people.summary,
      });
    } catch (err) {
      const message =
        err instanceof RemoteError ? err.message : 'The sync failed inside the portal; see the server log.';
      if (!(err instanceof RemoteError)) deps.log.error({ err, runId }, 'google workspace sync failed');
      await finish(runId, r.districtId, 'failed', { itemsIn: 0, itemsOut: 0, errors: [message] });
    }
  }

  async function planOf(identity: Identity, runId: string, requested?: string) {
    if (requested) resolveDistrict(identity, requested);
    const [plan] = await db.select().from(googleSyncPlans).where(eq(googleSyncPlans.runId, runId));
    const seen = visibleRow(identity, plan, M.runNotFound);
    if (requested && seen.districtId !== requested) throw notFound(M.runNotFound);
    return seen;
  }

  return {
    enqueue,
    run,

    /** The org unit tree the last sync stored, each unit with its site and where that comes from. */
    orgUnits: (districtId: string) => orgUnitTree(db, districtId),

    /** Saves the chosen org unit sites and recomputes the stored units' sites at once. */
    saveOuSites: (identity: Identity, districtId: string, input: SaveOuSites) =>
      saveOuSites(db, deps.bus, identity, districtId, input),

    /** The diff of a run: counts, the first rows of each list, and where its approval stands. */
    async diff(identity: Identity, runId: string, requested?: string): Promise<SyncDiff> {
      const plan = await planOf(identity, runId, requested);
      const approver = plan.approvedById
        ? await db.execute<{ name: string }>(
            sql`select trim(first_name || ' ' || last_name) as name from users where id = ${plan.approvedById}`,
          )
        : null;
      return {
        runId,
        status: plan.status,
        reason: plan.reason,
        createdAt: plan.createdAt.toISOString(),
        approvedAt: iso(plan.approvedAt),
        approvedBy: approver?.rows[0]?.name ?? null,
        ...plan.diff,
      };
    },

    /** An administrator approves a waiting run: it is queued again and applies. */
    async approve(identity: Identity, runId: string, requested?: string): Promise<{ runId: string }> {
      const plan = await planOf(identity, runId, requested);
      if (plan.status === 'superseded') throw conflict(M.superseded);
      if (plan.status !== 'pending') throw conflict(M.notAwaiting);
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(googleSyncPlans)
          .set({ status: 'approved', approvedById: identity.userId, approvedAt: sql`now()` })
          .where(and(eq(googleSyncPlans.runId, runId), eq(googleSyncPlans.status, 'pending')))
          .returning({ runId: googleSyncPlans.runId });
        if (!claimed) throw conflict(M.notAwaiting);
        await tx
          .update(integrationRuns)
          .set({ status: 'queued', finishedAt: null })
          .where(eq(integrationRuns.id, runId));
        await recordAudit(tx, identity, {
          action: 'integration.sync_approved',
          districtId: plan.districtId,
          target: 'Google Workspace',
          after: { runId, ...plan.diff.counts },
        });
        await deps.queue.send(GOOGLE_SYNC_JOB, { runId }, { tx });
      });
      return { runId };
    },

    /** The scheduler's tick: a run for every enabled connector whose schedule has come round. */
    async queueDue(now: Date = new Date()): Promise<number> {
      let queued = 0;
      for (const row of await connections.all()) {
        if (row.name !== 'google' || !row.enabled || !row.credentialsSealed) continue;
        const minutes = SCHEDULE_MINUTES[connections.optionsOf('google', row).schedule];
        if (minutes === null) continue;
        if (row.lastRunAt && now.getTime() - row.lastRunAt.getTime() < minutes * 60_000) continue;
        await enqueue(row.districtId, 'schedule');
        queued++;
      }
      return queued;
    },

    /** What Google last said of an asset's Chromebook (null when it knows none); 404 for another district's asset. */
    async assetGoogle(districtId: string | null, assetId: string): Promise<AssetGoogle> {
      const [asset] = await db
        .select({ districtId: assets.districtId })
        .from(assets)
        .where(
          districtId
            ? and(eq(assets.id, assetId), eq(assets.districtId, districtId))
            : eq(assets.id, assetId),
        );
      if (!asset) throw notFound(ASSET_MESSAGES.notFound);
      const [device] = (
        await db.execute<{
          deviceId: string;
          status: string;
          model: string;
          osVersion: string | null;
          macAddress: string | null;
          lastSync: Date | string | null;
          orgUnitPath: string;
          siteName: string | null;
          supportEndsAt: string | null;
          seenAt: Date | string;
        }>(sql`
        select g.device_id as "deviceId", g.status, g.model, g.os_version as "osVersion",
               g.mac_address as "macAddress", g.last_sync as "lastSync", g.org_unit_path as "orgUnitPath",
               s.name as "siteName", g.support_ends_on::text as "supportEndsAt", g.seen_at as "seenAt"
        from google_devices g
        left join google_org_units o on o.district_id = g.district_id and o.org_unit_path = g.org_unit_path
        left join sites s on s.id = o.site_id
        where g.district_id = ${asset.districtId} and g.asset_id = ${assetId}
        order by g.seen_at desc limit 1`)
      ).rows;
      if (!device) return { device: null };
      const when = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
      return { device: { ...device, lastSync: when(device.lastSync), seenAt: when(device.seenAt)! } };
    },

    /** Both ways: devices Google has that the inventory lacks, and assets whose serial Google no longer has. */
    async reconcile(districtId: string): Promise<Reconcile> {
      const row = await connections.get(districtId, 'google');
      const category = connections.optionsOf('google', row).category;
      const googleOnly = await db.execute<Reconcile['googleOnly'][number]>(sql`
        select g.device_id as "deviceId", g.serial_number as "serialNumber", g.model, g.status,
               g.org_unit_path as "orgUnitPath"
        from google_devices g
        where g.district_id = ${districtId} and g.serial_number <> '' and g.status <> 'DEPROVISIONED'
          and not exists (select 1 from assets a where a.district_id = ${districtId}
                          and a.serial_number = g.serial_number)
        order by g.serial_number limit 500`);
      const inventoryOnly = await db.execute<Reconcile['inventoryOnly'][number]>(sql`
        select a.id as "assetId", a.asset_tag as "assetTag", a.serial_number as "serialNumber", a.model, a.status::text as status
        from assets a
        where a.district_id = ${districtId} and a.serial_number <> '' and a.category = ${category}
          and a.status <> 'retired'
          and exists (select 1 from google_devices x where x.district_id = ${districtId})
          and not exists (select 1 from google_devices g where g.district_id = ${districtId}
                          and g.serial_number = a.serial_number)
        order by a.asset_tag limit 500`);
      const [counts] = (
        await db.execute<{ googleOnly: number; inventoryOnly: number; matched: number }>(sql`
        select
          (select count(*)::int from google_devices g where g.district_id = ${districtId} and g.serial_number <> ''
             and g.status <> 'DEPROVISIONED'
             and not exists (select 1 from assets a where a.district_id = ${districtId} and a.serial_number = g.serial_number)) as "googleOnly",
          (select count(*)::int from assets a where a.district_id = ${districtId} and a.serial_number <> ''
             and a.category = ${category} and a.status <> 'retired'
             and exists (select 1 from google_devices x where x.district_id = ${districtId})
             and not exists (select 1 from google_devices g where g.district_id = ${districtId} and g.serial_number = a.serial_number)) as "inventoryOnly",
          (select count(*)::int from google_devices g where g.district_id = ${districtId} and g.asset_id is not null) as matched`)
      ).rows;
      return {
        lastSync: iso(row?.lastSyncAt ?? null),
        googleOnly: googleOnly.rows,
        inventoryOnly: inventoryOnly.rows,
        counts: counts!,
      };
    },

    /** One click: add a Google device to the inventory, or retire an asset Google no longer has. */
    async fix(
      identity: Identity,
      districtId: string,
      input: ReconcileFix,
    ): Promise<{ assetId: string; message: string }> {
      const row = await connections.get(districtId, 'google');
      const options = connections.optionsOf('google', row);
      if (input.action === 'add') {
        const [device] = await db
          .select()
          .from(googleDevices)
          .where(and(eq(googleDevices.districtId, districtId), eq(googleDevices.deviceId, input.deviceId)));
        if (!device?.serialNumber) throw notFound(M.deviceNotFound);
        const { ops } = await planSync(db, districtId, options);
        const create = ops.create.find((c) => c.deviceId === device.deviceId);
        if (!create) throw conflict('This device is already in the inventory (or its tag is taken).');
        await applyPlan(db, webhooks, districtId, { create: [create], update: [], link: [] }, options);
        const [made] = await db
          .select({ id: assets.id, tag: assets.assetTag })
          .from(assets)
          .where(and(eq(assets.districtId, districtId), eq(assets.serialNumber, device.serialNumber)));
        await recordAudit(db, identity, {
          action: 'asset.created',
          districtId,
          target: made!.tag,
          after: { from: 'Google Workspace', serialNumber: device.serialNumber },
        });
        await deps.bus.publish({ type: 'asset_created', districtId, data: { count: 1 } });
        return { assetId: made!.id, message: `Added ${made!.tag} to the inventory.` };
      }
      const done = await db.transaction(async (tx) => {
        const [asset] = await tx
          .select({
            id: assets.id,
            tag: assets.assetTag,
            status: assets.status,
            name: assets.name,
            category: assets.category,
          })
          .from(assets)
          .where(and(eq(assets.districtId, districtId), eq(assets.id, input.assetId)))
          .for('update');
        if (!asset) throw notFound(M.assetNotFound);
        if (asset.status === 'retired') return asset;
        await tx
          .update(assets)
          .set({ status: 'retired', updatedAt: sql`now()` })
          .where(eq(assets.id, asset.id));
        await tx.execute(sql`
          insert into asset_history (district_id, asset_id, action, from_status, to_status, note, actor_id, actor_name)
          values (${districtId}, ${asset.id}, 'status_changed', ${asset.status}::asset_status, 'retired',
                  'Retired: Google Workspace no longer has this serial number.', ${identity.userId}, '')`);
        const { tag, ...rest } = asset;
        await webhooks.enqueue(tx, districtId, 'asset.updated', {
          asset: pickFields('asset', { ...rest, districtId, assetTag: tag, status: 'retired' }),
          changed: { status: 'retired' },
        });
        await bumpDistrictStats(tx, districtId, {});
        return asset;
      });
      await recordAudit(db, identity, {
        action: 'asset.status_changed',
        districtId,
        target: done.tag,
        after: { status: 'retired', reason: 'Not in Google Workspace' },
      });
      await deps.bus.publish({ type: 'asset_updated', districtId, data: { id: done.id } });
      return { assetId: done.id, message: `Retired ${done.tag}.` };
    },
  };
}
export type GoogleRunner = ReturnType<typeof createGoogleRunner>;
