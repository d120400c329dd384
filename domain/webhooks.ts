import { z } from 'zod';
import { text } from './http.ts';
import { remoteUrlProblem } from './remote-calls.ts';

/**
 * Outgoing webhooks (issue 35, docs/product.md#webhooks): a district's (or Five Star's
 * provider-wide) endpoints, the events they want, and deliveries signed as the Standard Webhooks
 * specification says, retried on its schedule.
 */

export const WEBHOOK_EVENTS = [
  'ticket.created',
  'ticket.updated',
  'ticket.commented',
  'ticket.sla_breached',
  'asset.created',
  'asset.updated',
  'asset.checked_out',
  'asset.checked_in',
  'license.expiring',
  'visit.updated',
  'user.created',
  'user.deactivated',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What each event means, for the add dialog's checkboxes. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'ticket.created': 'A ticket was opened',
  'ticket.updated': 'A ticket changed (status, priority, assignee…)',
  'ticket.commented': 'A public comment was added to a ticket',
  'ticket.sla_breached': 'A ticket breached its SLA',
  'asset.created': 'An asset was added',
  'asset.updated': 'An asset changed',
  'asset.checked_out': 'An asset was checked out',
  'asset.checked_in': 'An asset was checked in',
  'license.expiring': 'A license is about to expire',
  'visit.updated': 'A technician visit was booked, moved or changed status',
  'user.created': 'A user account was created',
  'user.deactivated': 'A user account was deactivated',
};

/** The test ping's event (sent by "Send test", never subscribed to). */
export const WEBHOOK_PING = 'webhook.test' as const;

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  succeeded: 'Delivered',
  failed: 'Failed',
};

export const MAX_WEBHOOKS_PER_DISTRICT = 20;
/** One try's timeout. */
export const WEBHOOK_TIMEOUT_MS = 15_000;
/** How much of an answer's body the delivery log keeps. */
export const RESPONSE_EXCERPT_BYTES = 1024;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Enter the address that receives the events',
  eventsRequired: 'Choose at least one event',
  eventInvalid: 'Not an event webhooks can send',
  tooMany: `A district can have at most ${MAX_WEBHOOKS_PER_DISTRICT} webhooks`,
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  disabled: 'This webhook is turned off; turn it on to send to it',
  created: 'Webhook added. Copy its signing secret now: it is not shown again.',
  createFailed: 'The webhook could not be added.',
  saved: 'Webhook saved.',
  saveFailed: 'The webhook could not be saved.',
  deleted: 'Webhook deleted.',
  deleteFailed: 'The webhook could not be deleted.',
  replayed: 'Delivery queued again.',
  replayFailed: 'The delivery could not be queued again.',
  testSent: 'Test event queued.',
  testFailed: 'The test event could not be queued.',
  loadFailed: 'Webhooks could not be loaded.',
  deliveriesFailed: 'Deliveries could not be loaded.',
  empty: 'No webhooks yet',
  noDeliveries: 'Nothing delivered yet',
  /** The notice to the owner when the last try of a delivery failed. */
  disabledTitle: (url: string) => `Webhook turned off: ${url}`,
  disabledBody: (url: string, event: string, reason: string) =>
    `The delivery of ${event} to ${url} failed on every try (${reason}), so the webhook was turned off. Fix the receiver, then turn it on again and replay the delivery.`,
} as const;
const M = WEBHOOK_MESSAGES;

// --- The retry schedule ------------------------------------------------------------------------

/**
 * The Standard Webhooks schedule: at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and
 * 10 h. Entry `n` is the wait before try `n + 1`.
 */
export const RETRY_SCHEDULE_MS = [
  0,
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3600_000,
  5 * 3600_000,
  10 * 3600_000,
  10 * 3600_000,
] as const;
export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length;
/** The longest wait a `Retry-After` may ask for (longer answers are read as this). */
export const MAX_RETRY_AFTER_MS = 24 * 3600_000;

