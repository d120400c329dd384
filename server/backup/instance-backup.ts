import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { copyOut } from '../db/copy-protocol.ts';
import { JOBS_SCHEMA } from '../jobs/queue.ts';
import { projectPath } from '../lib/project-root.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  END_LINE,
  JOBS_TABLES,
  NOT_INCLUDED,
  quotedTable,
} from './backup-format.ts';
import {
  appTables,
  type DumpedTable,
  jobsSchemaVersion,
  jobTables,
  journal,
  migrationLevel,
  sequenceValues,
} from './instance-schema.ts';
import { type PgTool, pgDumpFor } from './pg-tools.ts';

export interface BackupOptions {
  /** `auto`: pg_dump of the server's major when the machine has one, else the portal's own dump. */
  method?: 'auto' | 'copy' | 'pg_dump';
  log?: (line: string) => void;
}

/** The url's password out of it, for a child process's environment (never on its command line). */
export function splitPassword(url: string): { url: string; password: string | undefined } {
  const u = new URL(url);
  const password = u.password ? decodeURIComponent(u.password) : undefined;
  u.password = '';
  return { url: u.toString(), password };
}

/** Bytes gathered before one write to the gzip stream (a write per row would cost a zlib call each). */
const BATCH_BYTES = 256 * 1024;

/** Writes to the gzip stream in batches, waiting when it asks to. */
function writer(gzip: zlib.Gzip) {
  let batch = Buffer.allocUnsafe(BATCH_BYTES);
  let used = 0;
  let full = false;
  const flush = () => {
    if (used === 0) return;
    full = !gzip.write(batch.subarray(0, used));
    batch = Buffer.allocUnsafe(BATCH_BYTES);
    used = 0;
  };
  return {
    /** Copies `data` (a row the driver will overwrite); false when the gzip stream asks to wait. */
    write(data: Buffer): boolean {
      if (used + data.length > BATCH_BYTES) flush();
      if (data.length > BATCH_BYTES) full = !gzip.write(Buffer.from(data));
      else used += data.copy(batch, used);
      return !full;
    },
    async drained() {
      if (full) await once(gzip, 'drain');
      full = false;
    },
    async writeAll(text: string) {
      flush();
      full = !gzip.write(text);
      if (full) await once(gzip, 'drain');
      full = false;
    },
    flush,
  };
}

/**
 * Writes a backup of the whole instance (the database at `url`) to `file`, while the portal keeps
 * running: every table of the app's schema and pg-boss's queues, schedules and jobs, read in ONE
 * repeatable-read, read-only snapshot (or pg_dump of the same snapshot), after a manifest.
 * The file is written beside as `<file>.partial` and renamed when complete.
 */
export async function backupInstance(
  url: string,
  file: string,
  options: BackupOptions = {},
): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  const client = new pg.Client({ connectionString: url, application_name: 'portal-backup' });
  await client.connect();
  const partial = `${file}.partial`;
  let output: fs.WriteStream | null = null;
  try {
    // Taken before the snapshot: whatever was committed before this moment is in the backup.
    const createdAt = new Date().toISOString();
    await client.query('begin isolation level repeatable read read only');
    const facts = await client.query(
      `select current_setting('server_version') as version, current_setting('server_version_num')::int as num,
              current_schema() as schema`,
    );
    const { version, num, schema } = facts.rows[0] as { version: string; num: number; schema: string };
    const level = await migrationLevel(client);
    if (!level) throw new Error('This database has no migrations applied: it is not a portal database.');
    const entry = (await journal()).entries.find((e) => e.when === level.when);
    const tables = await appTables(client, schema);
    const jobsVersion = await jobsSchemaVersion(client, JOBS_SCHEMA);
    const jobs = jobsVersion === null ? [] : await jobTables(client, JOBS_SCHEMA, JOBS_TABLES);
    const all: DumpedTable[] = [...tables, ...jobs];
    const counts: Record<string, number> = {};
    for (const t of all) {
      const { rows } = await client.query(`select count(*)::bigint as n from ${quotedTable(t.name)}`);
      counts[t.name] = Number(rows[0].n);
    }
    const sequences = await sequenceValues(client, [schema, JOBS_SCHEMA]);

    const serverMajor = Math.floor(num / 10000);
    let pgDump: PgTool | null = null;
    if (options.method !== 'copy') {
      pgDump = await pgDumpFor(serverMajor);
      if (!pgDump && options.method === 'pg_dump')
        throw new Error(`No pg_dump ${serverMajor} on this machine (the server is PostgreSQL ${version}).`);
      if (!pgDump) log(`No pg_dump ${serverMajor} on this machine: the portal's own dump (COPY) is used.`);
    }
    const pkg = JSON.parse(await fsp.readFile(projectPath('package.json'), 'utf8'));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt,
      app: { name: pkg.name, version: pkg.version },
      method: pgDump ? 'pg_dump' : 'copy',
      server: { version, versionNum: num },
      ...(pgDump ? { pgDump: pgDump.version } : {}),
      migration: { tag: entry?.tag ?? `unknown (${level.when})`, when: level.when, count: level.count },
      appSchema: schema,
      jobs: { schema: JOBS_SCHEMA, schemaVersion: jobsVersion, included: jobs.length > 0 },
      tables: counts,
      sequences,
      notIncluded: NOT_INCLUDED,
    };

    output = fs.createWriteStream(partial, { mode: 0o600 });
    const gzip = zlib.createGzip({ level: 6 });
    const finished = new Promise<void>((resolve, reject) => {
      output!.once('finish', resolve);
      output!.once('error', reject);
      gzip.once('error', reject);
    });
    gzip.pipe(output);
    const out = writer(gzip);
    await out.writeAll(`${JSON.stringify(manifest)}\n`);

    if (pgDump) {
      const snapshot = (await client.query('select pg_export_snapshot() as id')).rows[0].id as string;
      await runPgDump(pgDump, url, snapshot, gzip);
    } else {
      for (const t of all) {
        const columns = t.columns.map((c) => `"${c}"`).join(', ');
        await out.writeAll(`COPY ${quotedTable(t.name)} (${columns}) FROM stdin;\n`);
        const n = await copyOut(
          client,
          `COPY (SELECT ${columns} FROM ${quotedTable(t.name)}) TO STDOUT`,
          out.write,
          out.drained,
        );
        if (n !== counts[t.name]) throw new Error(`${t.name}: ${n} rows copied, ${counts[t.name]} counted`);
        await out.writeAll('\\.\n');
      }
      await out.writeAll(`${END_LINE}\n`);
    }
    out.flush();
    gzip.end();
    await finished;
    await client.query('commit');
    const fd = await fsp.open(partial, 'r');
    await fd.sync();
    await fd.close();
    await fsp.rename(partial, file);
    return manifest;
  } catch (err) {
    output?.destroy();
    await fsp.rm(partial, { force: true });
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

/** pg_dump of the exported snapshot, custom format uncompressed, into the gzip stream (left open). */
async function runPgDump(tool: PgTool, url: string, snapshot: string, gzip: zlib.Gzip): Promise<void> {
  const { url: bare, password } = splitPassword(url);
  const child = spawn(
    tool.path,
    [
      '--format=custom',
      '--compress=0',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot}`,
      `--dbname=${bare}`,
    ],
    {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  child.stdout.pipe(gzip, { end: false });
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`pg_dump failed (exit ${code}): ${stderr.trim()}`);
}
