import fs from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer, tempDataDir } from '../support/server-process.ts';
import { startMailServer } from '../support/smtp.ts';

/** Each test starts and stops real server processes (a first start creates a cluster): slow on a busy machine. */
const PROCESS_TEST_MS = 120_000;

// Background jobs of a real server process, with its embedded PostgreSQL: what was acknowledged
// survives kill -9, and SIGTERM lets the running job finish.
const started: RunningServer[] = [];
afterAll(async () => {
  for (const s of started) await s.kill().catch(() => {});
});

async function start(env: Record<string, string>) {
  const server = await startServer({ DEMO_MODE: '1', ...env });
  started.push(server);
  return server;
}

async function json(
  base: string,
  path: string,
  init: { cookie?: string; method?: string; body?: unknown } = {},
) {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: base,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  return { status: res.status, body: (await res.json().catch(() => null)) as never, cookie };
}

describe('jobs of a server process', () => {
  it(
    'runs a job acknowledged before kill -9 after the next start, exactly once in effect',
    async () => {
      const dataDir = await tempDataDir();
      // An API-only server: it enqueues, nothing runs yet.
      const first = await start({ DATA_DIR: dataDir, WORKER: 'false' });
      const demo = await json(first.url, '/api/demo-access');
      const districts = await json(first.url, '/api/districts', { cookie: demo.cookie });
      const benson = (districts.body as { id: string; code: string }[]).find((d) => d.code === 'BENSON')!;
      const ticket = await json(first.url, '/api/tickets', {
        cookie: demo.cookie,
        method: 'POST',
        body: { districtId: benson.id, title: 'Bell system silent', description: 'No bells in B wing' },
      });
      expect(ticket.status).toBe(201);
      await first.kill();

      const second = await start({ DATA_DIR: dataDir });
      const maria = await json(second.url, '/api/auth/login', {
        method: 'POST',
        body: { email: 'admin@benson.demo', password: 'district-demo-2026' },
      });
      const about = async () =>
        (
          (await json(second.url, '/api/notifications', { cookie: maria.cookie })).body as {
            notifications: { link: string }[];
          }
        ).notifications.filter((n) => n.link === `/tickets?ticket=${(ticket.body as { id: string }).id}`);
      await expect.poll(async () => (await about()).length, { timeout: 30_000 }).toBe(1);
      await new Promise((r) => setTimeout(r, 2000));
      expect(await about()).toHaveLength(1);
      await second.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
    PROCESS_TEST_MS,
  );

  it(
    'lets a running job finish on SIGTERM, and does not run it again after a restart',
    async () => {
      const smtp = await startMailServer(0, 3000);
      try {
        const dataDir = await tempDataDir();
        const server = await start({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
        const demo = await json(server.url, '/api/demo-access');
        const created = await json(server.url, '/api/districts', {
          cookie: demo.cookie,
          method: 'POST',
          body: {
            districtName: 'Sigterm USD',
            adminName: 'Ada Lane',
            adminEmail: 'ada@sigterm.example',
            serviceLevel: 'apex',
          },
        });
        expect(created.status).toBe(201);
        // The mail job is now handing the message to the (slow) mail server.
        await expect.poll(() => smtp.receiving(), { timeout: 15_000 }).toBe(1);
        await server.stop();
        expect(server.process.exitCode).toBe(0);
        expect(smtp.received.map((m) => m.subject)).toEqual(['You are invited to the Sigterm USD IT portal']);

        const again = await start({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
        await new Promise((r) => setTimeout(r, 3000));
        expect(smtp.received).toHaveLength(1);
        await again.stop();
        await fs.rm(dataDir, { recursive: true, force: true });
      } finally {
        await smtp.close();
      }
    },
    PROCESS_TEST_MS,
  );
});