/** The wait a `Retry-After` header asks for (seconds or an HTTP date), at most a day; null when absent or unreadable. */
export function retryAfterWaitMs(header: string | null | undefined, now: Date): number | null {
  if (!header) return null;
  const value = header.trim();
  let ms: number;
  if (/^\d+$/.test(value)) ms = Number(value) * 1000;
  else {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return null;
    ms = at - now.getTime();
  }
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}

/** What one try's outcome means for the delivery. */
export type TryOutcome =
  | { kind: 'answered'; status: number; retryAfter?: string | null }
  | { kind: 'timeout' }
  | { kind: 'unreachable' }
  | { kind: 'refused' };

/** A try counts as delivered on any 2xx answer. */
export const isDelivered = (o: TryOutcome) => o.kind === 'answered' && o.status >= 200 && o.status < 300;

/** Worth another try: 5xx, 429 (and 408), a timeout, a connection that failed; never a refused address or another 4xx. */
export function isRetryable(o: TryOutcome): boolean {
  if (o.kind === 'timeout' || o.kind === 'unreachable') return true;
  if (o.kind === 'refused') return false;
  return o.status >= 500 || o.status === 429 || o.status === 408;
}

/**
 * When the next try is due after try `attempts` (1 = the first) failed with `outcome`, or null when
 * the delivery has failed for good (not retryable, or the schedule is spent). A `Retry-After`
 * (on 429 or 503) that asks for longer than the schedule is honoured.
 */
export function nextAttemptAt(attempts: number, outcome: TryOutcome, now: Date): Date | null {
  if (isDelivered(outcome) || !isRetryable(outcome) || attempts >= MAX_ATTEMPTS) return null;
  let wait: number = RETRY_SCHEDULE_MS[attempts]!;
  if (outcome.kind === 'answered') {
    const asked = retryAfterWaitMs(outcome.retryAfter, now);
    if (asked !== null && asked > wait) wait = asked;
  }
  return new Date(now.getTime() + wait);
}

/** The delivery log's words for a try's outcome (never a secret). */
export function outcomeWords(o: TryOutcome): string {
  switch (o.kind) {
    case 'answered':
      return `Answered ${o.status}`;
    case 'timeout':
      return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
    case 'unreachable':
      return 'Could not connect';
    case 'refused':
      return 'Address refused: it points at a private or local network';
  }
}

// --- Signing (Standard Webhooks) ----------------------------------------------------------------

/** A message id: `msg_` and 24 random characters (the caller gives the randomness). */
export const messageIdOf = (random: string) => `msg_${random}`;

/** What is signed: `${id}.${timestamp}.${body}` (timestamp in whole seconds). */
export const signingInput = (id: string, timestampSeconds: number, body: string) =>
  `${id}.${timestampSeconds}.${body}`;

/** The `webhook-signature` header of one HMAC-SHA256 (base64): `v1,<signature>`. */
export const signatureHeader = (base64Hmac: string) => `v1,${base64Hmac}`;

/** A secret as shown once: `whsec_` and the base64 of its bytes. */
export const SECRET_PREFIX = 'whsec_';
export const secretOf = (bytes: Uint8Array) => `${SECRET_PREFIX}${base64(bytes)}`;
/** The key bytes of a secret (the base64 after `whsec_`). */
export const secretKeyBase64 = (secret: string) =>
  secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;

function base64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

// --- Payloads -----------------------------------------------------------------------------------

/**
 * The fields of each kind of object a payload may carry: ids, numbers, states and names people
 * see. Anything else (descriptions, internal notes, secrets, serials of people) never leaves.
 */
export const PAYLOAD_FIELDS = {
  ticket: [
    'id',
    'districtId',
    'ticketNumber',
    'title',
    'status',
    'priority',
    'category',
    'assigneeId',
    'requesterId',
    'waiting',
    'createdAt',
    'updatedAt',
    'resolvedAt',
  ],
  comment: ['id', 'ticketId', 'authorId', 'body', 'createdAt'],
  asset: [
    'id',
    'districtId',
    'assetTag',
    'name',
    'category',
    'status',
    'manufacturer',
    'model',
    'location',
    'assignedUserId',
    'assignedTo',
    'checkedOutOn',
    'dueOn',
  ],
  license: ['id', 'districtId', 'name', 'vendor', 'endDate', 'daysLeft', 'seats'],
  visit: ['id', 'districtId', 'ticketId', 'status', 'siteId', 'technicianId', 'startsAt', 'endsAt', 'action'],
  user: ['id', 'districtId', 'email', 'firstName', 'lastName', 'role', 'active'],
} as const satisfies Record<string, readonly string[]>;
export type PayloadObject = keyof typeof PAYLOAD_FIELDS;

