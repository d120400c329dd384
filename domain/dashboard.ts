import { z } from 'zod';
import { type IntegrationStatusItem, isSyncStale } from './integrations.ts';
import { upcomingRenewalSchema } from './license-schemas.ts';
import { type MonitorState, systemHealth as monitorsHealth } from './monitors.ts';
import { ticketSchema, ticketSummarySchema } from './tickets.ts';
import { SERVICE_LEVELS } from './tiers.ts';

/** Dashboard metrics refresh every 30 seconds. */
export const METRICS_REFRESH_MS = 30_000;
/** The System Health shown when nothing is measured (no monitors yet): the specification's 99.8. */
export const DEFAULT_SYSTEM_HEALTH = 99.8;
/** Incidents listed one by one under System Alerts (more are counted in the last one). */
export const INCIDENT_ALERTS_LIMIT = 5;
/** Licence alerts use a 30-day window. */
export const LICENSE_ALERT_WINDOW_DAYS = 30;
export const RECENT_TICKETS_LIMIT = 5;
export const CRITICAL_TICKETS_LIMIT = 8;
export const RECENT_ACTIVITY_LIMIT = 10;
/** Licences listed under System Alerts and in the admin view's Upcoming Renewals. */
export const UPCOMING_RENEWALS_LIMIT = 8;

export const DASHBOARD_MESSAGES = {
  loadError: {
    title: 'Error Loading Dashboard',
    description: 'Unable to load dashboard metrics. Please try again later.',
  },
  noRecentTickets: 'No recent tickets found',
  noCriticalTickets: 'No critical tickets need attention',
  noActivity: 'No activity yet',
  allClear: 'All systems operational',
  noMonitors: 'No monitors yet',
  addMonitors: 'Add monitors',
} as const;

export const ALERT_LEVELS = ['critical', 'warning', 'info'] as const;
export const systemAlertSchema = z.object({
  id: z.string(),
  level: z.enum(ALERT_LEVELS),
  title: z.string(),
  description: z.string(),
});
export type SystemAlert = z.infer<typeof systemAlertSchema>;

