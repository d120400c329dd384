import { z } from 'zod';

/** The external services Five Star connects the portal to (the Altitude group of the sidebar, the dashboard's status list). */
export const INTEGRATIONS = [
  { slug: 'connectwise', name: 'ConnectWise', description: 'PSA ticketing and service board' },
  { slug: 'incidentiq', name: 'IncidentIQ', description: 'K-12 help desk and asset sync' },
  { slug: 'brightgauge', name: 'BrightGauge', description: 'Dashboards and performance analytics' },
] as const;
export type IntegrationSlug = (typeof INTEGRATIONS)[number]['slug'];
export const INTEGRATION_SLUGS = INTEGRATIONS.map((i) => i.slug) as [IntegrationSlug, ...IntegrationSlug[]];

export const INTEGRATION_STATUSES = ['connected', 'degraded', 'disconnected'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];
export const INTEGRATION_STATUS_LABELS: Record<IntegrationStatus, string> = {
  connected: 'Connected',
  degraded: 'Degraded',
  disconnected: 'Disconnected',
};

/** A connected integration whose last sync is older than this is shown as lagging. */
export const SYNC_STALE_AFTER_MS = 60 * 60 * 1000;

/** An integration status item: name, lastSync (plus what the list shows beside them). */
export const integrationStatusSchema = z.object({
  slug: z.enum(INTEGRATION_SLUGS),
  name: z.string(),
  description: z.string(),
  status: z.enum(INTEGRATION_STATUSES),
  /** ISO 8601 time of the last successful sync; null when it never synced. */
  lastSync: z.string().nullable(),
});
export type IntegrationStatusItem = z.infer<typeof integrationStatusSchema>;

/** True when a connected integration has not synced for longer than SYNC_STALE_AFTER_MS. */
export function isSyncStale(
  item: Pick<IntegrationStatusItem, 'status' | 'lastSync'>,
  now: Date = new Date(),
): boolean {
  if (item.status !== 'connected') return false;
  if (!item.lastSync) return true;
  return now.getTime() - new Date(item.lastSync).getTime() > SYNC_STALE_AFTER_MS;
}
