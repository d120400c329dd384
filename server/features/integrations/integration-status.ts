import { and, eq } from 'drizzle-orm';
import { brightgaugeOptionsSchema } from '../../../domain/integration-settings.ts';
import {
  CONNECTOR_STATES,
  connectorState,
  INTEGRATIONS,
  type IntegrationStatusItem,
  STATUS_OF_STATE,
} from '../../../domain/integrations.ts';
import type { Db } from '../../db/client.ts';
import { integrationConnections } from '../../db/schema/index.ts';

/**
 * The dashboard's integration list (name, lastSync and the state behind the dot) of one district,
 * or of every district (null: each integration at its best across districts).
 */
export async function integrationStatus(db: Db, districtId: string | null): Promise<IntegrationStatusItem[]> {
  const rows = await db
    .select({
      name: integrationConnections.name,
      enabled: integrationConnections.enabled,
      lastSyncAt: integrationConnections.lastSyncAt,
      lastErrorAt: integrationConnections.lastErrorAt,
    })
    .from(integrationConnections)
    .where(districtId ? eq(integrationConnections.districtId, districtId) : undefined);
  return INTEGRATIONS.map((i) => {
    const mine = rows.filter((r) => r.name === i.slug);
    const states = mine.map((r) => connectorState(r));
    const state = CONNECTOR_STATES.find((s) => states.includes(s)) ?? 'never_synced';
    const lastSync = mine.reduce<Date | null>(
      (acc, r) => (r.lastSyncAt && (!acc || r.lastSyncAt > acc) ? r.lastSyncAt : acc),
      null,
    );
    return {
      slug: i.slug,
      name: i.name,
      description: i.description,
      status: STATUS_OF_STATE[state],
      state,
      lastSync: lastSync ? lastSync.toISOString() : null,
    };
  });
}

/** The district's own BrightGauge dashboard (the analytics button's address), when set and enabled. */
export async function districtDashboardUrl(db: Db, districtId: string): Promise<string | null> {
  const [row] = await db
    .select({ enabled: integrationConnections.enabled, options: integrationConnections.options })
    .from(integrationConnections)
    .where(
      and(eq(integrationConnections.districtId, districtId), eq(integrationConnections.name, 'brightgauge')),
    );
  if (!row?.enabled) return null;
  const parsed = brightgaugeOptionsSchema.safeParse(row.options);
  return parsed.success ? (parsed.data.dashboardUrl ?? null) : null;
}
