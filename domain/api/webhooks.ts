import { z } from 'zod';
import { idParamSchema } from '../http.ts';
import {
  createdWebhookSchema,
  deliveryParamsSchema,
  deliverySchema,
  listWebhooksQuerySchema,
  webhookInputSchema,
  webhookSchema,
} from '../webhooks.ts';
import { endpoints } from './endpoint.ts';

/**
 * Outgoing webhooks (issue 35): checked against the integrations area (district administrators and
 * Five Star, Altitude, the integrations toggle). Five Star outside a district view keeps the
 * provider-wide webhooks (every district's events).
 */
export const webhooksApi = endpoints('webhooks', {
  list: {
    method: 'GET',
    path: '/api/webhooks',
    access: 'admin',
    query: listWebhooksQuerySchema,
    response: z.array(webhookSchema),
  },
  /** Answers the webhook with its signing secret, shown this once. */
  create: {
    method: 'POST',
    path: '/api/webhooks',
    access: 'admin',
    body: webhookInputSchema,
    response: createdWebhookSchema,
    status: 201,
  },
  /** Changes the address, the events, the description or turns it on or off (the secret stays). */
  update: {
    method: 'PUT',
    path: '/api/webhooks/:id',
    access: 'admin',
    params: idParamSchema,
    body: webhookInputSchema,
    response: webhookSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/webhooks/:id',
    access: 'admin',
    params: idParamSchema,
    response: z.null().describe('No content'),
    status: 204,
  },
  /** The delivery log, newest first (the last 100). */
  deliveries: {
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    access: 'admin',
    params: idParamSchema,
    response: z.array(deliverySchema),
  },
  /** Sends a delivery's body again as a new delivery (a new message id, a fresh schedule). */
  replay: {
    method: 'POST',
    path: '/api/webhooks/:id/deliveries/:deliveryId/replay',
    access: 'admin',
    params: deliveryParamsSchema,
    response: deliverySchema,
    status: 202,
  },
  /** Queues a `webhook.test` ping to the webhook. */
  test: {
    method: 'POST',
    path: '/api/webhooks/:id/test',
    access: 'admin',
    params: idParamSchema,
    response: deliverySchema,
    status: 202,
  },
});
