import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/auth-messages.ts';
import { makeUser, TEST_PASSWORD } from '../support/fixtures.ts';
import { type Answer, call, createTestApp, type TestApp } from '../support/test-app.ts';

// Sign-in limits that stop attackers, not schools (docs/security.md#sign-in-limits): per account
// (whatever the address), and per address only at accounts it does not know; counters in PostgreSQL.
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
const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

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
        expect((await signInFrom(`192.0.2.${i + 1}`, user.email, 'wrong')).status).toBe(401);
      expect((await signInFrom('192.0.2.1', user.email, TEST_PASSWORD)).status).toBe(200);
    }
  });

  it('lets a school of 120 behind one address sign in after 150 failures in a minute', async () => {
    const school = '203.0.113.80';
    const pupils = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        makeUser(t.db, { role: 'viewer', email: `pupil${i}@school.example` }),
      ),
    );
    // 150 mistyped passwords spread over the 120 accounts, all within the minute, before any retry.
    const typos = Array.from({ length: 150 }, (_, i) => pupils[i % 120]!.email);
    for (const batch of chunks(typos, 10)) {
      const statuses = await Promise.all(batch.map((email) => signInFrom(school, email, 'mistyped')));
      expect(statuses.map((s) => s.status)).toEqual(batch.map(() => 401));
    }
    for (const batch of chunks(pupils, 10)) {
      const answers = await Promise.all(batch.map((p) => signInFrom(school, p.email, TEST_PASSWORD)));
      expect(answers.map((a) => a.status)).toEqual(batch.map(() => 200));
    }

    // Someone at that address hammering one account is refused: the account locks, whoever asks.
    const target = pupils[0]!;
    const guesses = [];
    for (let i = 0; i < 11; i++) guesses.push((await signInFrom(school, target.email, `guess-${i}`)).status);
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(guesses[10]).toBe(429);
    expect((await signInFrom(school, target.email, TEST_PASSWORD)).status).toBe(429);
    // …while the rest of the school goes on signing in.
    expect((await signInFrom(school, pupils[1]!.email, TEST_PASSWORD)).status).toBe(200);
  }, 240_000);

  describe('from one address, with RATE_LIMIT_ADDRESS=20', () => {
    let small: TestApp;
    beforeAll(async () => {
      small = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_ADDRESS: '20' });
    });
    afterAll(() => small.close());
    const from = (address: string, email: string, password: string) =>
      call(small.app, 'POST', '/api/auth/login', {
        body: { email, password },
        headers: { 'x-forwarded-for': address },
      });

    it('refuses a password sprayer after 20 accounts it does not know, then lets it go on with none', async () => {
      const staff = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          makeUser(small.db, { role: 'viewer', email: `staff${i}@spray.example` }),
        ),
      );
      const statuses = [];
      for (const member of staff)
        statuses.push((await from('198.51.100.66', member.email, 'Summer2024!')).status);
      expect(statuses).toEqual([...Array(20).fill(401), ...Array(10).fill(429)]);
      // Even the right password of a further account is refused from there: that is what stops spraying.
      const refused = await from('198.51.100.66', staff[25]!.email, TEST_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(MESSAGES.tooManyAttempts);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // More passwords at the 20 it already tried, and no more than 5 tries at each a minute.
      for (const season of ['Winter', 'Spring', 'Autumn', 'Fall'])
        expect((await from('198.51.100.66', staff[0]!.email, `${season}2024!`)).status).toBe(401);
      expect((await from('198.51.100.66', staff[0]!.email, 'Monday1!')).status).toBe(429);
      // Another address is untouched.
      expect((await from('198.51.100.67', staff[25]!.email, TEST_PASSWORD)).status).toBe(200);
    });

    it('lets accounts that signed in from the address before through, however full it is', async () => {
      const office = '192.0.2.150';
      const regular = await makeUser(small.db, { role: 'viewer' });
      expect((await from(office, regular.email, TEST_PASSWORD)).status).toBe(200);
      for (let i = 0; i < 21; i++) await from(office, `ghost${i}@spray.example`, 'x');
      expect((await from(office, `ghost-late@spray.example`, 'x')).status).toBe(429);
      expect((await from(office, regular.email, 'mistyped')).status).toBe(401);
      expect((await from(office, regular.email, TEST_PASSWORD)).status).toBe(200);
    });

    it('refuses spraying of unknown accounts, counted in parallel', async () => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => from('203.0.113.90', `nobody${i}@nowhere.example`, 'Password1')),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    });
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