/** Fields whose name says they hold a secret or a note for staff: never sent whatever the list says. */
const NEVER = /(secret|password|token|sealed|credential|hash|internal|note)/i;

/** The allowed fields of `source` for an object of `kind` (dates as ISO strings). */
export function pickFields(kind: PayloadObject, source: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of PAYLOAD_FIELDS[kind] as readonly string[]) {
    if (NEVER.test(key) || !(key in source)) continue;
    const v = source[key];
    if (v === undefined) continue;
    out[key] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/** The allowed fields that differ between `before` and `after`, with their new values. */
export function changedFields(
  kind: PayloadObject,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const b = pickFields(kind, before);
  const a = pickFields(kind, after);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(a))
    if (key !== 'updatedAt' && JSON.stringify(b[key]) !== JSON.stringify(value)) out[key] = value;
  return out;
}

/** The body of a delivery, as the specification suggests: `{ type, timestamp, data }`. */
export interface WebhookBody {
  type: WebhookEvent | typeof WEBHOOK_PING;
  timestamp: string;
  data: Record<string, unknown>;
}
export const bodyOf = (type: WebhookBody['type'], data: Record<string, unknown>, at: Date): WebhookBody => ({
  type,
  timestamp: at.toISOString(),
  data,
});

/** The delivery log keeps the first 1 KB of an answer's body (cut at a character boundary). */
export function excerptOf(body: string): string {
  const bytes = new TextEncoder().encode(body);
  if (bytes.length <= RESPONSE_EXCERPT_BYTES) return body;
  return new TextDecoder().decode(bytes.slice(0, RESPONSE_EXCERPT_BYTES)).replace(/\uFFFD+$/, '');
}

// --- Schemas ------------------------------------------------------------------------------------

const urlSchema = text(2000, M.urlRequired).superRefine((v, ctx) => {
  // The loopback and http of tests are decided by the server (INTEGRATIONS_ALLOW_INSECURE);
  // a private network never passes.
  const problem = remoteUrlProblem(v, true);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: M.eventInvalid }), { error: M.eventsRequired })
  .min(1, M.eventsRequired)
  .max(WEBHOOK_EVENTS.length, M.eventsRequired)
  .transform((list) => [...new Set(list)]);

export const webhookInputSchema = z.object({
  /** Absent for Five Star outside a district view: a provider-wide webhook (every district's events). */
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
  url: urlSchema,
  events: eventsSchema,
  description: text(200).default(''),
  enabled: z.boolean().default(true),
});
export type WebhookPayload = z.output<typeof webhookInputSchema>;
export type WebhookForm = z.input<typeof webhookInputSchema>;

export const listWebhooksQuerySchema = z.object({
  districtId: z.uuid({ error: 'Not a valid district id' }).optional(),
});

export const webhookSchema = z.object({
  id: z.uuid(),
  /** Null: provider-wide (every district's events). */
  districtId: z.uuid().nullable(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  enabled: z.boolean(),
  /** Why it was turned off by the portal (the last failure), if it was. */
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
  lastDelivery: z
    .object({ status: z.enum(DELIVERY_STATUSES), at: z.string(), responseStatus: z.number().nullable() })
    .nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer of an add: the webhook and its secret, shown this once. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const deliverySchema = z.object({
  id: z.uuid(),
  webhookId: z.uuid(),
  /** The `webhook-id` header (the same on every try and on a replay's new delivery it is new). */
  messageId: z.string(),
  event: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  /** The first 1 KB of the last answer's body, or what went wrong. */
  responseExcerpt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryParamsSchema = z.object({
  id: z.uuid({ error: 'Not a valid id' }),
  deliveryId: z.uuid({ error: 'Not a valid id' }),
});
