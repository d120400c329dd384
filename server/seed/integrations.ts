import { INTEGRATIONS } from '../../domain/integrations.ts';
import type { Db } from '../db/client.ts';
import { integrations } from '../db/schema/index.ts';

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
