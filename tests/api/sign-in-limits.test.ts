import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/auth-messages.ts';
import { makeUser, TEST_PASSWORD } from '../support/fixtures.ts';
import { type Answer, call, createTestApp, type TestApp } from '../support/test-app.ts';

// Sign-in limits that stop attackers, not schools: only failures count; per account (whatever
// the address) and, generously, per address; counters in PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_AUTH: '3' });
});
afterAll(() => t.close());

const signInFrom = (address: string, email: string, password: string): Promise<Answer> =>
  call(t.app, 'POST', '/api/auth/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': address },
  });

/** Ends every counting window at once, as 15 minutes passing would. */
const endWindows = () => t.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second'`);

describe('sign-in limits', () => {
  it('lets 30 teachers behind one school address sign in within a minute', async () => {
    const teachers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        makeUser(t.db, { role: 'viewer', email: `teacher${i}@school.example` }),
      ),
    );
    const wrong = await signInFrom('203.0.113.7', 'teacher0@school.example', 'not-it');
    expect(wrong.status).toBe(401);
    for (const teacher of teachers) {
      expect((await signInFrom('203.0.113.7', teacher.email, TEST_PASSWORD)).status).toBe(200);
    }
  });

  it('locks an account after 10 failures from 10 addresses, even for the right password from a fresh one', async () => {
    const user = await makeUser(t.db, { role: 'viewer', email: 'target@school.example' });
    for (let i = 1; i <= 10; i++) {
      expect((await signInFrom(`198.51.100.${i}`, ' Target@School.example ', `guess-${i}`)).status).toBe(401);
    }
    const eleventh = await signInFrom('198.51.100.11', user.email, 'guess-11');
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(eleventh.body.message).toBe(MESSAGES.accountLocked(15));

    const rightPassword = await signInFrom('192.0.2.200', user.email, TEST_PASSWORD);
    expect(rightPassword.status).toBe(429);

    await endWindows();
    expect((await signInFrom('192.0.2.200', user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    const user = await makeUser(t.db, { role: 'viewer' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++)
        expect((await signInFrom('192.0.2.1', user.email, 'wrong')).status).toBe(401);
      expect((await signInFrom('192.0.2.1', user.email, TEST_PASSWORD)).status).toBe(200);
    }
  });

  it('limits failures per address generously, without touching other addresses', async () => {
    const small = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_ADDRESS: '5' });
    try {
      const user = await makeUser(small.db, { role: 'viewer' });
      const from = (address: string, email: string, password: string) =>
        call(small.app, 'POST', '/api/auth/login', {
          body: { email, password },
          headers: { 'x-forwarded-for': address },
        });
      for (let i = 0; i < 5; i++)
        expect((await from('203.0.113.50', `nobody${i}@x.org`, 'x')).status).toBe(401);
      const sixth = await from('203.0.113.50', user.email, TEST_PASSWORD);
      expect(sixth.status).toBe(429);
      expect(sixth.headers['retry-after']).toBeDefined();
      expect((await from('203.0.113.51', user.email, TEST_PASSWORD)).status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('gives registration its own bucket per address', async () => {
    const register = (i: number) =>
      call(t.app, 'POST', '/api/auth/register', {
        body: {
          email: `new${i}@x.org`,
          password: 'Quiet-Harbor-19',
          confirmPassword: 'Quiet-Harbor-19',
          firstName: 'N',
        },
        headers: { 'x-forwarded-for': '192.0.2.99' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await register(i)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const user = await makeUser(t.db, { role: 'viewer' });
    expect((await signInFrom('192.0.2.99', user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('keeps the counters in the database, where every app server reads them', async () => {
    await signInFrom('192.0.2.3', 'Stored@Example.org', 'wrong');
    const { rows } = await t.db.execute<{ key: string }>(
      sql`select key from rate_limits where key like 'signin-account:%'`,
    );
    expect(rows.map((r) => r.key)).toContain('signin-account:stored@example.org');
  });
});
