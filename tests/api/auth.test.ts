import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/auth.ts';
import { sessions } from '../../server/db/schema/index.ts';
import { DEMO_DISTRICT_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { seedFirstStart } from '../../server/seed/first-start.ts';
import { makeDistrict, makeUser, signIn, TEST_PASSWORD } from '../support/fixtures.ts';
import {
  call,
  createAppOn,
  createTestApp,
  sessionCookie,
  TEST_MASTER_KEY,
  type TestApp,
} from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/auth/register', { body, headers });
const valid = (email: string) => ({
  email,
  password: 'Blue-Pelican-77',
  confirmPassword: 'Blue-Pelican-77',
  firstName: 'Ada',
  lastName: '',
});

describe('register', () => {
  it('creates the account and signs it in; it belongs to no district yet', async () => {
    const res = await register(valid('Ada@Example.org'));
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email: 'ada@example.org',
      firstName: 'Ada',
      role: 'viewer',
      districtId: null,
    });
    const check = await call(t.app, 'GET', '/api/auth/check', { cookie: sessionCookie(res) });
    expect(check.body).toMatchObject({ isAuthenticated: true, user: { email: 'ada@example.org' } });
    // A user without a district sees no district's data.
    const list = await call(t.app, 'GET', '/api/districts', { cookie: sessionCookie(res) });
    expect(list.body).toEqual([]);
  });

  it.each([
    [{ email: '' }, MESSAGES.missingRegister.description],
    [{ firstName: '  ' }, MESSAGES.missingRegister.description],
    [{ password: '', confirmPassword: '' }, MESSAGES.missingRegister.description],
    [{ password: 'abc', confirmPassword: 'abc' }, MESSAGES.weakPassword.description],
    [{ confirmPassword: 'Something-else-1' }, MESSAGES.passwordMismatch.description],
    [{ email: 'not-an-email' }, MESSAGES.invalidEmail],
  ])('refuses %o with its message', async (change, message) => {
    const res = await register({ ...valid('x@example.org'), ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a common password', async () => {
    const res = await register({
      ...valid('common@example.org'),
      password: 'password123',
      confirmPassword: 'password123',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.commonPassword);
  });

  it('refuses an email that is taken, whatever its case', async () => {
    await register(valid('twice@example.org'));
    const res = await register(valid('TWICE@example.org'));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.emailTaken);
  });

  it('answers a body that is not JSON with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('login, sessions and logout', () => {
  it('signs in with the right password only', async () => {
    const user = await makeUser(t.db, { role: 'viewer' });
    const wrong = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: user.email, password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(MESSAGES.invalidCredentials);
    const unknown = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'nobody@example.org', password: 'x' },
    });
    expect(unknown.status).toBe(401);
    const missing = await call(t.app, 'POST', '/api/auth/login', { body: { email: '', password: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MESSAGES.missingLogin.description);
    const ok = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(ok.status).toBe(200);
    const cookie = String(ok.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('stores only a hash of the token and rotates the session at sign-in', async () => {
    const user = await makeUser(t.db, { role: 'viewer' });
    const first = await signIn(t.app, user.email);
    const token = first.split('=')[1]!;
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    const again = await call(t.app, 'POST', '/api/auth/login', {
      cookie: first,
      body: { email: user.email, password: TEST_PASSWORD },
    });
    const second = sessionCookie(again);
    expect(second).not.toBe(first);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: first })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: second })).status).toBe(200);
  });

  it('logout deletes the session', async () => {
    const user = await makeUser(t.db, { role: 'viewer' });
    const cookie = await signIn(t.app, user.email);
    const out = await call(t.app, 'POST', '/api/auth/logout', { cookie, body: {} });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect((await call(t.app, 'GET', '/api/auth/check', { cookie })).body).toEqual({
      isAuthenticated: false,
      demoAvailable: false,
      resetByMail: false,
    });
  });

  it('expires a session after its idle time and at its absolute end', async () => {
    const idleUser = await makeUser(t.db, { role: 'viewer' });
    const idle = await signIn(t.app, idleUser.email);
    const endedUser = await makeUser(t.db, { role: 'viewer' });
    const ended = await signIn(t.app, endedUser.email);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(sessions.userId, idleUser.id));
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, endedUser.id));
    // A second server on the same database has nothing cached: it reads the stored sessions.
    const second = await createAppOn(t.database);
    try {
      expect((await call(second.app, 'GET', '/api/auth/user', { cookie: idle })).status).toBe(401);
      expect((await call(second.app, 'GET', '/api/auth/user', { cookie: ended })).status).toBe(401);
      const left = await t.db.select().from(sessions).where(eq(sessions.userId, idleUser.id));
      expect(left).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('a sign-out on one server ends the session on every server at once', async () => {
    const user = await makeUser(t.db, { role: 'viewer' });
    const cookie = await signIn(t.app, user.email);
    const second = await createAppOn(t.database);
    try {
      expect((await call(second.app, 'GET', '/api/auth/user', { cookie })).status).toBe(200);
      await call(t.app, 'POST', '/api/auth/logout', { cookie, body: {} });
      await expect
        .poll(async () => (await call(second.app, 'GET', '/api/auth/user', { cookie })).status)
        .toBe(401);
    } finally {
      await second.close();
    }
  });

  it('refuses state-changing requests from another site', async () => {
    const res = await register(valid('csrf@example.org'), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const same = await register(valid('csrf@example.org'), { origin: 'http://localhost:5000' });
    expect(same.status).toBe(201);
  });
});

