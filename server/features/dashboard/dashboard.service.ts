import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { addDaysIso, SLA_WINDOW_DAYS, todayIso } from '../../../domain/analytics.ts';
import {
  buildSystemAlerts,
  CRITICAL_TICKETS_LIMIT,
  type DashboardMetrics,
  dashboardHealth,
  LICENSE_ALERT_WINDOW_DAYS,
  RECENT_ACTIVITY_LIMIT,
  RECENT_TICKETS_LIMIT,
  UPCOMING_RENEWALS_LIMIT,
} from '../../../domain/dashboard.ts';
import { ACTIVE_TICKET_STATUSES, type TicketStatus } from '../../../domain/tickets.ts';
import { SERVICE_LEVELS } from '../../../domain/tiers.ts';
import type { Db } from '../../db/client.ts';
import { sumDistrictStats } from '../../db/district-stats.ts';
import { activityLog, assets, districtStats, districts, tickets, users } from '../../db/schema/index.ts';
import { slaMetPercent } from '../analytics/index.ts';
import { districtDashboardUrl, integrationStatus } from '../integrations/index.ts';
import { renewalsWithin } from '../licenses/index.ts';
import { incidentsOf, monitorsOf } from '../monitors/index.ts';
import { selectTickets, selectTicketsAcrossDistricts } from '../tickets/index.ts';

export interface DashboardServiceDeps {
  db: Db;
  pool: pg.Pool;
  analyticsUrl: string;
}

/**
 * The dashboard's numbers for the caller's scope: one district, or every district for a provider
 * admin outside a district view. Counts come from district_stats, never from scanning tickets.
 */
