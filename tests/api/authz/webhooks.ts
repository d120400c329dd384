import { eq } from 'drizzle-orm';
import { webhooksApi } from '../../../domain/api/webhooks.ts';
import { webhookDeliveries, webhooks } from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** A webhook of district A with one delivery, inserted directly (nothing is sent). */
async function insertWebhook(c: MatrixContext): Promise<{ id: string; deliveryId: string }> {
  const [w] = await c.db
    .insert(webhooks)
    .values({
      districtId: c.districtA.id,
      url: 'https://hooks.example.com/matrix',
      events: ['ticket.created'],
      secretSealed: 'v1:not-opened-here',
    })
    .returning({ id: webhooks.id });
  const [d] = await c.db
    .insert(webhookDeliveries)
    .values({
      webhookId: w!.id,
      districtId: c.districtA.id,
      messageId: 'msg_matrix',
      event: 'ticket.created',
      body: '{}',
      status: 'failed',
      attempts: 1,
    })
    .returning({ id: webhookDeliveries.id });
  return { id: w!.id, deliveryId: d!.id };
}
const shared = (c: MatrixContext) => c.once('webhook', () => insertWebhook(c));

// District administrators and Five Star only (the integrations area).
const admins = (ok: number) =>
  statuses({ anonymous: 401, techA: 403, viewerA: 403, waiting: 403, adminB: 404 }, ok);

export const webhooksEndpoints = casesOf(webhooksApi, {
  list: { request: (c) => ({ url: `/api/webhooks?districtId=${c.districtA.id}` }), expect: admins(200) },
  create: {
    request: (c) => ({
      url: '/api/webhooks',
      body: { districtId: c.districtA.id, url: 'https://hooks.example.com/new', events: ['asset.created'] },
    }),
    expect: admins(201),
  },
  update: {
    request: async (c) => ({
      url: `/api/webhooks/${(await shared(c)).id}`,
      body: {
        districtId: c.districtA.id,
        url: 'https://hooks.example.com/matrix',
        events: ['ticket.created'],
        enabled: false,
      },
    }),
    expect: admins(200),
  },
  remove: {
    request: async (c) => ({ url: `/api/webhooks/${(await insertWebhook(c)).id}` }),
    expect: admins(204),
  },
  deliveries: {
    request: async (c) => ({ url: `/api/webhooks/${(await shared(c)).id}/deliveries` }),
    expect: admins(200),
  },
  // The shared webhook is turned off by `update`: replay and test answer 400 to those allowed.
  replay: {
    request: async (c) => {
      const w = await insertWebhook(c);
      await c.db.update(webhooks).set({ enabled: false }).where(eq(webhooks.id, w.id));
      return { url: `/api/webhooks/${w.id}/deliveries/${w.deliveryId}/replay` };
    },
    expect: admins(400),
  },
  test: {
    request: async (c) => {
      const w = await insertWebhook(c);
      await c.db.update(webhooks).set({ enabled: false }).where(eq(webhooks.id, w.id));
      return { url: `/api/webhooks/${w.id}/test` };
    },
    expect: admins(400),
  },
});
