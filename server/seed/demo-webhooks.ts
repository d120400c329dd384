import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { tierAllows } from '../../domain/tiers.ts';
import { bodyOf } from '../../domain/webhooks.ts';
import type { Db } from '../db/client.ts';
import { districts, webhookDeliveries, webhooks } from '../db/schema/index.ts';
import { createWebhookSecrets, newMessageId } from '../features/webhooks/index.ts';

const HOUR = 3600_000;

/**
 * A webhook of each Altitude district with a short delivery log (docs/product.md#webhooks): one
 * delivered, one that failed and was replayed. It is off, so the demo calls nobody until an
 * administrator points it at a receiver and turns it on.
 */
export async function seedDemoWebhooks(db: Db, codes: string[], masterKey: Buffer): Promise<void> {
  const secrets = createWebhookSecrets(db, masterKey);
  const rows = await db.select().from(districts).where(inArray(districts.code, codes));
  const now = Date.now();
  for (const d of rows) {
    if (!tierAllows(d.serviceLevel, 'altitude')) continue;
    const id = randomUUID();
    await db.insert(webhooks).values({
      id,
      districtId: d.id,
      url: `https://psa.example.com/hooks/${d.code.toLowerCase()}`,
      events: ['ticket.created', 'ticket.updated', 'asset.checked_out'],
      description: 'Halo PSA relay (demo: turn it on once it points at your receiver)',
      enabled: false,
      secretSealed: await secrets.seal(d.id, id, secrets.fresh()),
      createdAt: new Date(now - 72 * HOUR),
    });
    const body = (at: number, n: number) =>
      JSON.stringify(
        bodyOf(
          'ticket.created',
          { districtId: d.id, ticket: { id: randomUUID(), ticketNumber: `TKT-${n}` } },
          new Date(at),
        ),
      );
    const failedAt = now - 30 * HOUR;
    const failedId = newMessageId();
    await db.insert(webhookDeliveries).values([
      {
        webhookId: id,
        districtId: d.id,
        messageId: newMessageId(),
        event: 'ticket.created',
        body: body(now - 48 * HOUR, 1041),
        status: 'succeeded',
        attempts: 1,
        responseStatus: 200,
        responseExcerpt: '{"received":true}',
        createdAt: new Date(now - 48 * HOUR),
        lastAttemptAt: new Date(now - 48 * HOUR),
      },
      {
        webhookId: id,
        districtId: d.id,
        messageId: failedId,
        event: 'ticket.created',
        body: body(failedAt, 1042),
        status: 'failed',
        attempts: 8,
        responseStatus: 503,
        responseExcerpt: 'Service Unavailable',
        lastError: 'Answered 503',
        createdAt: new Date(failedAt),
        lastAttemptAt: new Date(now - 2 * HOUR),
      },
      {
        webhookId: id,
        districtId: d.id,
        messageId: failedId,
        event: 'ticket.created',
        body: body(failedAt, 1042),
        status: 'succeeded',
        attempts: 1,
        responseStatus: 202,
        responseExcerpt: 'Accepted',
        createdAt: new Date(now - HOUR),
        lastAttemptAt: new Date(now - HOUR),
      },
    ]);
  }
}
