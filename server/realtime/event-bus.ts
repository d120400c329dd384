import pg from 'pg';
import type { EventType } from '../../domain/events.ts';
import { createBatcher } from '../lib/batcher.ts';

/** A change that other app servers and browsers hear of ('internal:*' ones stay among the servers). */
export interface PortalEvent {
  type: EventType | `internal:${string}`;
  /** The district the event belongs to; null for provider-wide events. */
  districtId: string | null;
  /** Only this user's browsers receive it (a notification). */
  userId?: string;
  data?: Record<string, unknown>;
}

export interface EventBus {
  publish(event: PortalEvent): Promise<void>;
  /** Many events in one round trip (a notification to each of 500 people). */
  publishMany(events: PortalEvent[]): Promise<void>;
  subscribe(handler: (event: PortalEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'portal_events';

/** Events travel through PostgreSQL LISTEN/NOTIFY, so every app server on one database hears them. */
export async function createEventBus(
  url: string,
  publishPool: pg.Pool,
  log: (msg: string) => void,
): Promise<EventBus> {
  const handlers = new Set<(event: PortalEvent) => void>();
  let listener: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      if (!msg.payload) return;
      let event: PortalEvent;
      try {
        event = JSON.parse(msg.payload) as PortalEvent;
      } catch {
        return;
      }
      for (const h of handlers) h(event);
    });
    client.on('error', () => dropped(client));
    client.on('end', () => dropped(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
    retryMs = 250;
  }

  function dropped(client: pg.Client): void {
    if (closed || listener !== client) return;
    listener = null;
    client.end().catch(() => {});
    scheduleListen();
  }

  function scheduleListen(): void {
    if (closed) return;
    setTimeout(() => {
      listen().catch((err) => {
        log(`event bus reconnect failed: ${err}`);
        retryMs = Math.min(retryMs * 2, 10_000);
        scheduleListen();
      });
    }, retryMs);
  }

  async function notifyAll(events: PortalEvent[]): Promise<void> {
    if (events.length === 0) return;
    await publishPool.query('select pg_notify($1, e) from unnest($2::text[]) as e', [
      CHANNEL,
      events.map((e) => JSON.stringify(e)),
    ]);
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
    publish: (event) => outgoing.add(event),
    publishMany: notifyAll,
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      closed = true;
      const l = listener;
      listener = null;
      await l?.end().catch(() => {});
    },
  };
}
