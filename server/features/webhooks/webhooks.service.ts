import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { ACCESS_MESSAGES } from '../../../domain/access.ts';
import { remoteUrlProblem } from '../../../domain/remote-calls.ts';
import {
  bodyOf,
  type CreatedWebhook,
  type Delivery,
  WEBHOOK_MESSAGES as M,
  MAX_WEBHOOKS_PER_DISTRICT,
  WEBHOOK_PING,
  type Webhook,
  type WebhookEvent,
  type WebhookPayload,
} from '../../../domain/webhooks.ts';
import { canSeeDistrict, isProviderWide } from '../../access/tenancy.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { badRequest, conflict, invalidFields, notFound } from '../../lib/http-errors.ts';
import { DELIVER_JOB, newMessageId } from './webhook-outbox.ts';
import type { WebhookSecrets } from './webhook-secrets.ts';

type WebhookRow = typeof webhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toDelivery = (d: DeliveryRow): Delivery => ({
  id: d.id,
  webhookId: d.webhookId,
  messageId: d.messageId,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  responseStatus: d.responseStatus,
  responseExcerpt: d.responseExcerpt,
  lastError: d.lastError,
  createdAt: d.createdAt.toISOString(),
  lastAttemptAt: iso(d.lastAttemptAt),
  nextAttemptAt: iso(d.nextAttemptAt),
});

export interface WebhooksServiceDeps {
  db: Db;
  queue: Pick<JobQueue, 'send'>;
  secrets: WebhookSecrets;
  /** INTEGRATIONS_ALLOW_INSECURE: http and loopback addresses may be saved (tests and labs). */
  allowInsecure: boolean;
}

/**
 * A district's webhooks (or Five Star's provider-wide ones, `districtId` null), their delivery log,
 * replays and test pings (docs/product.md#webhooks). The caller's district is resolved by the
 * guard: `districtId` null means provider-wide, and only Five Star outside a view gets there.
 */
