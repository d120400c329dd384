import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bodyOf, messageIdOf, type WebhookEvent } from '../../../domain/webhooks.ts';
import type { Tx } from '../../db/client.ts';
import { webhookDeliveries } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';

export const DELIVER_JOB = 'webhooks.deliver';
/** Deliveries per insert statement (well under PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 1000;

/** A new message id (`msg_` + 24 random base64url characters). */
export const newMessageId = () => messageIdOf(randomBytes(18).toString('base64url'));

/**
 * The one way a change reaches webhooks: `enqueue(tx, districtId, event, data)` in the change's
 * own transaction writes a delivery per enabled webhook that wants the event (the district's and
 * the provider-wide ones) and its job, so both exist only if the change commits. `data` is built
 * with the domain's payload rules (ids and changed fields, never secrets or internal notes).
 */
export function createWebhookOutbox(queue: Pick<JobQueue, 'sendMany'>) {
  /**
   * One event per item of `data` (e.g. one per asset of a bulk edit or an import): the webhooks
   * are looked up once, and the deliveries and their jobs written in a few statements whatever
   * the count, so a change of thousands of rows costs a handful of round trips, not thousands.
   */
  async function enqueueMany(
    tx: Tx,
    districtId: string,
    event: WebhookEvent,
    data: readonly Record<string, unknown>[],
  ): Promise<number> {
    if (data.length === 0) return 0;
    const { rows } = await tx.execute<{ id: string }>(sql`
      select id from webhooks
      where enabled and (district_id = ${districtId} or district_id is null) and ${event} = any(events)`);
    if (rows.length === 0) return 0;
    const now = new Date();
    const bodies = data.map((d) => JSON.stringify(bodyOf(event, { districtId, ...d }, now)));
    const values = bodies.flatMap((body) =>
      rows.map((r) => ({
        webhookId: r.id,
        districtId,
        messageId: newMessageId(),
        event,
        body,
        nextAttemptAt: sql`now()` as unknown as Date,
      })),
    );
    let made = 0;
    for (let i = 0; i < values.length; i += INSERT_CHUNK) {
      const ids = await tx
        .insert(webhookDeliveries)
        .values(values.slice(i, i + INSERT_CHUNK))
        .returning({ id: webhookDeliveries.id });
      await queue.sendMany(
        tx,
        ids.map((d) => ({ name: DELIVER_JOB, data: { deliveryId: d.id } })),
      );
      made += ids.length;
    }
    return made;
  }

  return {
    async enqueue(tx: Tx, districtId: string, event: WebhookEvent, data: Record<string, unknown>) {
      await enqueueMany(tx, districtId, event, [data]);
    },
    enqueueMany,
  };
}
export type WebhookOutbox = ReturnType<typeof createWebhookOutbox>;
