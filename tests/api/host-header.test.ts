import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { seedFirstStart } from '../../server/seed/first-start.ts';
import {
  call,
  createAppOn,
  startListening,
  TEST_MASTER_KEY,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../support/test-app.ts';
import { createTestDb } from '../support/test-db.ts';

// Issue 26.1 (DNS rebinding) and 27.8 (localhost, 127.0.0.1 and [::1] are one origin).

interface Answer {
  status: number;
  cookie: string | undefined;
  body: string;
}

let database: Awaited<ReturnType<typeof createTestDb>>;
/** A demo server listening on 127.0.0.1 (a loopback HOST) with PUBLIC_URL http://localhost:5000. */
let demo: TestApp & { port: number };
const others: TestApp[] = [];

/** A request to the listening server with any Host header (fetch would not send one of ours). */
function send(
  path: string,
  host: string,
  opts: { method?: string; cookie?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: demo.port,
        path,
        method: opts.method ?? 'GET',
        headers: {
          host,
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          const cookie = res.headers['set-cookie']?.find((c) => c.startsWith('portal_session='));
          resolve({ status: res.statusCode!, cookie: cookie?.split(';')[0], body });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The status line of an HTTP/1.0 request that names no host at all. */
function withoutHost(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(demo.port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.0\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer.split('\r\n')[0]!));
    socket.on('error', reject);
  });
}

/** Opens /ws with a Host and an Origin; resolves to 'open' or the refusal's status. */
function openSocket(host: string, origin: string, cookie: string): Promise<'open' | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${demo.port}/ws`, { headers: { host, origin, cookie } });
    ws.once('open', () => {
      ws.close();
      resolve('open');
    });
    // The server must close a refused upgrade's socket itself (or the server's close would wait).
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode!));
    ws.once('error', reject);
  });
}

const sameOrigin = { 'sec-fetch-site': 'same-origin' };
let own: string;
let adminCookie: string;

beforeAll(async () => {
  database = await createTestDb();
  await seedFirstStart(database.db, TEST_MASTER_KEY);
  demo = await startListening(database, { DEMO_MODE: '1' });
  own = `localhost:${demo.port}`;
  const signedIn = await send('/api/demo-access', own, { headers: sameOrigin });
  expect(signedIn.status).toBe(200);
  adminCookie = signedIn.cookie!;
});

afterAll(async () => {
  for (const app of others) await app.close();
  await demo?.close();
  await database?.drop();
});

async function appWith(env: Record<string, string>) {
  const app = await createAppOn(database, env, { work: false });
  others.push(app);
  return app;
}

describe('a request addressed to a foreign name (DNS rebinding)', () => {
  const foreign = () => `attacker.example:${demo.port}`;

  it('gets no demo session', async () => {
    const res = await send('/api/demo-access', foreign(), { headers: sameOrigin });
    expect(res.status).toBe(421);
    expect(res.cookie).toBeUndefined();
    expect(JSON.parse(res.body).message).toMatch(/host name/);
  });

  it('reads nothing with a stolen session either', async () => {
    for (const path of ['/api/districts', '/api/admin/mail', '/api/auth/user']) {
      expect((await send(path, own, { cookie: adminCookie })).status, path).toBe(200);
      const res = await send(path, foreign(), { cookie: adminCookie });
      expect(res.status, path).toBe(421);
      expect(res.body, path).not.toMatch(/BENSON/i);
    }
  });

  it('changes nothing', async () => {
    const body = {
      email: 'rebound@example.org',
      password: 'Quiet-Harbor-19',
      confirmPassword: 'Quiet-Harbor-19',
      firstName: 'R',
    };
    const res = await send('/api/auth/register', foreign(), { method: 'POST', body });
    expect(res.status).toBe(421);
    expect(res.cookie).toBeUndefined();
  });

  it('opens no live socket', async () => {
    const origin = `http://${foreign()}`;
    expect(await openSocket(foreign(), origin, adminCookie)).toBe(421);
    expect(await openSocket(foreign(), TEST_PUBLIC_URL, adminCookie)).toBe(421);
    expect(await openSocket(own, `http://${own}`, adminCookie)).toBe('open');
  });

  it('gets no page of the web app', async () => {
    for (const path of ['/', '/tickets', '/assets/app.js']) {
      expect((await send(path, own)).status, path).not.toBe(421);
      expect((await send(path, foreign())).status, path).toBe(421);
    }
  });

  it('is refused for a missing, malformed or look-alike Host too', async () => {
    for (const host of [
      `localhost.:${demo.port}`,
      `evil@localhost:${demo.port}`,
      `localhost:${demo.port}/x`,
    ]) {
      expect((await send('/api/auth/user', host, { cookie: adminCookie })).status, host).toBe(421);
    }
    // HTTP/1.0 may leave the Host out (HTTP/1.1 may not: Node answers 400 itself).
    expect(await withoutHost('/api/auth/user')).toMatch(/^HTTP\/1\.1 421 /);
  });

  it('still answers the load balancer’s health check, which reveals nothing', async () => {
    for (const host of [foreign(), `10.0.0.12:${demo.port}`]) {
      const res = await send('/api/health', host);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ status: 'ok', database: 'external' });
    }
    expect((await send('/api/healthz', foreign())).status).toBe(421);
  });
});

