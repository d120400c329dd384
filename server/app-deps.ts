import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { TicketHooks } from './features/tickets/ticket-hooks.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { Notifier } from './notifications/notifier.ts';
import type { EventBus } from './realtime/event-bus.ts';

/** What buildApp is built from (main.ts and the tests give it). */
export interface AppDeps {
  config: Config;
  database: Database;
  bus: EventBus;
  /** The job queue, the mailer and the notifier (server/background.ts). */
  background: {
    queue: JobQueue;
    mailer: Mailer;
    notifier: Notifier;
    ticketHooks: readonly TicketHooks[];
    /** The process's metrics, served at /metrics (server/metrics/). */
    metrics: Metrics;
  };
  /** 'embedded' when this process started its own PostgreSQL. */
  databaseKind: 'embedded' | 'external';
  /** The process's logger (server/lib/logger.ts). */
  logger: FastifyBaseLogger;
  /** The master key that seals secrets (server/crypto/master-key.ts). */
  masterKey: Buffer;
}

/** What a feature's job handlers receive (they run in a server or in `npm run worker`). */
export interface JobDeps {
  config: Config;
  database: Database;
  bus: EventBus;
  queue: JobQueue;
  mailer: Mailer;
  notifier: Notifier;
  /** The master key that seals secrets (integration credentials are opened by their sync jobs). */
  masterKey: Buffer;
  logger: FastifyBaseLogger;
  /** What every tickets service does in each change's transaction (every area's `ticketHooks`). */
  ticketHooks: readonly TicketHooks[];
}
