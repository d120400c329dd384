// What other features may use of webhooks: the one enqueue of a change's events (tickets, assets,
// licenses, visits and users call it in their own transactions), its payload rules, and the
// re-sealing of secrets when a district's data key is rotated, and the demo's secrets.

export { createWebhookOutbox, newMessageId, type WebhookOutbox } from './webhook-outbox.ts';
export { createWebhookSecrets, resealWebhookSecrets } from './webhook-secrets.ts';
