import { createHmac } from 'node:crypto';
import type { LookupFunction } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import {
  excerptOf,
  isDelivered,
  nextAttemptAt,
  outcomeWords,
  secretKeyBase64,
  signatureHeader,
  signingInput,
  type TryOutcome,
  WEBHOOK_MESSAGES,
  WEBHOOK_TIMEOUT_MS,
} from '../../../domain/webhooks.ts';
import type { Db } from '../../db/client.ts';
import { users, webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { RemoteError, refusedHost, remoteFetch } from '../../lib/remote-http.ts';
import type { Notifier } from '../../notifications/notifier.ts';
import { DELIVER_JOB } from './webhook-outbox.ts';
import type { WebhookSecrets } from './webhook-secrets.ts';

/** The three Standard Webhooks headers of one try (the signature of `id.timestamp.body`). */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string) {
  const timestamp = Math.floor(at.getTime() / 1000);
  const hmac = createHmac('sha256', Buffer.from(secretKeyBase64(secret), 'base64'))
    .update(signingInput(messageId, timestamp, body))
    .digest('base64');
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureHeader(hmac),
  };
}

export interface DelivererDeps {
  db: Db;
  queue: Pick<JobQueue, 'send'>;
  notifier: Pick<Notifier, 'notifyMany'>;
  secrets: WebhookSecrets;
  allowInsecure: boolean;
  /** One try's timeout (15 s; tests shorten it). */
  timeoutMs?: number;
  /** Name resolution (tests map a name to a private address). */
  lookup?: LookupFunction;
  now?: () => Date;
}

/**
 * One try of one delivery (the `webhooks.deliver` job): signs the stored body, sends it through
 * the one HTTP layer (the address checked at connect time, no redirects, 15 s), records the answer
 * and either queues the next try on the schedule or, after the last one, turns the webhook off and
 * tells its owner. Idempotent: a try is claimed by moving `attempts` on, so a job run twice sends once.
 */
export function createWebhookDeliverer(deps: DelivererDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function attempt(deliveryId: string): Promise<void> {
    const [row] = await db
      .select({ d: webhookDeliveries, w: webhooks })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!row) return;
    if (row.d.status !== 'pending') return;
    const { d, w } = row;
    if (!w.enabled) {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', lastError: WEBHOOK_MESSAGES.disabled, nextAttemptAt: null })
        .where(and(eq(webhookDeliveries.id, d.id), eq(webhookDeliveries.status, 'pending')));
      return;
    }
    const claimed = await db
      .update(webhookDeliveries)
      .set({ attempts: d.attempts + 1, lastAttemptAt: now(), nextAttemptAt: null })
      .where(
        and(
          eq(webhookDeliveries.id, d.id),
          eq(webhookDeliveries.status, 'pending'),
          eq(webhookDeliveries.attempts, d.attempts),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (claimed.length === 0) return;
    const attempts = d.attempts + 1;

    const secret = await deps.secrets.open(w.districtId, w.id, w.secretSealed);
    const at = now();
    let outcome: TryOutcome;
    let excerpt: string | null = null;
    try {
      const res = await remoteFetch(
        'Webhook',
        w.url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'FiveStar-Portal-Webhooks/1',
            ...signedHeaders(secret, d.messageId, at, d.body),
          },
          body: d.body,
        },
        {
          allowInsecure: deps.allowInsecure,
          tries: 1,
          timeoutMs: deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
          ...(deps.lookup ? { lookup: deps.lookup } : {}),
        },
      );
      excerpt = excerptOf(await readSome(res));
      outcome = { kind: 'answered', status: res.status, retryAfter: res.headers.get('retry-after') };
    } catch (err) {
      outcome = outcomeOfError(err);
    }

    const next = nextAttemptAt(attempts, outcome, now());
    const delivered = isDelivered(outcome);
    const status = delivered ? 'succeeded' : next ? 'pending' : 'failed';
    await db
      .update(webhookDeliveries)
      .set({
        status,
        responseStatus: outcome.kind === 'answered' ? outcome.status : null,
        responseExcerpt: excerpt,
        lastError: delivered ? null : outcomeWords(outcome),
        nextAttemptAt: next,
      })
      .where(eq(webhookDeliveries.id, d.id));
    if (next) {
      await deps.queue.send(DELIVER_JOB, { deliveryId: d.id }, { startAfter: next });
      return;
    }
    // The schedule is spent on retryable failures: the webhook goes off and its owner hears why.
    if (!delivered && attempts > 1) await turnOff(w, d.event, outcomeWords(outcome));
  }

  async function turnOff(w: typeof webhooks.$inferSelect, event: string, reason: string) {
    const off = await db
      .update(webhooks)
      .set({ enabled: false, disabledReason: reason, updatedAt: now() })
      .where(and(eq(webhooks.id, w.id), eq(webhooks.enabled, true)))
      .returning({ id: webhooks.id });
    if (off.length === 0) return;
    const owners = await ownersOf(w);
    const body = WEBHOOK_MESSAGES.disabledBody(w.url, event, reason);
    await deps.notifier.notifyMany([
      {
        userIds: owners,
        notice: {
          kind: 'webhook_disabled',
          districtId: w.districtId,
          title: WEBHOOK_MESSAGES.disabledTitle(w.url),
          body,
          link: '/integrations/webhooks',
          dedupeKey: `webhook:${w.id}:off:${now().toISOString()}`,
          email: { subject: 'A webhook was turned off', paragraphs: [body], actionLabel: 'Open Webhooks' },
        },
      },
    ]);
  }

  /** Who hears of it: the one who added it, else the district's administrators (Five Star's for a provider-wide one). */
  async function ownersOf(w: typeof webhooks.$inferSelect): Promise<string[]> {
    if (w.createdById) {
      const [creator] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, w.createdById), eq(users.isActive, true)));
      if (creator) return [creator.id];
    }
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.isActive, true),
          w.districtId
            ? sql`${users.districtId} = ${w.districtId} and ${users.role} = 'district_admin'`
            : sql`${users.districtId} is null and ${users.role} = 'provider_admin'`,
        ),
      );
    return rows.map((r) => r.id);
  }

  return { attempt };
}

/** What a failed call was, as the schedule sees it. */
function outcomeOfError(err: unknown): TryOutcome {
  if (refusedHost(err) !== null) return { kind: 'refused' };
  if (err instanceof RemoteError) {
    if (err.failure === 'rate_limited') return { kind: 'answered', status: 429, retryAfter: err.retryAfter };
    // A redirect is never followed: it is the answer (and no reason to try again).
    if (err.failure === 'address' && err.status) return { kind: 'answered', status: err.status };
    if (err.failure === 'address') return { kind: 'refused' };
    return err.message.includes('in time') ? { kind: 'timeout' } : { kind: 'unreachable' };
  }
  return { kind: 'unreachable' };
}

/** At most the first few KB of an answer (the log keeps 1 KB); the rest is never read. */
async function readSome(res: Response | import('undici').Response): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < 4096) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, 4096));
}
