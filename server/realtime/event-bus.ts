import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { EventType } from '../../domain/events.ts';
import { isConnectionLoss } from '../db/connection-loss.ts';
import { createBatcher } from '../lib/batcher.ts';
import { requestOrigin } from './request-origin.ts';

/** A change that other app servers and browsers hear of ('internal:*' ones stay among the servers). */
export interface PortalEvent {
  type: EventType | `internal:${string}`;
  /** The district the event belongs to; null for provider-wide events. */
  districtId: string | null;
  /** Only this user's browsers receive it (a notification). */
  userId?: string;
  data?: Record<string, unknown>;
  /** The browser tab whose request caused it (set by `publish` from the request). */
  origin?: string;
}

export interface EventBus {
  publish(event: PortalEvent): Promise<void>;
  /** Many events in one round trip (a notification to each of 500 people). */
  publishMany(events: PortalEvent[]): Promise<void>;
  /**
   * Sends `event` from within the transaction `tx`: every server hears it when the transaction
   * commits, and never if it rolls back (this server's `watch` handlers too: only once heard).
   */
  publishOnCommit(tx: { execute(query: SQL): Promise<unknown> }, event: PortalEvent): Promise<void>;
  subscribe(handler: (event: PortalEvent) => void): () => void;
  /**
   * Like `subscribe`, and also at once for this server's own events as they are published (so twice
   * for those): for reactions that may repeat, such as forgetting kept answers.
   */
  watch(handler: (event: PortalEvent) => void): () => void;
  /**
   * Calls `handler` each time the bus listens again after losing its connection: events sent
   * meanwhile were not heard, so whoever shows their effects should refetch.
   */
  onReconnect(handler: () => void): () => void;
  /**
   * Calls `handler` for each event heard from the database with the moment it was published (ms,
   * by the publishing server's clock): the bus's lag, for metrics.
   */
  onReceived(handler: (publishedAt: number) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'portal_events';
/** The field of a NOTIFY payload that carries its publishing moment (taken off before handlers see it). */
const SENT_AT = '_sentAt';

/**
 * The event as sent: with the browser tab of the request that publishes it, if it named one, and
 * the moment it is published (its receivers measure the bus's lag by it).
 */
function stamped(event: PortalEvent): PortalEvent & { [SENT_AT]: number } {
  const origin = event.origin ?? requestOrigin();
  return { ...event, ...(origin ? { origin } : {}), [SENT_AT]: Date.now() };
}

/**
 * Events travel through PostgreSQL LISTEN/NOTIFY, so every app server on one database hears them.
 * A lost LISTEN connection is opened again (backing off up to 10 s) and the reconnect announced;
 * an event that cannot be sent because the database is unreachable is dropped, not thrown: the
 * change it announces is already committed.
 */
export async function createEventBus(
  url: string,
  publishPool: pg.Pool,
  log: (msg: string) => void,
): Promise<EventBus> {
  const handlers = new Set<(event: PortalEvent) => void>();
  const watchers = new Set<(event: PortalEvent) => void>();
  const reconnectHandlers = new Set<() => void>();
  const receivedHandlers = new Set<(publishedAt: number) => void>();
  let listener: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;
  let lost = false;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      if (!msg.payload) return;
      let event: PortalEvent & { [SENT_AT]?: number };
      try {
        event = JSON.parse(msg.payload) as PortalEvent;
      } catch {
        return;
      }
      const sentAt = event[SENT_AT];
      if (typeof sentAt === 'number') {
        delete event[SENT_AT];
        for (const r of receivedHandlers) r(sentAt);
      }
      for (const h of handlers) h(event);
      for (const w of watchers) w(event);
    });
    let broken = false;
    const onLoss = () => {
      broken = true;
      dropped(client);
    };
    client.on('error', onLoss);
    client.on('end', onLoss);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (broken) throw new Error('Connection terminated while starting to listen');
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    retryMs = 250;
    if (lost) {
      lost = false;
      log('event bus: listening again');
      for (const h of reconnectHandlers) h();
    }
  }

  function dropped(client: pg.Client): void {
    if (closed || listener !== client) return;
    listener = null;
    lost = true;
    log('event bus: lost its connection to the database; reconnecting');
    client.end().catch(() => {});
    scheduleListen();
  }

  function scheduleListen(): void {
    if (closed) return;
    setTimeout(() => {
      listen().catch(() => {
        retryMs = Math.min(retryMs * 2, 10_000);
        scheduleListen();
      });
    }, retryMs);
  }

  async function notifyAll(events: PortalEvent[]): Promise<void> {
    if (events.length === 0) return;
    await publishPool
      .query('select pg_notify($1, e) from unnest($2::text[]) as e', [
        CHANNEL,
        events.map((e) => JSON.stringify(e)),
      ])
      .catch((err: unknown) => {
        if (!isConnectionLoss(err)) throw err;
        log(`event bus: ${events.length} event(s) not sent, the database is unreachable`);
      });
  }
  // Events published at the same moment (many requests at once) leave in one round trip.
  const outgoing = createBatcher({
    run: async (events: PortalEvent[]) => {
      await notifyAll(events);
      return events.map(() => undefined);
    },
    maxBatch: 500,
    maxInFlight: 2,
  });

  await listen();
  return {
    publish(event) {
      for (const w of watchers) w(event);
      return outgoing.add(stamped(event));
    },
    publishMany(events) {
      for (const event of events) for (const w of watchers) w(event);
      return notifyAll(events.map(stamped));
    },
    async publishOnCommit(tx, event) {
      await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(stamped(event))})`);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    watch(handler) {
      watchers.add(handler);
      return () => watchers.delete(handler);
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
    onReceived(handler) {
      receivedHandlers.add(handler);
      return () => receivedHandlers.delete(handler);
    },
    async close() {
      closed = true;
      const l = listener;
      listener = null;
      await l?.end().catch(() => {});
    },
  };
}
