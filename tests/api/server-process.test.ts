import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledServer, type RunningServer, startServer, tempDataDir } from '../support/server-process.ts';
import { createTestDb } from '../support/test-db.ts';

/** Each test starts and stops real server processes (a first start creates a cluster): slow on a busy machine. */
const PROCESS_TEST_MS = 120_000;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const postmasterPid = async (dataDir: string) =>
  Number((await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);

const started: RunningServer[] = [];
afterAll(async () => {
  for (const s of started) await s.kill().catch(() => {});
});

describe('the server process with its embedded PostgreSQL', () => {
  it(
    'keeps acknowledged writes through kill -9, refuses a second server, and stops cleanly on SIGTERM',
    async () => {
      const dataDir = await tempDataDir();
      const first = await startServer({ DATA_DIR: dataDir, DEMO_MODE: '0' });
      started.push(first);
      expect(await (await fetch(`${first.url}/api/health`)).json()).toEqual({
        status: 'ok',
        database: 'embedded',
      });

      const body = {
        email: 'durable@example.org',
        password: 'Granite-Walrus-8',
        confirmPassword: 'Granite-Walrus-8',
        firstName: 'Dee',
      };
      const reg = await fetch(`${first.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(reg.status).toBe(201);

      const orphan = await postmasterPid(dataDir);
      await first.kill();
      expect(isAlive(orphan)).toBe(true); // PostgreSQL outlived its app

      const second = await startServer({ DATA_DIR: dataDir, DEMO_MODE: '0' });
      started.push(second);
      expect(isAlive(orphan)).toBe(false); // the orphan was stopped, not duplicated
      const login = await fetch(`${second.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: body.email, password: body.password }),
      });
      expect(login.status).toBe(200);

      await expect(startServer({ DATA_DIR: dataDir, DEMO_MODE: '0' }, 30_000)).rejects.toThrow(
        /already running on the data directory/,
      );

      const pg = await postmasterPid(dataDir);
      await second.stop();
      expect(second.process.exitCode).toBe(0);
      expect(isAlive(pg)).toBe(false);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
    PROCESS_TEST_MS,
  );
});

describe('the embedded PostgreSQL’s password and pid files', () => {
  it(
    'keeps a random password of its own in DATA_DIR (0600), replaces an earlier release’s fixed one, and never signals a process of a stale pid file',
    async () => {
      const dataDir = await tempDataDir();
      const passwordFile = path.join(dataDir, 'pg-password');
      const first = await startServer({ DATA_DIR: dataDir, DEMO_MODE: '0' });
      started.push(first);
      const password = (await fs.readFile(passwordFile, 'utf8')).trim();
      expect((await fs.stat(passwordFile)).mode & 0o777).toBe(0o600);
      expect(password.length).toBeGreaterThanOrEqual(30);
      expect(await register(first.url, 'kept@example.org')).toBe(201);

      // Make the cluster look like one of the previous release: the fixed password, no password file.
      const port = Number(
        (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3],
      );
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'portal', password, database: 'portal' });
      await client.connect();
      await client.query(`alter role portal password 'portal-local'`);
      await client.end();
      await fs.rm(passwordFile);
      await first.stop();

      // A stale pid file naming an unrelated, living program.
      const bystander = spawn('sleep', ['120'], { stdio: 'ignore' });
      try {
        await fs.writeFile(
          path.join(dataDir, 'pg', 'postmaster.pid'),
          `${bystander.pid}\n${path.join(dataDir, 'pg')}\n`,
        );
        const second = await startServer({ DATA_DIR: dataDir, DEMO_MODE: '0' });
        started.push(second);
        expect(isAlive(bystander.pid!)).toBe(true);
        const rotated = (await fs.readFile(passwordFile, 'utf8')).trim();
        expect(rotated).not.toBe('portal-local');
        expect(rotated.length).toBeGreaterThanOrEqual(30);
        expect(await login(second.url, 'kept@example.org')).toBe(200);
        await second.stop();
      } finally {
        bystander.kill();
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
    PROCESS_TEST_MS,
  );
});

const ACCOUNT_PASSWORD = 'Granite-Walrus-8';
async function register(base: string, email: string): Promise<number> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: ACCOUNT_PASSWORD,
      confirmPassword: ACCOUNT_PASSWORD,
      firstName: 'K',
    }),
  });
  return res.status;
}
async function login(base: string, email: string): Promise<number> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: ACCOUNT_PASSWORD }),
  });
  return res.status;
}

describe('the server on an existing PostgreSQL (DATABASE_URL)', () => {
  it(
    'starts no database of its own, has demo mode off by default, and create-admin makes a real administrator',
    async () => {
      const db = await createTestDb();
      try {
        const server = await startServer({
          DATABASE_URL: db.url,
          DEMO_MODE: '',
          DATA_DIR: await tempDataDir(),
        });
        started.push(server);
        expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({
          status: 'ok',
          database: 'external',
        });
        expect((await fetch(`${server.url}/api/demo-access`)).status).toBe(404);

        const out = execFileSync(
          process.execPath,
          [compiledServer('cli/create-admin'), '--email', 'Ops@FiveStar.example', '--name', 'Jo Smith'],
          {
            env: { ...process.env, DATABASE_URL: db.url, PUBLIC_URL: server.url },
            encoding: 'utf8',
          },
        );
        const link = out.match(/\/invite\/([\w-]+)/);
        expect(link).not.toBeNull();
        const accept = await fetch(`${server.url}/api/auth/invite/accept`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: link![1], password: 'Harbor-Lights-31' }),
        });
        expect(((await accept.json()) as { user: { role: string; email: string } }).user).toMatchObject({
          role: 'provider_admin',
          email: 'ops@fivestar.example',
        });
        await server.stop();
      } finally {
        await db.drop();
      }
    },
    PROCESS_TEST_MS,
  );
});

describe('the address a start prints (issue 27.8)', () => {
  it(
    'is PUBLIC_URL’s, and the socket’s own address reaches the same server, writes included',
    async () => {
      const db = await createTestDb();
      try {
        const server = await startServer({
          DATABASE_URL: db.url,
          DATA_DIR: await tempDataDir(),
          LOG_LEVEL: 'info',
        });
        started.push(server);
        const printed = [...server.output().matchAll(/https?:\/\/[^\s"()]+/g)].map((m) => m[0]);
        expect(printed).toEqual([`http://localhost:${server.port}`]);
        expect(server.output()).toContain(`Listening on 127.0.0.1:${server.port}`);

        const loopback = `http://127.0.0.1:${server.port}`;
        const res = await fetch(`${loopback}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: loopback },
          body: JSON.stringify({
            email: 'loopback@example.org',
            password: ACCOUNT_PASSWORD,
            confirmPassword: ACCOUNT_PASSWORD,
            firstName: 'L',
          }),
        });
        expect(res.status).toBe(201);
        await server.stop();
      } finally {
        await db.drop();
      }
    },
    PROCESS_TEST_MS,
  );
});