export function createWebhooksService({ db, queue, secrets, allowInsecure }: WebhooksServiceDeps) {
  /** A webhook the caller may see, else 404 (another district's looks missing). */
  async function visible(identity: Identity, id: string): Promise<WebhookRow> {
    const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id));
    if (!row) throw notFound(M.notFound);
    const ok = row.districtId === null ? isProviderWide(identity) : canSeeDistrict(identity, row.districtId);
    if (!ok) throw notFound(M.notFound);
    return row;
  }

  function checkUrl(url: string) {
    const problem = remoteUrlProblem(url, allowInsecure);
    if (problem) throw invalidFields([{ path: 'url', message: problem }]);
  }

  async function toWebhooks(rows: WebhookRow[]): Promise<Webhook[]> {
    if (rows.length === 0) return [];
    const { rows: last } = await db.execute<{
      webhook_id: string;
      status: Delivery['status'];
      at: Date;
      response_status: number | null;
    }>(sql`
      select distinct on (webhook_id) webhook_id, status, coalesce(last_attempt_at, created_at) as at, response_status
      from webhook_deliveries
      where webhook_id in (${sql.join(
        rows.map((r) => sql`${r.id}`),
        sql`, `,
      )})
      order by webhook_id, created_at desc`);
    const lastOf = new Map(last.map((l) => [l.webhook_id, l]));
    return rows.map((r) => {
      const l = lastOf.get(r.id);
      return {
        id: r.id,
        districtId: r.districtId,
        url: r.url,
        events: r.events as WebhookEvent[],
        description: r.description,
        enabled: r.enabled,
        disabledReason: r.disabledReason,
        createdAt: r.createdAt.toISOString(),
        lastDelivery: l
          ? { status: l.status, at: new Date(l.at).toISOString(), responseStatus: l.response_status }
          : null,
      };
    });
  }

  /** A new delivery of `body` (queued now), for replays and pings. */
  async function queueDelivery(
    w: WebhookRow,
    message: { event: string; body: string; districtId: string | null; messageId: string },
  ) {
    return db.transaction(async (tx) => {
      const [made] = await tx
        .insert(webhookDeliveries)
        .values({ webhookId: w.id, ...message, nextAttemptAt: new Date() })
        .returning();
      await queue.send(DELIVER_JOB, { deliveryId: made!.id }, { tx });
      return toDelivery(made!);
    });
  }

  return {
    async list(_identity: Identity, districtId: string | null): Promise<Webhook[]> {
      const rows = await db
        .select()
        .from(webhooks)
        .where(districtId ? eq(webhooks.districtId, districtId) : isNull(webhooks.districtId))
        .orderBy(webhooks.createdAt);
      return toWebhooks(rows);
    },

    async create(
      identity: Identity,
      districtId: string | null,
      input: WebhookPayload,
    ): Promise<CreatedWebhook> {
      checkUrl(input.url);
      const secret = secrets.fresh();
      const row = await db.transaction(async (tx) => {
        const [n] = await tx
          .select({ n: count() })
          .from(webhooks)
          .where(districtId ? eq(webhooks.districtId, districtId) : isNull(webhooks.districtId));
        if ((n?.n ?? 0) >= MAX_WEBHOOKS_PER_DISTRICT) throw conflict(M.tooMany);
        const id = crypto.randomUUID();
        const [made] = await tx
          .insert(webhooks)
          .values({
            id,
            districtId,
            url: input.url,
            events: input.events,
            description: input.description,
            enabled: input.enabled,
            secretSealed: await secrets.seal(districtId, id, secret, tx),
            createdById: identity.userId,
          })
          .returning();
        await recordAudit(tx, identity, {
          action: 'webhook.created',
          districtId,
          target: input.url,
          after: { events: input.events, enabled: input.enabled },
        });
        return made!;
      });
      const [answer] = await toWebhooks([row]);
      return { ...answer!, secret };
    },

    async update(
      identity: Identity,
      id: string,
      input: WebhookPayload,
      districtId: string | null,
    ): Promise<Webhook> {
      const before = await visible(identity, id);
      if (input.districtId && districtId !== before.districtId)
        throw notFound(ACCESS_MESSAGES.districtNotFound);
      checkUrl(input.url);
      const row = await db.transaction(async (tx) => {
        const [after] = await tx
          .update(webhooks)
          .set({
            url: input.url,
            events: input.events,
            description: input.description,
            enabled: input.enabled,
            // Turned on again: the portal's reason for turning it off is over.
            disabledReason: input.enabled ? null : before.disabledReason,
            updatedAt: new Date(),
          })
          .where(eq(webhooks.id, id))
          .returning();
        await recordAudit(tx, identity, {
          action: 'webhook.updated',
          districtId: before.districtId,
          target: input.url,
          before: { url: before.url, events: before.events, enabled: before.enabled },
          after: { url: input.url, events: input.events, enabled: input.enabled },
        });
        return after!;
      });
      return (await toWebhooks([row]))[0]!;
    },

    async remove(identity: Identity, id: string): Promise<void> {
      const row = await visible(identity, id);
      await db.transaction(async (tx) => {
        await tx.delete(webhooks).where(eq(webhooks.id, id));
        await recordAudit(tx, identity, {
          action: 'webhook.deleted',
          districtId: row.districtId,
          target: row.url,
        });
      });
    },

    async deliveries(identity: Identity, id: string): Promise<Delivery[]> {
      await visible(identity, id);
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, id))
        .orderBy(desc(webhookDeliveries.createdAt))
        .limit(100);
      return rows.map(toDelivery);
    },

    /** The same message (its id and body) sent again as a new delivery, on a fresh schedule. */
    async replay(identity: Identity, id: string, deliveryId: string): Promise<Delivery> {
      const w = await visible(identity, id);
      const [d] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, id)));
      if (!d) throw notFound(M.deliveryNotFound);
      if (!w.enabled) throw badRequest(M.disabled);
      return queueDelivery(w, {
        event: d.event,
        body: d.body,
        districtId: d.districtId,
        messageId: d.messageId,
      });
    },

    async test(identity: Identity, id: string): Promise<Delivery> {
      const w = await visible(identity, id);
      if (!w.enabled) throw badRequest(M.disabled);
      const body = JSON.stringify(
        bodyOf(
          WEBHOOK_PING,
          { webhookId: w.id, districtId: w.districtId, message: 'Test event from the portal' },
          new Date(),
        ),
      );
      return queueDelivery(w, {
        event: WEBHOOK_PING,
        body,
        districtId: w.districtId,
        messageId: newMessageId(),
      });
    },
  };
}
