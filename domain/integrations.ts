import { z } from 'zod';

/** The external services Five Star connects the portal to (the Altitude group of the sidebar, the dashboard's status list). */
export const INTEGRATIONS = [
  { slug: 'connectwise', name: 'ConnectWise', description: 'PSA ticketing and service board' },
  { slug: 'incidentiq', name: 'IncidentIQ', description: 'K-12 help desk and asset sync' },
  { slug: 'brightgauge', name: 'BrightGauge', description: 'Dashboards and performance analytics' },
  { slug: 'google', name: 'Google Workspace', description: 'Chromebooks from the Admin console' },
] as const;
export type IntegrationSlug = (typeof INTEGRATIONS)[number]['slug'];
export const INTEGRATION_SLUGS = INTEGRATIONS.map((i) => i.slug) as [IntegrationSlug, ...IntegrationSlug[]];

export const INTEGRATION_STATUSES = ['connected', 'degraded', 'disconnected'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/** A connected integration whose last sync is older than this is shown as lagging. */
export const SYNC_STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * What really happened to a district's connector: its last sync succeeded (connected), its last
 * attempt failed (error), it is switched off (disabled), or it never synced yet.
 */
export const CONNECTOR_STATES = ['connected', 'error', 'disabled', 'never_synced'] as const;
export type ConnectorState = (typeof CONNECTOR_STATES)[number];
export const CONNECTOR_STATE_LABELS: Record<ConnectorState, string> = {
  connected: 'Connected',
  error: 'Error',
  disabled: 'Disabled',
  never_synced: 'Never synced',
};

/** What a connector's stored record says, for its state. */
export interface ConnectorRecord {
  enabled: boolean;
  lastSyncAt: Date | string | null;
  lastErrorAt: Date | string | null;
}

const time = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

/** The connector's state from its record: an error newer than the last success wins. */
export function connectorState(r: ConnectorRecord | null | undefined): ConnectorState {
  if (!r) return 'never_synced';
  if (!r.enabled) return 'disabled';
  const ok = time(r.lastSyncAt);
  const failed = time(r.lastErrorAt);
  if (failed !== null && (ok === null || failed >= ok)) return 'error';
  return ok !== null ? 'connected' : 'never_synced';
}

/** The dashboard's three-colour status of a connector state. */
export const STATUS_OF_STATE: Record<ConnectorState, IntegrationStatus> = {
  connected: 'connected',
  error: 'disconnected',
  never_synced: 'degraded',
  disabled: 'degraded',
};

/** The sidebar dot's colour: green connected, amber not yet or lagging, red failing. */
export type ConnectorTone = 'green' | 'amber' | 'red';
export function connectorTone(
  item: { state: ConnectorState; lastSync: string | null },
  now: Date = new Date(),
): ConnectorTone {
  if (item.state === 'error') return 'red';
  if (item.state === 'connected' && !isSyncStale({ status: 'connected', lastSync: item.lastSync }, now))
    return 'green';
  return 'amber';
}

/** An integration status item: name, lastSync (plus what the list shows beside them). */
export const integrationStatusSchema = z.object({
  slug: z.enum(INTEGRATION_SLUGS),
  name: z.string(),
  description: z.string(),
  status: z.enum(INTEGRATION_STATUSES),
  /** What happened (connected, error, disabled, never synced). */
  state: z.enum(CONNECTOR_STATES),
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
