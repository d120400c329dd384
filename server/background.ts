import type { FastifyBaseLogger } from 'fastify';
import type { JobDeps } from './app-deps.ts';
import { createSessionStore } from './auth/sessions.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { features } from './features/index.ts';
import { createJobQueue, type JobDefinition } from './jobs/queue.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import { createMailer } from './mail/mailer.ts';
import { createMailTransport } from './mail/transport.ts';
import { createMetrics, type Metrics } from './metrics/metrics.ts';
import { createNotifier } from './notifications/notifier.ts';
import type { EventBus } from './realtime/event-bus.ts';

/**
 * The work that runs later: the job queue with every kind of job (mail delivery, upkeep, and each
 * feature's own), the mailer and the notifier built on it. Every server sends jobs; a worker
 * (the server by default, or `npm run worker`) also runs them.
 */
export function createBackground(deps: {
  config: Config;
  database: Database;
  bus: EventBus;
  logger: FastifyBaseLogger;
  masterKey: Buffer;
  /** The process's metrics (a server serves them at /metrics); made here when not given. */
  metrics?: Metrics;
}) {
  const { config, database, bus } = deps;
  const metrics = deps.metrics ?? createMetrics();
  const db = database.db;
  const queue = createJobQueue(db, {
    url: database.url,
    expireSeconds: config.jobExpireSeconds,
    log: deps.logger,
    onJobFailed: metrics.jobFailed,
    bus,
  });
  const mailer = createMailer({
    db,
    queue,
    transport: createMailTransport(config.mail.smtpUrl),
    from: config.mail.from,
    publicUrl: config.publicUrl,
    onDelivery: (outcome) =>
      outcome === 'sent' ? metrics.mailSent() : metrics.mailFailed(outcome === 'failed'),
  });
  metrics.watchPool('app', database.pool);
  metrics.watchPool('jobs', () => queue.pool());
  metrics.watchQueues(() => queue.counts());
  const notifier = createNotifier({ db, bus, mailer, publicUrl: config.publicUrl });
  const ticketHooks = features.flatMap((f) =>
    f.ticketHooks ? [f.ticketHooks({ config, database, bus, queue })] : [],
  );
  const jobDeps: JobDeps = {
    config,
    database,
    bus,
    queue,
    mailer,
    notifier,
    masterKey: deps.masterKey,
    logger: deps.logger,
    ticketHooks,
  };

  const sessions = createSessionStore(db, config);
  const limiter = createRateLimiter(db);
  const upkeep: JobDefinition = {
    name: 'upkeep.sweep',
    cron: '17 * * * *',
    retryLimit: 1,
    // Expired sessions and spent attempt counters are refused when read; this removes the ones nobody reads again.
    async handle() {
      await sessions.sweep();
      await limiter.sweep();
    },
  };

  queue.define(...mailer.jobs, upkeep, ...features.flatMap((f) => f.jobs?.(jobDeps) ?? []));
  return {
    queue,
    mailer,
    notifier,
    ticketHooks,
    metrics,
    start: (opts: { work: boolean }) => queue.start(opts),
    /** Takes no more jobs; the running ones go on (a stop's first step). */
    pause: () => queue.pause(),
    /**
     * `graceful: false` (the database is gone): running jobs are not waited for; else for up to
     * `graceMs` (20 s by default).
     */
    stop: ({ graceful = true, graceMs }: { graceful?: boolean; graceMs?: number } = {}) =>
      queue.stop(graceful ? graceMs : 0),
  };
}
export type Background = ReturnType<typeof createBackground>;
