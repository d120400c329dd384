import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/client.ts';
import { districts, users } from '../../server/db/schema/index.ts';
import { DEMO_DISTRICTS } from '../../server/seed/demo-accounts.ts';
import { seedFirstStart } from '../../server/seed/first-start.ts';
import { makeUser, signIn, TEST_PASSWORD } from '../support/fixtures.ts';
import { call, createAppOn, TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';
import { createTestDb } from '../support/test-db.ts';

// App servers keep no state of their own: two instances on one database behave as one.
let shared: Awaited<ReturnType<typeof createTestDb>>;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  shared = await createTestDb();
  a = await createAppOn(connect(shared.url, 5), { TRUST_PROXY: 'true' });
  b = await createAppOn(connect(shared.url, 5), { TRUST_PROXY: 'true' });
});
afterAll(async () => {
  for (const i of [a, b]) {
    await i?.close();
    await i?.database.close();
  }
  await shared.drop();
});

describe('two app servers on one PostgreSQL', () => {
  it('a session made on one works on the other', async () => {
    const user = await makeUser(shared.db, { role: 'viewer' });
    const cookie = await signIn(a.app, user.email);
    const res = await call(b.app, 'GET', '/api/auth/user', { cookie });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(user.email);
  });

  it('shares sign-in limits: failures on either count for both', async () => {
    const user = await makeUser(shared.db, { role: 'viewer' });
    const attempt = (server: TestApp, i: number, password = `wrong-${i}`) =>
      call(server.app, 'POST', '/api/auth/login', {
        body: { email: user.email, password },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? a : b, i)).status).toBe(401);
    expect((await attempt(a, 10)).status).toBe(429);
    expect((await attempt(b, 11, TEST_PASSWORD)).status).toBe(429);
  });

  it('seeds a first start once, however many servers start at the same moment', async () => {
    const results = await Promise.all([
      seedFirstStart(a.db, TEST_MASTER_KEY),
      seedFirstStart(b.db, TEST_MASTER_KEY),
      seedFirstStart(a.db, TEST_MASTER_KEY),
    ]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const [{ count }] = (
      await shared.db.execute<{ count: number }>(
        sql`select count(*)::int as count from users where is_demo and role = 'provider_admin'`,
      )
    ).rows as [{ count: number }];
    expect(count).toBe(1);
    const seededDistricts = await shared.db.select({ code: districts.code }).from(districts);
    for (const d of DEMO_DISTRICTS) expect(seededDistricts.map((x) => x.code)).toContain(d.code);
    const admins = await shared.db.select().from(users).where(eq(users.email, 'admin@benson.demo'));
    expect(admins).toHaveLength(1);
  });
});
