import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database, Db } from '../../server/db/client.ts';
import { createEventBus, type EventBus } from '../../server/realtime/event-bus.ts';
import { createTestDb } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  bus: EventBus;
  close(): Promise<void>;
}

/** buildApp on a fresh database, as main.ts wires it. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDb();
  const t = await createAppOn(database, env);
  return {
    ...t,
    async close() {
      await t.close();
      await database.drop();
    },
  };
}

/** A second app server on an existing database (as a second instance behind a load balancer). */
export async function createAppOn(database: Database, env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_MODE: '0',
    PUBLIC_URL: 'http://localhost:5000',
    RATE_LIMIT_AUTH: '1000',
    ...env,
  });
  const bus = await createEventBus(database.url, database.pool, () => {});
  const app = await buildApp({ config, database, bus, databaseKind: 'external' });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    bus,
    async close() {
      await app.close();
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
