import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, type Actor, makeWorld, type World } from '../support/fixtures.ts';
import { hostileBody, hostilePathValue, hostileQuery, type JsonSchema } from '../support/hostile-input.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Every API route, from its own OpenAPI description, sent hostile input as each role: no answer
// is a 5xx, and a refused request stores nothing. Fixed seed, bounded count: it runs in npm test.
const SEED = 20261123;
const RUNS_PER_ROUTE = 100;
/** Routes that end the caller's own session would only blind the rest of the run. */
const SKIPPED = new Set(['POST /api/auth/logout']);
/** Tables of bookkeeping that a refused request may touch (attempt counters, session use). */
const BOOKKEEPING = ['sessions', 'rate_limits'];

interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
  query: { name: string; schema: JsonSchema }[];
  pathParams: string[];
}

let t: TestApp;
let world: World;
let ids: string[];
let operations: Operation[];

beforeAll(async () => {
  // No worker: jobs that accepted requests enqueue stay queued, so only requests change the data.
  t = await createTestApp({}, { work: false });
  world = await makeWorld(t.app, t.db);
  ids = [
    world.districtA.id,
    world.districtA.id,
    world.districtB.id,
    world.people.adminA.id,
    world.people.techA.id,
  ];
  const spec = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema: JsonSchema }> };
          parameters?: { in: string; name: string; schema: JsonSchema }[];
        }
      >
    >;
  };
  operations = Object.entries(spec.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        body: op.requestBody?.content?.['application/json']?.schema,
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema })),
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      })),
    )
    .filter((op) => op.path.startsWith('/api/') && !SKIPPED.has(`${op.method} ${op.path}`));
  await countChanges();
});
afterAll(() => t.close());

/**
 * Counts every row written from now on, in a counter of its own that a rolled-back transaction
 * leaves as it was: a trigger on each table (bookkeeping aside) and on the job queue. Reading one
 * number per request is what lets every route be tried a hundred times within the test budget.
 */
async function countChanges(): Promise<void> {
  const { rows: tables } = await t.db.execute<{ schema: string; name: string }>(
    sql`select schemaname as schema, tablename as name from pg_tables
        where schemaname = 'public' or (schemaname = 'pgboss' and tablename = 'job') order by 1, 2`,
  );
  const rows = tables
    .filter((r) => !(r.schema === 'public' && BOOKKEEPING.includes(r.name)))
    .map((r) => ({ name: `"${r.schema}"."${r.name}"` }));
  const statements = [
    'create table hostile_changes (n bigint not null)',
    'insert into hostile_changes values (0)',
    `create function hostile_bump() returns trigger language plpgsql as
       $$ begin update hostile_changes set n = n + 1; return null; end $$`,
    ...rows.map(
      (r) => `create trigger hostile_bump after insert or update or delete on ${r.name}
              for each row execute function hostile_bump()`,
    ),
  ];
  for (const statement of statements) await t.database.pool.query(statement);
  expect(rows.length).toBeGreaterThan(20);
}

async function fingerprint(): Promise<string> {
  const { rows } = await t.database.pool.query<{ n: string }>('select n from hostile_changes');
  return rows[0]!.n;
}

