import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { parseManifest } from '../../server/backup/backup-format.ts';
import { backupInstance } from '../../server/backup/instance-backup.ts';
import { restoreInstance } from '../../server/backup/instance-restore.ts';
import { journal } from '../../server/backup/instance-schema.ts';
import { pgDumpFor } from '../../server/backup/pg-tools.ts';
import { connect } from '../../server/db/client.ts';
import { DEMO_DISTRICT_PASSWORD, demoAdminEmail } from '../../server/seed/demo-accounts.ts';
import { withDatabase } from '../support/global-db.ts';
import { compiledServer, type RunningServer, startServer, tempDataDir } from '../support/server-process.ts';
import { createTestDb } from '../support/test-db.ts';

// npm run backup / npm run restore (docs/operations.md): a backup of a running instance under
// writes holds every write acknowledged before its snapshot, comes back into an empty database
// (and only an empty one), and carries no secret in the clear.

/** Real server processes, a first start making a cluster, a backup and a restore: slow on a busy machine. */
const PROCESS_TEST_MS = 240_000;

const started: RunningServer[] = [];
const databases: string[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const s of started) await s.kill().catch(() => {});
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
});

/** A new, empty database of the test server; its URL. */
async function emptyDatabase(): Promise<string> {
  const name = `portal_t_${process.ppid}_restore_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  return withDatabase(inject('pgAdminUrl'), name);
}

/** Runs a compiled CLI (`cli/backup`, `cli/restore`) with this environment. */
function cli(name: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      [compiledServer(name), ...args],
      { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, timeout: 180_000 },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

async function json<T>(
  base: string,
  route: string,
  init: { cookie?: string; method?: string; body?: unknown } = {},
) {
  const res = await fetch(`${base}${route}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: base,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  return { status: res.status, body: (await res.json().catch(() => null)) as T, cookie };
}

async function tempFile(name: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-backup-'));
  folders.push(dir);
  return path.join(dir, name);
}

