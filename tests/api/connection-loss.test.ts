import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVER_MESSAGES } from '../../domain/http.ts';
import { SESSION_COOKIE } from '../../server/auth/sessions.ts';
import { connect } from '../../server/db/client.ts';
import { call, createAppOn } from '../support/test-app.ts';
import { createTestDb } from '../support/test-db.ts';

// The pool of server/db/client.ts when PostgreSQL ends a connection (pg_terminate_backend: what a
// restart or failover of the database does to each of them).
let db: Awaited<ReturnType<typeof createTestDb>>;
const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
beforeAll(async () => {
  db = await createTestDb();
  await admin.connect();
});
afterAll(async () => {
  await admin.end();
  await db.drop();
});

const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);
const withinSeconds = <T>(p: Promise<T>, s: number) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${s} s`)), s * 1000)),
  ]);

describe('a pooled connection lost while checked out', () => {
  it('neither crashes the process nor keeps its place in the pool when its holder never gives it back', async () => {
    const database = connect(db.url, 1);
    try {
      // Drizzle's transaction keeps a client whose `begin` failed, never releasing it.
      const held = await database.pool.connect();
      const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
      await terminate(rows[0]!.pid);
      await expect(held.query('select 1')).rejects.toThrow();
      // The only connection of the pool is free again: a new one answers.
      const { rows: again } = await withinSeconds(
        database.pool.query<{ one: number }>('select 1 as one'),
        10,
      );
      expect(again).toEqual([{ one: 1 }]);
      held.release(); // the holder's late release does nothing
    } finally {
      await database.close();
    }
  });

  it('fails the transaction it was in, and the next one runs on a fresh connection', async () => {
    const database = connect(db.url, 1);
    try {
      const failed = database.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        await terminate(rows[0]!.pid);
        await new Promise((r) => setTimeout(r, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(failed).rejects.toThrow();
      const { rows } = await withinSeconds(database.pool.query<{ one: number }>('select 1 as one'), 10);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});

describe('the API without its database', () => {
  it('answers 503 with the reason, the health check in its own words, never 500', async () => {
    const database = connect(db.url, 2);
    const t = await createAppOn(database, {}, { work: false });
    try {
      expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
      await database.close(); // every statement now fails: the pool is gone
      // A session never seen before is looked up in the database, which does not answer.
      const cookie = `${SESSION_COOKIE}=${'x'.repeat(43)}`;
      const health = await call(t.app, 'GET', '/api/health', { cookie });
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: 'unavailable', database: 'external' });
      for (const path of ['/api/tickets', '/api/auth/user']) {
        const res = await call(t.app, 'GET', path, { cookie });
        expect(res.status, path).toBe(503);
        expect(res.body).toEqual({ message: SERVER_MESSAGES.databaseUnavailable });
        expect(res.headers['retry-after']).toBe('5');
      }
    } finally {
      await t.close();
    }
  });
});