describe('on a loopback HOST, localhost, 127.0.0.1 and [::1] on the server’s port', () => {
  const loopback = () => [`localhost:${demo.port}`, `127.0.0.1:${demo.port}`, `[::1]:${demo.port}`];

  it('are this server (Host)', async () => {
    for (const host of loopback()) {
      const res = await send('/api/demo-access', host, { headers: sameOrigin });
      expect(res.status, host).toBe(200);
      expect(res.cookie, host).toBeDefined();
    }
  });

  it('on another port are not', async () => {
    for (const host of [`localhost:${demo.port + 1}`, '127.0.0.1', `[::1]:80`]) {
      expect((await send('/api/auth/user', host, { cookie: adminCookie })).status, host).toBe(421);
    }
  });

  it('are one origin for writes and /ws (27.8), other ports are not', async () => {
    let n = 0;
    const register = (host: string, origin: string) =>
      send('/api/auth/register', host, {
        method: 'POST',
        headers: { origin },
        body: {
          email: `loopback${++n}@example.org`,
          password: 'Quiet-Harbor-19',
          confirmPassword: 'Quiet-Harbor-19',
          firstName: 'L',
        },
      });
    for (const host of loopback()) {
      expect((await register(host, `http://${host}`)).status, host).toBe(201);
      expect(await openSocket(host, `http://${host}`, adminCookie), host).toBe('open');
    }
    // PUBLIC_URL's origin stays allowed (here port 5000, whatever port the server listens on).
    expect((await register(own, TEST_PUBLIC_URL)).status).toBe(201);
    const otherPort = `http://127.0.0.1:${demo.port + 1}`;
    expect((await register(own, otherPort)).status).toBe(403);
    expect(await openSocket(own, otherPort, adminCookie)).toBe(403);
    expect((await register(own, 'https://127.0.0.1')).status).toBe(403);
  });

  it('are not this server when HOST lets other machines in', async () => {
    const open = await appWith({ HOST: '0.0.0.0' });
    const get = (host: string) => call(open.app, 'GET', '/api/auth/user', { headers: { host } });
    expect((await get('127.0.0.1:5000')).status).toBe(421);
    expect((await get('[::1]:5000')).status).toBe(421);
    // PUBLIC_URL's own name stays (http://localhost:5000 in tests).
    expect((await get('localhost:5000')).status).toBe(401);
    const write = await call(open.app, 'POST', '/api/auth/logout', {
      headers: { host: 'localhost:5000', origin: 'http://127.0.0.1:5000' },
    });
    expect(write.status).toBe(403);
  });
});

describe('names behind a proxy', () => {
  it('PUBLIC_URL’s host passes, with or without its default port', async () => {
    const behind = await appWith({ PUBLIC_URL: 'https://portal.example.org', HOST: '0.0.0.0' });
    const get = (host: string) => call(behind.app, 'GET', '/api/auth/user', { headers: { host } });
    expect((await get('portal.example.org')).status).toBe(401);
    expect((await get('PORTAL.example.org:443')).status).toBe(401);
    expect((await get('portal.example.org:8443')).status).toBe(421);
    expect((await get('other.example.org')).status).toBe(421);
  });

  it('ALLOWED_HOSTS adds names: any port without one, that port with one', async () => {
    const behind = await appWith({
      PUBLIC_URL: 'https://portal.example.org',
      HOST: '0.0.0.0',
      ALLOWED_HOSTS: 'portal-internal, proxy.lan:8080',
    });
    const get = (host: string) => call(behind.app, 'GET', '/api/auth/user', { headers: { host } });
    for (const host of ['portal-internal', 'portal-internal:5000', 'proxy.lan:8080'])
      expect((await get(host)).status, host).toBe(401);
    for (const host of ['proxy.lan', 'proxy.lan:8081', 'localhost:80'])
      expect((await get(host)).status, host).toBe(421);
  });

  it('with TRUST_PROXY, X-Forwarded-Host (the name the browser used) must be one too', async () => {
    const trusted = await appWith({ PUBLIC_URL: 'https://portal.example.org', TRUST_PROXY: 'true' });
    const get = (headers: Record<string, string>) =>
      call(trusted.app, 'GET', '/api/auth/user', { headers: { host: '127.0.0.1:5000', ...headers } });
    expect((await get({})).status).toBe(401);
    expect((await get({ 'x-forwarded-host': 'portal.example.org' })).status).toBe(401);
    expect((await get({ 'x-forwarded-host': 'attacker.example' })).status).toBe(421);
    expect((await get({ host: 'attacker.example', 'x-forwarded-host': 'portal.example.org' })).status).toBe(
      421,
    );
    // Without TRUST_PROXY the header is nobody's word and is ignored.
    const direct = await appWith({ PUBLIC_URL: 'https://portal.example.org' });
    const res = await call(direct.app, 'GET', '/api/auth/user', {
      headers: { host: 'portal.example.org', 'x-forwarded-host': 'attacker.example' },
    });
    expect(res.status).toBe(401);
  });
});