describe('a backup of the whole instance', () => {
  it(
    'taken from a running embedded instance under writes, restores into an empty database with every write acknowledged before its snapshot',
    async () => {
      const vaultKey = randomBytes(32).toString('base64');
      const dataDir = await tempDataDir();
      folders.push(dataDir);
      const server = await startServer({ DATA_DIR: dataDir, DEMO_MODE: '1', VAULT_KEY: vaultKey });
      started.push(server);
      // Benson's administrator (the demo's): its vault is its own.
      const signIn = (base: string) =>
        json<{ user: { districtId: string } }>(base, '/api/auth/login', {
          method: 'POST',
          body: { email: demoAdminEmail('BENSON'), password: DEMO_DISTRICT_PASSWORD },
        });
      const admin = await signIn(server.url);
      expect(admin.status).toBe(200);
      const cookie = admin.cookie!;
      const benson = { id: admin.body.user.districtId };

      // A secret sealed in the vault: in the backup only sealed.
      const plaintext = `Backup-Plaintext-${randomBytes(6).toString('hex')}`;
      const entry = await json<{ id: string }>(server.url, '/api/vault', {
        cookie,
        method: 'POST',
        body: {
          districtId: benson.id,
          title: 'Backup test SIS',
          username: 'sis-admin',
          password: plaintext,
          category: 'Student Information System',
          department: 'IT Administration',
          accessLevel: 'admin',
        },
      });
      expect(entry.status).toBe(201);

      // Writers: tickets created one after another by 4 clients, each acknowledged id with its time.
      const acknowledged: { id: string; at: number }[] = [];
      let writing = true;
      let n = 0;
      const writer = async () => {
        while (writing) {
          n += 1;
          const res = await json<{ id: string }>(server.url, '/api/tickets', {
            cookie,
            method: 'POST',
            body: {
              districtId: benson.id,
              title: `Concurrent ${n}`,
              description: 'Written during the backup',
            },
          });
          if (res.status === 201) acknowledged.push({ id: res.body.id, at: Date.now() });
        }
      };
      const writers = [writer(), writer(), writer(), writer()];
      while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 20));

      const file = await tempFile('instance.gz');
      const backup = await cli('cli/backup', ['--out', file, '--method', 'copy'], { DATA_DIR: dataDir });
      const afterBackup = acknowledged.length;
      while (acknowledged.length < afterBackup + 10) await new Promise((r) => setTimeout(r, 20));
      writing = false;
      await Promise.all(writers);
      expect(backup.out).toContain('Backing up the embedded database of the running portal');
      expect(backup.out).toMatch(
        /vault master key is not in this backup: it is VAULT_KEY, or else the file vault\.key/,
      );
      expect(backup.code).toBe(0);
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);

      const raw = gunzipSync(await fs.readFile(file));
      const manifest = parseManifest(raw.subarray(0, raw.indexOf(10)).toString('utf8'));
      expect(manifest).toMatchObject({ method: 'copy', appSchema: 'public', jobs: { included: true } });
      expect(manifest.migration.tag).toMatch(/^\d{4}_/);
      expect(manifest.tables['public.tickets']).toBeGreaterThan(20);
      const snapshot = Date.parse(manifest.createdAt);
      const before = acknowledged.filter((a) => a.at < snapshot).map((a) => a.id);
      expect(before.length).toBeGreaterThanOrEqual(20);
      expect(acknowledged.filter((a) => a.at > snapshot).length).toBeGreaterThan(0); // writes went on meanwhile

      // No secret in the clear: the master key, the vault entry's password, the database's password.
      const text = raw.toString('latin1');
      const pgPassword = (await fs.readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
      for (const secret of [vaultKey, Buffer.from(vaultKey, 'base64').toString('hex'), plaintext, pgPassword])
        expect(text).not.toContain(secret);
      expect(text).not.toContain(Buffer.from(plaintext).toString('hex'));

      // Restored into an empty database: every write acknowledged before the snapshot is there.
      const target = await emptyDatabase();
      const restore = await cli('cli/restore', [file], { DATABASE_URL: target, VAULT_KEY: vaultKey });
      expect(restore.out).toContain('Restored');
      expect(restore.code).toBe(0);
      const db = new pg.Client({ connectionString: target });
      await db.connect();
      try {
        const found = await db.query('select id::text from tickets where id = any($1::uuid[])', [before]);
        expect(found.rows.map((r) => r.id).sort()).toEqual([...before].sort());
        for (const [table, count] of Object.entries(manifest.tables)) {
          const { rows } = await db.query(`select count(*)::int as n from ${table}`);
          expect({ table, n: rows[0].n }).toEqual({ table, n: count });
        }
      } finally {
        await db.end();
      }

      // A second restore into that database is refused, and changes nothing.
      const again = await cli('cli/restore', [file], { DATABASE_URL: target });
      expect(again.code).toBe(3);
      expect(again.out).toMatch(/Restore refused: The target database is not empty/);

      // The restored instance runs: a server on it signs in and opens the sealed secret with the key.
      await server.stop();
      const restored = await startServer({ DATABASE_URL: target, DEMO_MODE: '1', VAULT_KEY: vaultKey });
      started.push(restored);
      const back = await signIn(restored.url);
      expect(back.status).toBe(200);
      const ticket = await json<{ id: string }>(restored.url, `/api/tickets/${before[0]}/details`, {
        cookie: back.cookie,
      });
      expect(ticket.status).toBe(200);
      const revealed = await json<{ value: string }>(restored.url, `/api/vault/${entry.body.id}/reveal`, {
        cookie: back.cookie,
        method: 'POST',
        body: { field: 'password', reason: 'Backup test' },
      });
      expect(revealed.body.value).toBe(plaintext);
      await restored.stop();
    },
    PROCESS_TEST_MS,
  );

  it(
    'uses pg_dump of the server’s major when the machine has one, and refuses a database that is not empty',
    async (ctx) => {
      const source = await createTestDb();
      try {
        const { rows } = await source.pool.query(`select current_setting('server_version_num')::int as n`);
        if (!(await pgDumpFor(Math.floor(rows[0].n / 10000)))) ctx.skip();
        await source.pool.query(
          `insert into districts (name, code, service_level) values ('Dumped USD', 'DUMPED', 'apex')`,
        );
        const file = await tempFile('pgdump.gz');
        const backup = await cli('cli/backup', ['--out', file, '--method', 'pg_dump'], {
          DATABASE_URL: source.url,
        });
        expect(backup.code).toBe(0);
        const raw = gunzipSync(await fs.readFile(file));
        const manifest = parseManifest(raw.subarray(0, raw.indexOf(10)).toString('utf8'));
        expect(manifest.method).toBe('pg_dump');
        expect(manifest.pgDump).toMatch(/^pg_dump \(PostgreSQL\)/);

        // Into a database that holds tables (another test database): refused, exit 3.
        const busy = await createTestDb();
        const refused = await cli('cli/restore', [file], { DATABASE_URL: busy.url });
        await busy.drop();
        expect(refused.code).toBe(3);
        expect(refused.out).toMatch(/not empty/);

        const target = await emptyDatabase();
        const restore = await cli('cli/restore', [file], { DATABASE_URL: target });
        expect(restore.code).toBe(0);
        const db = new pg.Client({ connectionString: target });
        await db.connect();
        const found = await db.query(`select name from districts where code = 'DUMPED'`);
        await db.end();
        expect(found.rows).toEqual([{ name: 'Dumped USD' }]);
      } finally {
        await source.drop();
      }
    },
    PROCESS_TEST_MS,
  );

  it('of an earlier release restores into this one (migrated up after loading); a cut-off file leaves the target empty', async () => {
    const { raw, entries } = await journal();
    const older = entries.at(-4)!;
    // A database of an earlier release: this release's migrations up to `older` only.
    const folder = path.dirname(await tempFile('x'));
    await fs.mkdir(path.join(folder, 'meta'));
    const kept = entries.filter((e) => e.when <= older.when);
    await fs.writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...raw, entries: kept }));
    for (const e of kept)
      await fs.copyFile(path.join('server/db/migrations', `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
    const source = connect(await emptyDatabase(), 2);
    try {
      await migrate(source.db, { migrationsFolder: folder });
      await source.pool.query(
        `insert into districts (name, code, service_level) values ('Older USD', 'OLDER', 'apex')`,
      );
      const file = await tempFile('older.gz');
      const manifest = await backupInstance(source.url, file, { method: 'copy' });
      expect(manifest.migration).toMatchObject({ tag: older.tag, count: kept.length });
      expect(manifest.jobs).toMatchObject({ schemaVersion: null, included: false });

      // Cut off inside its tables: refused as incomplete, and the target is left empty.
      const whole = gunzipSync(await fs.readFile(file));
      const cut = await tempFile('cut.gz');
      await fs.writeFile(cut, gzipSync(whole.subarray(0, Math.floor(whole.length * 0.8))));
      const target = await emptyDatabase();
      await expect(restoreInstance(target, cut)).rejects.toThrow(/incomplete/);
      const db = new pg.Client({ connectionString: target });
      await db.connect();
      try {
        const left = await db.query(
          `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname in ('public', 'drizzle', 'pgboss')`,
        );
        expect(left.rows[0].n).toBe(0);

        const report = await restoreInstance(target, file);
        expect(report.migratedTo).toBe(entries.at(-1)!.tag);
        const level = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(level.rows[0].n).toBe(entries.length);
        const found = await db.query(`select name from districts where code = 'OLDER'`);
        expect(found.rows).toEqual([{ name: 'Older USD' }]);
      } finally {
        await db.end();
      }
    } finally {
      await source.close();
    }
  });
});
