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

/** The three integration records of a first start (their last syncs a few minutes ago); idempotent. */
export async function seedIntegrations(db: Pick<Db, 'insert'>, now: Date = new Date()) {
  await db
    .insert(integrations)
    .values(
      INTEGRATIONS.map((i, index) => ({
        slug: i.slug,
        name: i.name,
        description: i.description,
        status: 'connected' as const,
        lastSyncAt: new Date(now.getTime() - (2 + index * 3) * 60_000),
      })),
    )
    .onConflictDoNothing();
}