describe('hostile input', () => {
  it('finds the routes to try', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('never answers with a 5xx, and stores nothing from a refused request', async () => {
    const failures: string[] = [];
    // Nothing but these requests changes the data, so the state after one request is the state
    // before the next: one fingerprint per request.
    let last = await fingerprint();

    for (const op of operations) {
      const requestArb = fc.record({
        // Mostly people who may write, so hostile values get past the guards to the database.
        actor: fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom<Actor>('adminA', 'provider') },
          fc.constantFrom(...ACTORS),
        ),
        params: fc.tuple(...op.pathParams.map(() => hostilePathValue(ids)), fc.constant('')),
        query: hostileQuery(op.query, ids),
        body: op.body ? hostileBody(op.body, ids) : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(requestArb, async ({ actor, params, query, body }) => {
          let i = 0;
          const url = op.path.replace(/\{[^}]+\}/g, () => params[i++] ?? '') + query;
          const before = last;
          const res = await call(t.app, op.method as 'GET', url, {
            cookie: world.cookies[actor as Actor],
            ...(body !== undefined ? { body } : {}),
          });
          last = await fingerprint();
          if (res.status >= 500) {
            failures.push(
              `${op.method} ${url.slice(0, 200)} as ${actor} → ${res.status} body=${JSON.stringify(body)?.slice(0, 300)}`,
            );
            return;
          }
          if (res.status >= 400 && last !== before) {
            failures.push(`${op.method} ${url.slice(0, 200)} as ${actor} → ${res.status} but data changed`);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('inputs that answered 500 before', () => {
  const as = (actor: Actor) => ({ cookie: world.cookies[actor] });

  it('refuses NUL in any field, the unauthenticated sign-in included, naming the field', async () => {
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'a\u0000b@x.org', password: 'x' },
    });
    expect(login.status).toBe(400);
    expect(login.body.issues[0].path).toBe('body.email');
    const search = await call(
      t.app,
      'GET',
      `/api/assets/export?districtId=${world.districtA.id}&search=%00`,
      as('adminA'),
    );
    expect(search.status).toBe(400);
    const task = await call(t.app, 'POST', '/api/tasks', {
      ...as('adminA'),
      body: { title: 'Fix\u0000it', districtId: world.districtA.id },
    });
    expect(task.status).toBe(400);
  });

  it('refuses other control characters in text with a clear message', async () => {
    const res = await call(t.app, 'POST', '/api/tasks', {
      ...as('adminA'),
      body: { title: 'ok', description: 'bell\u0007', districtId: world.districtA.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Must not contain control characters');
  });

  it('refuses dates before 1900 and after 2200 with a clear message', async () => {
    const message = 'Must be a date between the years 1900 and 2200';
    const project = await call(t.app, 'POST', '/api/projects', {
      ...as('adminA'),
      body: { name: 'Far', startDate: '0000-01-01', endDate: '2030-01-01', districtId: world.districtA.id },
    });
    expect(project.status).toBe(400);
    expect(project.body.message).toBe(message);
    const task = await call(t.app, 'POST', '/api/tasks', {
      ...as('adminA'),
      body: { title: 'Far', dueDate: '9999-12-31', districtId: world.districtA.id },
    });
    expect(task.body.message).toBe(message);
    const meeting = await call(t.app, 'POST', '/api/meetings', {
      ...as('adminA'),
      body: {
        title: 'Far',
        startDate: '0000-01-01T00:00:00Z',
        endDate: '2030-01-01T00:00:00Z',
        districtId: world.districtA.id,
      },
    });
    expect(meeting.status).toBe(400);
    const list = await call(
      t.app,
      'GET',
      `/api/meetings?districtId=${world.districtA.id}&from=0000-01-01T00:00:00Z`,
      as('adminA'),
    );
    expect(list.status).toBe(400);
    expect(list.body.message).toBe(message);
  });

  it('refuses crafted asset list cursors with 400', async () => {
    const crafted = [
      ['name', 'x', '-'.repeat(36)],
      ['recent', '0000-01-01T00:00:00Z', crypto.randomUUID()],
      ['name', 'a\u0000', crypto.randomUUID()],
      ['tag', { $gt: '' }, crypto.randomUUID()],
    ].map((c) => Buffer.from(JSON.stringify(c)).toString('base64url'));
    for (const [i, cursor] of [...crafted, 'not-base64!', '%'].entries()) {
      const sort = ['name', 'recent', 'name', 'tag', 'name', 'name'][i];
      const res = await call(
        t.app,
        'GET',
        `/api/assets/page?districtId=${world.districtA.id}&sort=${sort}&cursor=${encodeURIComponent(cursor)}`,
        as('adminA'),
      );
      expect(res.status, cursor).toBe(400);
    }
  });

  it('answers 404, not 500, when a provider admin names a district that does not exist', async () => {
    const res = await call(t.app, 'POST', '/api/meetings', {
      ...as('provider'),
      body: {
        title: 'Nowhere',
        startDate: '2030-01-01T09:00:00Z',
        endDate: '2030-01-01T10:00:00Z',
        districtId: crypto.randomUUID(),
      },
    });
    expect(res.status).toBe(404);
  });
});
