import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccessArea } from '../../domain/access.ts';
import type { AttemptLimits } from '../auth/attempt-limits.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobDefinition, JobQueue } from '../jobs/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { EventBus } from '../realtime/event-bus.ts';

/** What buildApp is built from (main.ts and the tests give it). */
export interface AppDeps {
  config: Config;
  database: Database;
  bus: EventBus;
  /** The job queue, the mailer and the notifier (server/background.ts). */
  background: { queue: JobQueue; mailer: Mailer; notifier: Notifier };
  /** 'embedded' when this process started its own PostgreSQL. */
  databaseKind: 'embedded' | 'external';
  /** The process's logger (server/lib/logger.ts). */
  logger: FastifyBaseLogger;
  /** The master key that seals secrets (server/crypto/master-key.ts). */
  masterKey: Buffer;
}

/** What every feature's routes receive. */
export interface FeatureDeps extends AppDeps {
  sessions: SessionStore;
  limits: AttemptLimits;
}

/** The Fastify instance a feature registers on: zod schemas type requests and answers. */
export type FeatureApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A feature area's routes: registered by buildApp in a scope of their own. */
export type FeaturePlugin = (app: FeatureApp, deps: FeatureDeps) => Promise<void> | void;

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
}

/** An area's routes, the area of the access table they are checked against (null: none needed), and its background jobs. */
export interface Feature {
  area: AccessArea | null;
  routes: FeaturePlugin;
  jobs?: (deps: JobDeps) => JobDefinition<never>[];
}
