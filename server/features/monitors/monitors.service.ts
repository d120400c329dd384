import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCESS_MESSAGES } from '../../../domain/access.ts';
import { INTEGRATION_SLUGS, type IntegrationSlug } from '../../../domain/integrations.ts';
import {
  type CheckResult,
  type DistrictStatus,
  type HistoryRange,
  type historyQuerySchema,
  type Incident,
  type IncidentState,
  MAX_MONITORS_PER_DISTRICT,
  MONITOR_MESSAGES,
  type Monitor,
  type MonitorHistory,
  type MonitorPayload,
  type MonitorState,
  type MonitorSuggestion,
  monitorSuggestions,
  RANGE_MS,
  systemHealth,
} from '../../../domain/monitors.ts';
import { remoteUrlProblem } from '../../../domain/remote-calls.ts';
import { isProviderWide, resolveDistrict, visibleRow } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import {
  districtSettings,
  districts,
  incidents,
  integrationConnections,
  monitorChecks,
  monitors,
  tickets,
} from '../../db/schema/index.ts';
import { forbidden, invalidFields, notFound } from '../../lib/http-errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { MonitorRunner } from './monitor-runner.ts';

type MonitorRow = typeof monitors.$inferSelect;
type HistoryQuery = z.output<typeof historyQuerySchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** How many bars a history has at most (the screen's sparkline). */
const HISTORY_BUCKETS: Record<HistoryRange, number> = { '24h': 96, '7d': 168, '30d': 180 };

export interface MonitorsServiceDeps {
  db: Db;
  bus: EventBus;
  runner: MonitorRunner;
  /** INTEGRATIONS_ALLOW_INSECURE: loopback addresses may be saved (tests and labs). */
  allowInsecure: boolean;
  now?: () => Date;
}

/** Uptime per monitor over 24 h, 7 and 30 days, in one pass over the checks' index range. */
async function uptimes(db: Db, districtIds: string[], now: Date) {
  if (districtIds.length === 0) return new Map<string, Monitor['uptime']>();
  const day = new Date(now.getTime() - RANGE_MS['24h']);
  const week = new Date(now.getTime() - RANGE_MS['7d']);
  const month = new Date(now.getTime() - RANGE_MS['30d']);
  const rows = await db
    .select({
      monitorId: monitorChecks.monitorId,
      day: sql<
        string | null
      >`round(100.0 * count(*) filter (where ${monitorChecks.checkedAt} >= ${day} and ${monitorChecks.state} <> 'down') / nullif(count(*) filter (where ${monitorChecks.checkedAt} >= ${day}), 0), 1)`,
      week: sql<
        string | null
      >`round(100.0 * count(*) filter (where ${monitorChecks.checkedAt} >= ${week} and ${monitorChecks.state} <> 'down') / nullif(count(*) filter (where ${monitorChecks.checkedAt} >= ${week}), 0), 1)`,
      month: sql<
        string | null
      >`round(100.0 * count(*) filter (where ${monitorChecks.state} <> 'down') / nullif(count(*), 0), 1)`,
    })
    .from(monitorChecks)
    .where(
      and(
        inArray(monitorChecks.districtId, districtIds),
        gte(monitorChecks.checkedAt, month),
        // Only checks that count (paused and pending ones say nothing of the service).
        inArray(monitorChecks.state, ['up', 'degraded', 'down']),
      ),
    )
    .groupBy(monitorChecks.monitorId);
  const num = (v: string | null) => (v === null ? null : Number(v));
  return new Map(rows.map((r) => [r.monitorId, { day: num(r.day), week: num(r.week), month: num(r.month) }]));
}

function toMonitor(m: MonitorRow, uptime: Monitor['uptime'] | undefined): Monitor {
  return {
    id: m.id,
    districtId: m.districtId,
    name: m.name,
    kind: m.kind,
    target: m.target,
    intervalMinutes: m.intervalMinutes,
    expectStatus: m.expectStatus,
    keyword: m.keyword,
    maxResponseMs: m.maxResponseMs,
    certWarnDays: m.certWarnDays,
    enabled: m.enabled,
    openTickets: m.openTickets,
    state: m.state,
    lastCheckedAt: iso(m.lastCheckedAt),
    lastMessage: m.lastMessage,
    lastMs: m.lastMs,
    certExpiresAt: iso(m.certExpiresAt),
    uptime: uptime ?? { day: null, week: null, month: null },
  };
}

/** The monitors of some districts with their uptimes, by name. */
export async function monitorsOf(
  db: Db,
  districtIds: string[],
  now = new Date(),
  opts: { uptime?: boolean } = {},
): Promise<Monitor[]> {
  if (districtIds.length === 0) return [];
  const rows = await db
    .select()
    .from(monitors)
    .where(inArray(monitors.districtId, districtIds))
    .orderBy(asc(monitors.name), asc(monitors.id));
  // The dashboard needs states, not uptimes (which read a month of checks).
  const up =
    opts.uptime === false ? new Map<string, Monitor['uptime']>() : await uptimes(db, districtIds, now);
  return rows.map((m) => toMonitor(m, up.get(m.id)));
}

/** Incidents of some districts, newest first (open ones first when both are asked). */
export async function incidentsOf(
  db: Db,
  districtIds: string[],
  state?: IncidentState,
  limit = 200,
): Promise<Incident[]> {
  if (districtIds.length === 0) return [];
  const rows = await db
    .select({
      incident: incidents,
      monitorName: monitors.name,
      ticketNumber: tickets.ticketNumber,
    })
    .from(incidents)
    .innerJoin(monitors, eq(monitors.id, incidents.monitorId))
    .leftJoin(tickets, eq(tickets.id, incidents.ticketId))
    .where(and(inArray(incidents.districtId, districtIds), state ? eq(incidents.state, state) : undefined))
    .orderBy(desc(sql`${incidents.state} = 'open'`), desc(incidents.startedAt))
    .limit(limit);
  return rows.map(({ incident: i, monitorName, ticketNumber }) => ({
    id: i.id,
    districtId: i.districtId,
    monitorId: i.monitorId,
    monitorName,
    state: i.state,
    startedAt: i.startedAt.toISOString(),
    resolvedAt: iso(i.resolvedAt),
    downtimeSeconds: i.resolvedAt
      ? Math.round((i.resolvedAt.getTime() - i.startedAt.getTime()) / 1000)
      : null,
    ticketId: i.ticketId,
    ticketNumber: ticketNumber ?? null,
    lastMessage: i.lastMessage,
  }));
}

export function createMonitorsService(deps: MonitorsServiceDeps) {
  const { db, bus, runner } = deps;
  const now = deps.now ?? (() => new Date());

  async function publish(districtId: string, monitorId: string) {
    await bus
      .publish({ type: 'monitor_changed', districtId, data: { districtId, monitorId } })
      .catch(() => {});
  }

  async function publishIncidents(districtId: string) {
    await bus.publish({ type: 'incident_changed', districtId, data: { districtId } }).catch(() => {});
  }

  async function findVisible(
    identity: Identity,
    id: string,
    payloadDistrictId?: string,
  ): Promise<MonitorRow> {
    const [row] = await db.select().from(monitors).where(eq(monitors.id, id));
    return visibleRow(identity, row, MONITOR_MESSAGES.notFound, payloadDistrictId);
  }

  /** The district's id, checked to exist (a provider admin may name any). */
  async function districtOf(identity: Identity, requested?: string): Promise<string> {
    const districtId = resolveDistrict(identity, requested);
    if (isProviderWide(identity)) {
      const [d] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, districtId));
      if (!d) throw notFound(ACCESS_MESSAGES.districtNotFound);
    }
    return districtId;
  }

  /** The address rules a schema cannot know: a public address (unless the tests' escape hatch is on). */
  function checkTarget(input: MonitorPayload) {
    if (input.kind !== 'https') return;
    const problem = remoteUrlProblem(input.target, deps.allowInsecure);
    if (problem) throw invalidFields([{ path: 'target', message: problem }]);
  }

  const columnsOf = (input: MonitorPayload) => ({
    name: input.name,
    kind: input.kind,
    target: input.target.trim(),
    intervalMinutes: input.intervalMinutes,
    expectStatus: input.expectStatus,
    keyword: input.kind === 'https' && input.keyword ? input.keyword : null,
    maxResponseMs: input.maxResponseMs,
    certWarnDays: input.certWarnDays,
    enabled: input.enabled,
    openTickets: input.openTickets,
  });

  async function one(id: string): Promise<Monitor> {
    const [row] = await db.select().from(monitors).where(eq(monitors.id, id));
    if (!row) throw notFound(MONITOR_MESSAGES.notFound);
    return toMonitor(row, (await uptimes(db, [row.districtId], now())).get(row.id));
  }

  async function statusOf(districtIds: string[]): Promise<DistrictStatus[]> {
    const names = await db
      .select({ id: districts.id, name: districts.name })
      .from(districts)
      .where(inArray(districts.id, districtIds))
      .orderBy(asc(districts.name));
    const all = await monitorsOf(db, districtIds, now());
    const open = await incidentsOf(db, districtIds, 'open');
    return names.map((d) => {
      const mine = all.filter((m) => m.districtId === d.id);
      return {
        districtId: d.id,
        districtName: d.name,
        health: systemHealth(mine)?.value ?? null,
        monitors: mine,
        openIncidents: open.filter((i) => i.districtId === d.id),
      };
    });
  }

  return {
    async list(identity: Identity, query: { districtId?: string }): Promise<Monitor[]> {
      return monitorsOf(db, [await districtOf(identity, query.districtId)], now());
    },

    async suggestions(identity: Identity, query: { districtId?: string }): Promise<MonitorSuggestion[]> {
      const districtId = await districtOf(identity, query.districtId);
      const [settings] = await db
        .select({ emailDomains: districtSettings.emailDomains })
        .from(districtSettings)
        .where(eq(districtSettings.districtId, districtId));
      const configured = await db
        .select({ name: integrationConnections.name })
        .from(integrationConnections)
        .where(
          and(eq(integrationConnections.districtId, districtId), eq(integrationConnections.enabled, true)),
        );
      const existing = await db
        .select({ kind: monitors.kind, target: monitors.target })
        .from(monitors)
        .where(eq(monitors.districtId, districtId));
      const domain = settings?.emailDomains[0];
      const slugs = INTEGRATION_SLUGS.filter((s) =>
        configured.some((c) => c.name === s),
      ) as IntegrationSlug[];
      return monitorSuggestions({
        website: domain ? `https://www.${domain}/` : null,
        integrations: slugs,
        existing,
      });
    },

    async create(identity: Identity, input: MonitorPayload): Promise<Monitor> {
      const districtId = await districtOf(identity, input.districtId);
      checkTarget(input);
      const id = await db.transaction(async (tx) => {
        // Counted under the district's lock of its monitors (two adds at once cannot pass the cap).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`monitors:${districtId}`}))`);
        const [{ n }] = (await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(monitors)
          .where(eq(monitors.districtId, districtId))) as [{ n: number }];
        if (n >= MAX_MONITORS_PER_DISTRICT)
          throw invalidFields([{ path: 'name', message: MONITOR_MESSAGES.tooMany }]);
        const [made] = await tx
          .insert(monitors)
          .values({
            districtId,
            ...columnsOf(input),
            state: input.enabled ? 'pending' : 'paused',
            // Its first check runs at the scheduler's next minute.
            nextCheckAt: input.enabled ? now() : null,
            createdById: identity.userId,
            updatedById: identity.userId,
          })
          .returning({ id: monitors.id });
        await recordAudit(tx, identity, {
          action: 'monitor.created',
          districtId,
          target: input.name,
          after: { kind: input.kind, target: input.target },
        });
        return made!.id;
      });
      await publish(districtId, id);
      return one(id);
    },

    async update(identity: Identity, id: string, input: MonitorPayload): Promise<Monitor> {
      const before = await findVisible(identity, id, input.districtId);
      checkTarget(input);
      const columns = columnsOf(input);
      const changedCheck =
        before.kind !== columns.kind ||
        before.target !== columns.target ||
        before.enabled !== columns.enabled;
      let closedIncidents: { id: string }[] = [];
      await db.transaction(async (tx) => {
        await tx
          .update(monitors)
          .set({
            ...columns,
            updatedById: identity.userId,
            updatedAt: now(),
            // Paused: no schedule; resumed or retargeted: a fresh start, checked at the next minute.
            ...(changedCheck
              ? {
                  state: (input.enabled ? 'pending' : 'paused') as MonitorState,
                  nextCheckAt: input.enabled ? now() : null,
                  ...(before.target !== columns.target ? { certExpiresAt: null } : {}),
                }
              : {}),
          })
          .where(eq(monitors.id, id));
        // A paused or retargeted monitor says nothing more of the service it was down for: its
        // open incident closes rather than waiting for a recovery check that may never come.
        if (changedCheck)
          closedIncidents = await tx
            .update(incidents)
            .set({
              state: 'resolved',
              resolvedAt: now(),
              lastMessage: input.enabled
                ? MONITOR_MESSAGES.incidentClosedChanged
                : MONITOR_MESSAGES.incidentClosedPaused,
            })
            .where(
              and(
                eq(incidents.districtId, before.districtId),
                eq(incidents.monitorId, id),
                eq(incidents.state, 'open'),
              ),
            )
            .returning({ id: incidents.id });
        await recordAudit(tx, identity, {
          action: 'monitor.updated',
          districtId: before.districtId,
          target: input.name,
          before: { kind: before.kind, target: before.target, enabled: before.enabled },
          after: { kind: columns.kind, target: columns.target, enabled: columns.enabled },
        });
      });
      await publish(before.districtId, id);
      if (closedIncidents.length > 0) await publishIncidents(before.districtId);
      return one(id);
    },

    async remove(identity: Identity, id: string): Promise<void> {
      const row = await findVisible(identity, id);
      await db.transaction(async (tx) => {
        await tx.delete(monitors).where(eq(monitors.id, id));
        await recordAudit(tx, identity, {
          action: 'monitor.deleted',
          districtId: row.districtId,
          target: row.name,
          before: { kind: row.kind, target: row.target },
        });
      });
      await publish(row.districtId, id);
      await publishIncidents(row.districtId);
    },

    async check(identity: Identity, id: string): Promise<CheckResult> {
      await findVisible(identity, id);
      const result = await runner.check(id);
      if (!result) throw notFound(MONITOR_MESSAGES.notFound);
      return result;
    },

    async history(identity: Identity, id: string, query: HistoryQuery): Promise<MonitorHistory> {
      const m = await findVisible(identity, id);
      const at = now();
      const span = RANGE_MS[query.range];
      const from = new Date(at.getTime() - span);
      const bucketSeconds = Math.ceil(span / 1000 / HISTORY_BUCKETS[query.range]);
      // The worst state of each bucket (down over degraded over up), its mean time.
      const { rows } = await db.execute<{ at: Date | string; state: MonitorState; ms: number | null }>(sql`
        select to_timestamp(floor(extract(epoch from checked_at) / ${bucketSeconds}) * ${bucketSeconds}) as at,
          case
            when bool_or(state = 'down') then 'down'
            when bool_or(state = 'degraded') then 'degraded'
            when bool_or(state = 'up') then 'up'
            when bool_or(state = 'pending') then 'pending'
            else 'paused'
          end as state,
          round(avg(ms))::int as ms
        from monitor_checks
        where district_id = ${m.districtId} and monitor_id = ${m.id} and checked_at >= ${from}
        group by 1 order by 1`);
      const [counts] = (
        await db.execute<{ total: number; good: number }>(sql`
          select count(*)::int as total, count(*) filter (where state <> 'down')::int as good
          from monitor_checks
          where district_id = ${m.districtId} and monitor_id = ${m.id} and checked_at >= ${from}
            and state in ('up', 'degraded', 'down')`)
      ).rows;
      return {
        range: query.range,
        uptime: counts && counts.total > 0 ? Math.round((counts.good / counts.total) * 1000) / 10 : null,
        points: rows.map((r) => ({ at: new Date(r.at).toISOString(), state: r.state, ms: r.ms })),
      };
    },

    async incidents(
      identity: Identity,
      query: { districtId?: string; state?: IncidentState },
    ): Promise<Incident[]> {
      return incidentsOf(db, [await districtOf(identity, query.districtId)], query.state);
    },

    /** One district's status, or every district's (Five Star only, `all`). */
    async status(
      identity: Identity,
      query: { districtId?: string; all: boolean },
    ): Promise<{ districts: DistrictStatus[] }> {
      if (query.all) {
        if (!isProviderWide(identity)) throw forbidden(MONITOR_MESSAGES.allProviderOnly);
        const ids = (await db.select({ id: districts.id }).from(districts)).map((d) => d.id);
        return { districts: await statusOf(ids) };
      }
      return { districts: await statusOf([await districtOf(identity, query.districtId)]) };
    },
  };
}
