import { asc } from 'drizzle-orm';
import { INTEGRATIONS, type IntegrationStatusItem } from '../../../domain/integrations.ts';
import type { Db } from '../../db/client.ts';
import { integrations } from '../../db/schema/index.ts';

export function createIntegrationsService(db: Db) {
  return {
    /** The stored integration records, in the sidebar's order. */
    async status(): Promise<IntegrationStatusItem[]> {
      const rows = await db.select().from(integrations).orderBy(asc(integrations.name));
      const order = INTEGRATIONS.map((i) => i.slug as string);
      return rows
        .sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug))
        .map((r) => ({
          slug: r.slug,
          name: r.name,
          description: r.description,
          status: r.status,
          lastSync: r.lastSyncAt ? r.lastSyncAt.toISOString() : null,
        }));
    },
  };
}
