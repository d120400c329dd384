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
}) {
  const { config, database, bus } = deps;
  const db = database.db;
  const queue = createJobQueue(db, {
    url: database.url,
    expireSeconds: config.jobExpireSeconds,
    log: deps.logger,
  });
  const mailer = createMailer({
    db,
    queue,
    transport: createMailTransport(config.mail.smtpUrl),
    from: config.mail.from,
    publicUrl: config.publicUrl,
  });
  const notifier = createNotifier({ db, bus, mailer, publicUrl: config.publicUrl });
  const jobDeps: JobDeps = {
    config,
    database,
    bus,
    queue,
    mailer,
    notifier,
    masterKey: deps.masterKey,
    logger: deps.logger,
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
    start: (opts: { work: boolean }) => queue.start(opts),
    /** `graceful: false` (the database is gone): running jobs are not waited for. */
    stop: ({ graceful = true }: { graceful?: boolean } = {}) => queue.stop(graceful ? undefined : 0),
  };
}
export type Background = ReturnType<typeof createBackground>;
