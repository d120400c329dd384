import { and, eq, sql } from 'drizzle-orm';
import type { IntegrationSlug } from '../../../domain/integrations.ts';
import type { Db } from '../../db/client.ts';
import { integrationConnections } from '../../db/schema/index.ts';
import { optionsOf } from './connections.ts';

/** What Bulk Operations may change of a district's connector: on or off, and how often it syncs. */
export interface ConnectorSettings {
  enabled: boolean;
  /** Null for BrightGauge, which pulls the reporting feed itself. */
  syncMinutes: number | null;
  /** Whether credentials are saved (a syncing connector cannot be turned on without them). */
  hasCredentials: boolean;
}

const syncs = (name: IntegrationSlug) => name !== 'brightgauge';

/** A district's connector as Bulk Operations sees it, read in the caller's transaction. */
export async function connectorSettings(
  tx: Db,
  districtId: string,
  name: IntegrationSlug,
): Promise<ConnectorSettings> {
  const [row] = await tx
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.districtId, districtId), eq(integrationConnections.name, name)));
  return {
    enabled: row?.enabled ?? false,
    // Google Workspace keeps its own schedule (nightly, hourly, manual), not minutes.
    syncMinutes:
      name === 'brightgauge' || name === 'google' ? null : optionsOf(name, row ?? null).syncMinutes,
    hasCredentials: !syncs(name) || !!row?.credentialsSealed,
  };
}

/** Sets on/off and the sync interval, keeping every other option and the credentials. */
export async function setConnectorSettings(
  tx: Db,
  districtId: string,
  name: IntegrationSlug,
  settings: { enabled: boolean; syncMinutes: number | null },
): Promise<void> {
  const interval = syncs(name) && settings.syncMinutes !== null ? { syncMinutes: settings.syncMinutes } : {};
  await tx
    .insert(integrationConnections)
    .values({ districtId, name, enabled: settings.enabled, options: interval })
    .onConflictDoUpdate({
      target: [integrationConnections.districtId, integrationConnections.name],
      set: {
        enabled: settings.enabled,
        options: sql`${integrationConnections.options} || ${JSON.stringify(interval)}::jsonb`,
        updatedAt: sql`now()`,
      },
    });
}
