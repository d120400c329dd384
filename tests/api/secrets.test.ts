import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, sessionCookie, type TestApp } from '../support/test-app.ts';

// Secrets stay secret: no token in a log line, no parameters of a failed query, no-store answers,
// a tight Content-Security-Policy, origins checked against PUBLIC_URL, private API docs.
let t: TestApp;
let w: World;
let logged = '';
const capture = new Writable({
  write(chunk, _encoding, done) {
    logged += chunk.toString();
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: capture });
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

describe('logs', () => {
  it('hold no token, cookie, password or hash through a whole flow, a failed insert included', async () => {
    const secrets: string[] = [];
    // An invitation: create a district, open its link, accept it with a password.
    const created = await call(t.app, 'POST', '/api/districts', {
      cookie: w.cookies.provider,
      body: {
        districtName: 'Log Test USD',
        adminName: 'Lee Logan',
        adminEmail: 'lee@logtest.example',
        serviceLevel: 'apex',
      },
    });
    expect(created.status).toBe(201);
    const inviteToken = String(created.body.inviteUrl).split('/invite/')[1]!;
    secrets.push(inviteToken);
    expect((await call(t.app, 'GET', `/api/auth/invite/${inviteToken}`)).status).toBe(200);
    const password = 'Violet-Tractor-5521';
    secrets.push(password);
    const accepted = await call(t.app, 'POST', '/api/auth/invite/accept', {
      body: { token: inviteToken, password },
    });
    expect(accepted.status).toBe(200);
    const cookie = sessionCookie(accepted);
    secrets.push(cookie.split('=')[1]!);

    // The calendar feed: its address is the secret.
    const feed = await call(t.app, 'GET', '/api/meetings/calendar-feed', { cookie });
    const feedToken = String(feed.body.url).split('/feed/')[1]!.replace('.ics', '');
    secrets.push(feedToken);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/meetings/feed/${feedToken}.ics` })).statusCode,
    ).toBe(200);
    // The invite page of the web app, which carries the token in its path.
    await t.app.inject({ method: 'GET', url: `/invite/${inviteToken}` });
    // A failed insert: the users table is briefly missing, so registering fails inside the database.
    await t.db.execute(sql`alter table users rename to users_away`);
    const failed = await call(t.app, 'POST', '/api/auth/register', {
      body: {
        email: 'fail@example.org',
        password: 'Amber-Lantern-808',
        confirmPassword: 'Amber-Lantern-808',
        firstName: 'F',
      },
    }).finally(() => t.db.execute(sql`alter table users_away rename to users`));
    expect(failed.status).toBe(500);
    secrets.push('Amber-Lantern-808');

    expect(logged).toContain('request failed');
    expect(logged).toContain('/api/auth/invite/:token');
    for (const secret of secrets) expect(logged).not.toContain(secret);
    expect(logged).not.toContain('$argon2id$');
    expect(logged).not.toContain('fail@example.org');
  });
});

describe('answers', () => {
  it('are never cached: Cache-Control no-store on every API answer', async () => {
    for (const [url, cookie] of [
      ['/api/districts', w.cookies.provider],
      ['/api/districts', undefined],
      ['/api/nowhere', undefined],
      ['/api/health', undefined],
    ] as const) {
      const res = await call(t.app, 'GET', url, { cookie });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('of the API carry the strictest policy: nothing loads in them, nothing frames them', async () => {
    for (const url of ['/api/health', '/api/districts', '/api/nowhere']) {
      const res = await call(t.app, 'GET', url, { cookie: w.cookies.provider });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('of pages carry a Content-Security-Policy that allows only this origin and its own WebSocket', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { cookie: w.cookies.viewerA! },
    });
    expect(res.headers['content-type']).toMatch(/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' ws://localhost:5000");
    expect(csp).not.toMatch(/connect-src[^;]*\bwss?:(?!\/\/)/);
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("script-src 'self'");
  });
});

describe('same-origin checks', () => {
  const register = (headers: Record<string, string>, app = t.app) =>
    call(app, 'POST', '/api/auth/register', {
      body: {
        email: `o${Math.random()}@x.org`,
        password: 'Quiet-Harbor-19',
        confirmPassword: 'Quiet-Harbor-19',
        firstName: 'O',
      },
      headers,
    });

  it('compare with PUBLIC_URL, never with the request’s own Host (DNS rebinding)', async () => {
    // A foreign Host is refused before the origin is looked at (tests/api/host-header.test.ts).
    const rebinding = await register({ host: 'evil.example:5000', origin: 'http://evil.example:5000' });
    expect(rebinding.status).toBe(421);
    expect((await register({ origin: 'http://evil.example:5000' })).status).toBe(403);
    expect((await register({ origin: 'http://localhost:5000' })).status).toBe(201);
    expect((await register({ referer: 'http://evil.example/page' })).status).toBe(403);
  });

  it('work behind an HTTPS proxy', async () => {
    const behind = await createTestApp({ PUBLIC_URL: 'https://portal.example.org', TRUST_PROXY: 'true' });
    try {
      const ok = await register(
        // The proxy on the same machine names the server by its loopback address.
        { origin: 'https://portal.example.org', 'x-forwarded-proto': 'https', host: '127.0.0.1:5000' },
        behind.app,
      );
      expect(ok.status).toBe(201);
      const http = await register({ origin: 'http://portal.example.org' }, behind.app);
      expect(http.status).toBe(403);
    } finally {
      await behind.close();
    }
  });
});

describe('API documentation', () => {
  it('is for signed-in users unless made public on purpose', async () => {
    expect((await call(t.app, 'GET', '/api/docs/json')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/docs/json', { cookie: w.cookies.viewerA })).status).toBe(200);
    const open = await createTestApp({ API_DOCS_PUBLIC: 'true' });
    try {
      expect((await call(open.app, 'GET', '/api/docs/json')).status).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('what each role may read', () => {
  it('lists Five Star staff (and their emails) to provider admins only', async () => {
    const staff = await makeUser(t.db, { role: 'technician', email: 'tech@fivestar.example' });
    const url = `/api/people?districtId=${w.districtA.id}&includeProvider=true`;
    for (const actor of ['adminA', 'techA', 'viewerA'] as const) {
      expect((await call(t.app, 'GET', url, { cookie: w.cookies[actor] })).status, actor).toBe(403);
    }
    const provider = await call(t.app, 'GET', url, { cookie: w.cookies.provider });
    expect(provider.status).toBe(200);
    expect(provider.body.map((u: { email: string }) => u.email)).toContain(staff.email);
    const own = await call(t.app, 'GET', `/api/people?districtId=${w.districtA.id}`, {
      cookie: w.cookies.viewerA,
    });
    expect(own.body.map((u: { email: string }) => u.email)).not.toContain(staff.email);
  });
});