export function createDashboardService({ db, pool, analyticsUrl }: DashboardServiceDeps) {
  /** Analytics' SLA met % of the last 30 days (null when nothing was resolved): one definition. */
  async function serviceLevel(scope: string | null) {
    const ids = scope
      ? [scope]
      : (await db.select({ id: districts.id }).from(districts).where(ne(districts.status, 'inactive'))).map(
          (d) => d.id,
        );
    const to = todayIso();
    return slaMetPercent(pool, ids, { from: addDaysIso(to, 1 - SLA_WINDOW_DAYS), to });
  }

  async function tiers(scope: string | null) {
    const rows = await db
      .select({ serviceLevel: districts.serviceLevel, n: count() })
      .from(districts)
      .where(and(ne(districts.status, 'inactive'), scope ? eq(districts.id, scope) : undefined))
      .groupBy(districts.serviceLevel);
    const byLevel = new Map(rows.map((r) => [r.serviceLevel, r.n]));
    return SERVICE_LEVELS.map((serviceLevel) => ({
      serviceLevel,
      districts: byLevel.get(serviceLevel) ?? 0,
    }));
  }

  async function ticketList(scope: string | null, critical: boolean, limit: number) {
    const where = critical
      ? and(
          eq(tickets.priority, 'critical'),
          inArray(tickets.status, ACTIVE_TICKET_STATUSES as TicketStatus[]),
        )
      : undefined;
    return scope
      ? selectTickets(db, and(eq(tickets.districtId, scope), where), limit)
      : selectTicketsAcrossDistricts(db, where, limit);
  }

  /** The districts in scope (every one that is not inactive for the all view). */
  async function districtIds(scope: string | null): Promise<string[]> {
    if (scope) return [scope];
    return (
      await db.select({ id: districts.id }).from(districts).where(ne(districts.status, 'inactive'))
    ).map((d) => d.id);
  }

  /** Monitors and open incidents of the scope: System Health and its alerts. */
  async function monitoring(scope: string | null) {
    const ids = await districtIds(scope);
    const [monitors, open] = await Promise.all([
      monitorsOf(db, ids, new Date(), { uptime: false }),
      incidentsOf(db, ids, 'open'),
    ]);
    return { monitors, open };
  }

  /** Devices still in use whose end of support (Chromebooks' AUE) is past. */
  async function devicesPastSupport(scope: string | null): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(assets)
      .where(
        and(
          scope ? eq(assets.districtId, scope) : undefined,
          sql`${assets.supportEndsOn} < current_date`,
          inArray(assets.status, ['active', 'maintenance']),
        ),
      );
    return row?.n ?? 0;
  }

  async function recentActivity(scope: string | null) {
    const rows = await db
      .select({
        id: activityLog.id,
        districtId: activityLog.districtId,
        districtName: districts.name,
        action: activityLog.action,
        summary: activityLog.summary,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: activityLog.createdAt,
      })
      .from(activityLog)
      .innerJoin(districts, eq(districts.id, activityLog.districtId))
      .leftJoin(users, eq(users.id, activityLog.actorId))
      .where(scope ? eq(activityLog.districtId, scope) : undefined)
      .orderBy(desc(activityLog.createdAt))
      .limit(RECENT_ACTIVITY_LIMIT);
    return rows.map((r) => ({
      id: r.id,
      districtId: r.districtId,
      districtName: r.districtName,
      action: r.action,
      summary: r.summary,
      actorName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  return {
    /**
     * A stamp that changes whenever a counter of the district (null: of every district) changes:
     * every counted ticket or asset change bumps district_stats.updated_at in its own transaction.
     */
    async stampOf(districtId: string | null): Promise<string> {
      const micros = (at: SQL) =>
        sql<string>`coalesce((extract(epoch from ${at}) * 1000000)::bigint, 0)::text`;
      if (districtId) {
        const [row] = await db
          .select({ at: micros(sql`${districtStats.updatedAt}`) })
          .from(districtStats)
          .where(eq(districtStats.districtId, districtId));
        return row?.at ?? '0';
      }
      const [row] = await db
        .select({ at: micros(sql`max(${districtStats.updatedAt})`), n: count() })
        .from(districtStats);
      return `${row?.at ?? 0}.${row?.n ?? 0}`;
    },

    /** The metrics of one district, or of every district (null). */
    async metrics(scope: string | null): Promise<DashboardMetrics> {
      const [
        c,
        serviceLevels,
        recentTickets,
        criticalTickets,
        activity,
        integrations,
        renewals,
        ownDashboard,
        sla,
        watched,
        pastSupport,
      ] = await Promise.all([
        sumDistrictStats(db, scope),
        tiers(scope),
        ticketList(scope, false, RECENT_TICKETS_LIMIT),
        ticketList(scope, true, CRITICAL_TICKETS_LIMIT),
        recentActivity(scope),
        integrationStatus(db, scope),
        renewalsWithin(db, scope, LICENSE_ALERT_WINDOW_DAYS, UPCOMING_RENEWALS_LIMIT),
        scope ? districtDashboardUrl(db, scope) : null,
        serviceLevel(scope),
        monitoring(scope),
        devicesPastSupport(scope),
      ]);
      const health = dashboardHealth({ monitors: watched.monitors, integrations });
      const districtCount = serviceLevels.reduce((n, s) => n + s.districts, 0);
      const expiringLicenses = renewals.count;
      const { assets, ...ticketCounts } = c;
      return {
        scope: scope ? 'district' : 'all',
        districtId: scope,
        districts: districtCount,
        tickets: ticketCounts,
        slaMetPercent: sla,
        slaWindowDays: SLA_WINDOW_DAYS,
        assets: { total: assets },
        alerts: {
          systemHealth: health.value,
          health,
          expiringLicenses,
          items: buildSystemAlerts({
            criticalOpen: ticketCounts.critical,
            expiringLicenses,
            integrations,
            incidents: watched.open,
            certificates: watched.monitors
              .filter((m) => m.kind === 'https' && m.enabled)
              .map((m) => ({
                monitorId: m.id,
                name: m.name,
                certExpiresAt: m.certExpiresAt,
                certWarnDays: m.certWarnDays,
              })),
            devicesPastSupport: pastSupport,
          }),
        },
        upcomingRenewals: renewals.items,
        recentTickets,
        criticalTickets,
        serviceLevels,
        recentActivity: activity,
        // The district's own BrightGauge dashboard when it set one (see docs/product.md#integrations).
        analyticsUrl: ownDashboard ?? analyticsUrl,
        generatedAt: new Date().toISOString(),
      };
    },
  };
}
