import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { type Background, createBackground } from '../../server/background.ts';
import { loadConfig } from '../../server/config.ts';
import { decodeKey } from '../../server/crypto/master-key.ts';
import type { Database, Db } from '../../server/db/client.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { createEventBus, type EventBus } from '../../server/realtime/event-bus.ts';
import { createTestDb } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  bus: EventBus;
  background: Background;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Where log lines go (with LOG_LEVEL set); nowhere by default. */
  logStream?: Writable;
  /** Run background jobs in this app (default true, as a server does). */
  work?: boolean;
}

/** buildApp on a fresh database, as main.ts wires it. */
export async function createTestApp(
  env: Record<string, string> = {},
  extra: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDb();
  const t = await createAppOn(database, env, extra);
  return {
    ...t,
    async close() {
      await t.close();
      await database.drop();
    },
  };
}

/** The master key of every test app server (all instances of a test share it, as they must). */
export const TEST_VAULT_KEY = Buffer.alloc(32, 7).toString('base64');
/** The same key as bytes (what the demo seed seals with). */
export const TEST_MASTER_KEY = Buffer.from(TEST_VAULT_KEY, 'base64');

/** The public address every test app server answers for (all instances share it, as behind a load balancer). */
export const TEST_PUBLIC_URL = 'http://localhost:5000';

/** The Host header app.inject sends unless told (light-my-request's default), allowed in test apps. */
export const INJECT_HOST = 'localhost:80';

/** A second app server on an existing database (as a second instance behind a load balancer). */
export async function createAppOn(
  database: Database,
  env: Record<string, string> = {},
  extra: TestAppOptions = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_MODE: '0',
    PUBLIC_URL: TEST_PUBLIC_URL,
    ALLOWED_HOSTS: INJECT_HOST,
    RATE_LIMIT_AUTH: '1000',
    VAULT_KEY: TEST_VAULT_KEY,
    ...env,
  });
  const logger = createLogger(config, {
    stream: extra.logStream ?? new Writable({ write: (_c, _e, done) => done() }),
  });
  const bus = await createEventBus(database.url, database.pool, () => {});
  const masterKey = decodeKey(config.vaultKey!, 'VAULT_KEY');
  const background = createBackground({ config, database, bus, logger, masterKey });
  await background.start({ work: extra.work ?? true });
  const app = await buildApp({
    config,
    database,
    bus,
    databaseKind: 'external',
    background,
    logger,
    masterKey,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    bus,
    background,
    async close() {
      await app.close();
      await background.stop();
      await bus.close();
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them.
export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** One HTTP request through the app, optionally as a signed-in user (its cookie). */
// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function call<T = any>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const res = await app.inject({
    method,
    url,
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  let body: unknown = res.body;
  try {
    body = res.body ? JSON.parse(res.body) : null;
  } catch {}
  return { status: res.statusCode, body: body as T, headers: res.headers };
}

/** The session cookie ("name=value") set by an answer. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : [raw];
  const found = list.find((c): c is string => typeof c === 'string' && c.startsWith('portal_session='));
  if (!found) throw new Error('no session cookie in the answer');
  return found.split(';')[0]!;
}

/** An app server listening on a real port (for WebSockets and fetch), on an existing database. */
export async function startListening(
  database: Database,
  env: Record<string, string> = {},
  extra: TestAppOptions = {},
): Promise<TestApp & { port: number; base: string }> {
  const t = await createAppOn(database, env, extra);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...t, port, base: `http://127.0.0.1:${port}` };
}