describe('demo access', () => {
  it('is 404 when demo mode is off', async () => {
    const res = await call(t.app, 'GET', '/api/demo-access');
    expect(res.status).toBe(404);
  });

  it('signs in as the demo provider admin when on', async () => {
    const demo = await createTestApp({ DEMO_MODE: '1' });
    try {
      await seedFirstStart(demo.db, TEST_MASTER_KEY);
      const res = await call(demo.app, 'GET', '/api/demo-access');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        user: { role: 'provider_admin', isDemo: true, serviceLevel: 'apex' },
      });
      const list = await call(demo.app, 'GET', '/api/districts', { cookie: sessionCookie(res) });
      expect(list.body.map((d: { code: string }) => d.code)).toContain('BENSON');
      expect(new Set(list.body.map((d: { serviceLevel: string }) => d.serviceLevel))).toEqual(
        new Set(['analysis', 'ascend', 'altitude', 'apex']),
      );
    } finally {
      await demo.close();
    }
  });
});

describe('google sign-in', () => {
  it('answers 503 with an error when not configured', async () => {
    const res = await call(t.app, 'GET', '/api/auth/google');
    expect(res.status).toBe(503);
    expect(typeof res.body.error).toBe('string');
  });
});

describe('district view', () => {
  it('lets a provider admin enter and leave a district view; the view scopes everything', async () => {
    const district = await makeDistrict(t.db, { serviceLevel: 'ascend' });
    const admin = await makeUser(t.db, { role: 'provider_admin' });
    const cookie = await signIn(t.app, admin.email);
    const enter = await call(t.app, 'POST', '/api/auth/view', { cookie, body: { districtId: district.id } });
    expect(enter.status).toBe(200);
    expect(enter.body.user).toMatchObject({
      role: 'district_admin',
      accountRole: 'provider_admin',
      districtId: district.id,
      serviceLevel: 'ascend',
      inDistrictView: true,
    });
    const list = await call(t.app, 'GET', '/api/districts', { cookie });
    expect(list.body.map((d: { id: string }) => d.id)).toEqual([district.id]);
    const leave = await call(t.app, 'DELETE', '/api/auth/view', { cookie });
    expect(leave.body.user).toMatchObject({
      role: 'provider_admin',
      districtId: null,
      inDistrictView: false,
    });
  });

  it('never lets a real district admin reach the admin view', async () => {
    const district = await makeDistrict(t.db);
    const user = await makeUser(t.db, { role: 'district_admin', districtId: district.id });
    const cookie = await signIn(t.app, user.email);
    expect((await call(t.app, 'DELETE', '/api/auth/view', { cookie })).status).toBe(403);
    expect(
      (await call(t.app, 'POST', '/api/auth/view', { cookie, body: { districtId: district.id } })).status,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie })).body).toMatchObject({
      role: 'district_admin',
      districtId: district.id,
    });
  });

  it('answers 404 for a district that does not exist and 400 for a malformed id', async () => {
    const admin = await makeUser(t.db, { role: 'provider_admin' });
    const cookie = await signIn(t.app, admin.email);
    const missing = await call(t.app, 'POST', '/api/auth/view', {
      cookie,
      body: { districtId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    const bad = await call(t.app, 'POST', '/api/auth/view', { cookie, body: { districtId: 'benson' } });
    expect(bad.status).toBe(400);
  });
});

describe('demo accounts when demo mode is off', () => {
  it('cannot sign in, and their sessions end, though the accounts stay in the data', async () => {
    const demo = await createTestApp({ DEMO_MODE: '1' });
    try {
      await seedFirstStart(demo.db, TEST_MASTER_KEY);
      const demoSession = sessionCookie(await call(demo.app, 'GET', '/api/demo-access'));
      const adminLogin = { email: 'admin@benson.demo', password: DEMO_DISTRICT_PASSWORD };
      expect((await call(demo.app, 'POST', '/api/auth/login', { body: adminLogin })).status).toBe(200);

      const off = await createAppOn(demo.database, { DEMO_MODE: '0' });
      try {
        expect((await call(off.app, 'GET', '/api/demo-access')).status).toBe(404);
        expect((await call(off.app, 'GET', '/api/auth/check')).body.demoAvailable).toBe(false);
        const refused = await call(off.app, 'POST', '/api/auth/login', { body: adminLogin });
        expect(refused.status).toBe(401);
        expect((await call(off.app, 'GET', '/api/auth/user', { cookie: demoSession })).status).toBe(401);
      } finally {
        await off.close();
      }
    } finally {
      await demo.close();
    }
  });
});