/** One line of the admin view's recent activity (from the activity log). */
export const activityEntrySchema = z.object({
  id: z.uuid(),
  districtId: z.uuid(),
  districtName: z.string(),
  action: z.string(),
  summary: z.string(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const metricsQuerySchema = z.object({
  /** Provider admins may ask for one district; everybody else always gets their own. */
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
});

/**
 * GET /api/dashboard/metrics: districts, tickets.open, assets.total, alerts.systemHealth,
 * alerts.expiringLicenses and recentTickets, plus what the admin global view shows.
 */
export const dashboardMetricsSchema = z.object({
  scope: z.enum(['district', 'all']),
  districtId: z.uuid().nullable(),
  districts: z.number().int(),
  tickets: ticketSummarySchema,
  /** Service-Level Performance: Analytics' SLA met % of the last slaWindowDays days; null when nothing was resolved. */
  slaMetPercent: z.number().nullable(),
  slaWindowDays: z.number().int(),
  assets: z.object({ total: z.number().int() }),
  alerts: z.object({
    /** Kept for compatibility: health.value (99.8 when nothing is measured). */
    systemHealth: z.number(),
    /**
     * System Health measured from the district's monitors and integrations (weighted: down 0,
     * degraded half, up 1), with why it is what it is; `measured` false (99.8) when none exist.
     */
    health: z.object({ value: z.number(), measured: z.boolean(), why: z.array(z.string()) }),
    /** Licences (not cancelled) renewing within the 30-day window, today included. */
    expiringLicenses: z.number().int(),
    items: z.array(systemAlertSchema),
  }),
  /** The first of those licences by renewal date (every district's for the admin view). */
  upcomingRenewals: z.array(upcomingRenewalSchema),
  recentTickets: z.array(ticketSchema),
  criticalTickets: z.array(ticketSchema),
  /** Districts per service tier, in tier order. */
  serviceLevels: z.array(z.object({ serviceLevel: z.enum(SERVICE_LEVELS), districts: z.number().int() })),
  recentActivity: z.array(activityEntrySchema),
  /** The external analytics dashboard the performance analytics button opens. */
  analyticsUrl: z.string(),
  generatedAt: z.string(),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;

export type DashboardHealth = DashboardMetrics['alerts']['health'];

/** What System Health is computed from: monitors, and integrations no monitor watches. */
export interface HealthInput {
  monitors: readonly {
    name: string;
    state: MonitorState;
    lastMessage?: string | null;
    kind?: string;
    target?: string;
  }[];
  integrations?: readonly Pick<IntegrationStatusItem, 'slug' | 'name' | 'status' | 'state' | 'lastSync'>[];
  now?: Date;
}

/**
 * System Health: the weighted share of the monitors and configured integrations that are up (an
 * integration a monitor watches counts once, as its monitor); 99.8 marked not measured when there
 * is nothing to measure.
 */
export function dashboardHealth(input: HealthInput): DashboardHealth {
  const watched = new Set(input.monitors.filter((m) => m.kind === 'integration').map((m) => m.target));
  const fromIntegrations = (input.integrations ?? [])
    .filter((i) => !watched.has(i.slug) && (i.state === 'connected' || i.state === 'error'))
    .map((i) => ({
      name: `${i.name} sync`,
      state: (i.state === 'error' ? 'down' : isSyncStale(i, input.now) ? 'degraded' : 'up') as MonitorState,
      lastMessage:
        i.state === 'error'
          ? 'the last sync failed'
          : isSyncStale(i, input.now)
            ? 'the last sync is late'
            : null,
    }));
  const measured = monitorsHealth([...input.monitors, ...fromIntegrations]);
  if (!measured)
    return { value: DEFAULT_SYSTEM_HEALTH, measured: false, why: [DASHBOARD_MESSAGES.noMonitors] };
  return { value: measured.value, measured: true, why: measured.why };
}

/** An open incident as System Alerts shows it. */
export interface IncidentAlert {
  id: string;
  monitorName: string;
  startedAt: string;
  lastMessage: string;
}

/** A monitored certificate as System Alerts looks at it. */
export interface CertificateAlert {
  monitorId: string;
  name: string;
  certExpiresAt: string | null;
  certWarnDays: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The System Alerts block: open incidents (critical), unresolved critical tickets, certificates
 * expiring within their monitor's warning, expiring licences, failing or lagging integrations,
 * devices past their end of support.
 */
export function buildSystemAlerts(input: {
  criticalOpen: number;
  expiringLicenses: number;
  integrations: Pick<IntegrationStatusItem, 'name' | 'status' | 'state' | 'lastSync'>[];
  incidents?: readonly IncidentAlert[];
  certificates?: readonly CertificateAlert[];
  devicesPastSupport?: number;
  now?: Date;
}): SystemAlert[] {
  const alerts: SystemAlert[] = [];
  const now = input.now ?? new Date();
  const incidents = input.incidents ?? [];
  for (const i of incidents.slice(0, INCIDENT_ALERTS_LIMIT))
    alerts.push({
      id: `incident-${i.id}`,
      level: 'critical',
      title: `${i.monitorName} is down`,
      description: `Since ${i.startedAt.slice(0, 16).replace('T', ' ')} UTC: ${i.lastMessage}`,
    });
  if (incidents.length > INCIDENT_ALERTS_LIMIT) {
    const more = incidents.length - INCIDENT_ALERTS_LIMIT;
    alerts.push({
      id: 'incidents-more',
      level: 'critical',
      title: `${plural(more, 'more incident')} open`,
      description: 'See System Status for every open incident.',
    });
  }
  if (input.criticalOpen > 0) {
    const n = input.criticalOpen;
    alerts.push({
      id: 'critical-tickets',
      level: 'critical',
      title: `${n} critical ticket${n === 1 ? '' : 's'} open`,
      description: 'Critical tickets are waiting for a technician.',
    });
  }
  for (const c of input.certificates ?? []) {
    if (!c.certExpiresAt) continue;
    const days = Math.floor((new Date(c.certExpiresAt).getTime() - now.getTime()) / 86_400_000);
    if (days > c.certWarnDays) continue;
    alerts.push({
      id: `certificate-${c.monitorId}`,
      level: days < 0 ? 'critical' : 'warning',
      title:
        days < 0
          ? `${c.name}: certificate expired`
          : `${c.name}: certificate expires in ${plural(days, 'day')}`,
      description: 'Renew the certificate before browsers refuse the site.',
    });
  }
  if (input.expiringLicenses > 0) {
    const n = input.expiringLicenses;
    alerts.push({
      id: 'expiring-licenses',
      level: 'warning',
      title: `${n} license${n === 1 ? '' : 's'} expiring soon`,
      description: `Renew within the next ${LICENSE_ALERT_WINDOW_DAYS} days to avoid interruptions.`,
    });
  }
  for (const i of input.integrations) {
    // Only what really happened raises an alert: a failing sync, or a connected one gone quiet.
    if (i.state === 'error') {
      alerts.push({
        id: `integration-${i.name}`,
        level: 'warning',
        title: `${i.name} sync is failing`,
        description: 'The last synchronisation failed; see its integration page for the reason.',
      });
    } else if (i.state === 'connected' && isSyncStale(i, now)) {
      alerts.push({
        id: `integration-${i.name}`,
        level: 'info',
        title: `${i.name} sync is delayed`,
        description: 'The last synchronisation is older than expected.',
      });
    }
  }
  const past = input.devicesPastSupport ?? 0;
  if (past > 0)
    alerts.push({
      id: 'devices-past-support',
      level: 'warning',
      title: `${plural(past, 'device')} past end of support`,
      description: 'They no longer receive updates; plan their replacement.',
    });
  return alerts;
}
