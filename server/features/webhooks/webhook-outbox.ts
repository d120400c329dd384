import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bodyOf, messageIdOf, type WebhookEvent } from '../../../domain/webhooks.ts';
import type { Tx } from '../../db/client.ts';
import { webhookDeliveries } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';

export const DELIVER_JOB = 'webhooks.deliver';

/** A new message id (`msg_` + 24 random base64url characters). */
export const newMessageId = () => messageIdOf(randomBytes(18).toString('base64url'));

/**
 * The one way a change reaches webhooks: `enqueue(tx, districtId, event, data)` in the change's
 * own transaction writes a delivery per enabled webhook that wants the event (the district's and
 * the provider-wide ones) and its job, so both exist only if the change commits. `data` is built
 * with the domain's payload rules (ids and changed fields, never secrets or internal notes).
 */
export function createWebhookOutbox(queue: Pick<JobQueue, 'sendMany'>) {
  return {
    async enqueue(tx: Tx, districtId: string, event: WebhookEvent, data: Record<string, unknown>) {
      const { rows } = await tx.execute<{ id: string }>(sql`
        select id from webhooks
        where enabled and (district_id = ${districtId} or district_id is null) and ${event} = any(events)`);
      if (rows.length === 0) return;
      const body = JSON.stringify(bodyOf(event, { districtId, ...data }, new Date()));
      const made = await tx
        .insert(webhookDeliveries)
        .values(
          rows.map((r) => ({
            webhookId: r.id,
            districtId,
            messageId: newMessageId(),
            event,
            body,
            nextAttemptAt: sql`now()` as unknown as Date,
          })),
        )
        .returning({ id: webhookDeliveries.id });
      await queue.sendMany(
        tx,
        made.map((d) => ({ name: DELIVER_JOB, data: { deliveryId: d.id } })),
      );
    },
  };
}
export type WebhookOutbox = ReturnType<typeof createWebhookOutbox>;
