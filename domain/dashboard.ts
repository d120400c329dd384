import { z } from 'zod';
import { type IntegrationStatusItem, isSyncStale } from './integrations.ts';
import { upcomingRenewalSchema } from './license-schemas.ts';
import { ticketSchema, ticketSummarySchema } from './tickets.ts';
import { SERVICE_LEVELS } from './tiers.ts';

/** Dashboard metrics refresh every 30 seconds. */
export const METRICS_REFRESH_MS = 30_000;
/** The System Health shown when nothing lowers it. */
export const DEFAULT_SYSTEM_HEALTH = 99.8;
/** The lowest health the rule below reports (a dashboard, not a monitoring system). */
export const MIN_SYSTEM_HEALTH = 90;
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
    systemHealth: z.number(),
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

/**
 * System health until a monitoring feed exists: 99.8 less 0.1 point per unresolved critical ticket
 * per district, never below MIN_SYSTEM_HEALTH, one decimal.
 */
export function systemHealth(criticalOpen: number, districts: number): number {
  if (districts <= 0) return DEFAULT_SYSTEM_HEALTH;
  const penalty = (0.1 * criticalOpen) / districts;
  const value = Math.max(MIN_SYSTEM_HEALTH, DEFAULT_SYSTEM_HEALTH - penalty);
  return Math.round(value * 10) / 10;
}

/** The System Alerts block: unresolved critical tickets, expiring licences, lagging integrations. */
export function buildSystemAlerts(input: {
  criticalOpen: number;
  expiringLicenses: number;
  integrations: Pick<IntegrationStatusItem, 'name' | 'status' | 'state' | 'lastSync'>[];
  now?: Date;
}): SystemAlert[] {
  const alerts: SystemAlert[] = [];
  if (input.criticalOpen > 0) {
    const n = input.criticalOpen;
    alerts.push({
      id: 'critical-tickets',
      level: 'critical',
      title: `${n} critical ticket${n === 1 ? '' : 's'} open`,
      description: 'Critical tickets are waiting for a technician.',
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
    } else if (i.state === 'connected' && isSyncStale(i, input.now)) {
      alerts.push({
        id: `integration-${i.name}`,
        level: 'info',
        title: `${i.name} sync is delayed`,
        description: 'The last synchronisation is older than expected.',
      });
    }
  }
  return alerts;
}
