import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { connect } from '../db/client.ts';
import { copyIn } from '../db/copy-protocol.ts';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate.ts';
import { type BackupManifest, END_LINE, parseManifest, quotedTable } from './backup-format.ts';
import { splitPassword } from './instance-backup.ts';
import { journal, migrationLevel } from './instance-schema.ts';
import { pgRestoreFor } from './pg-tools.ts';

export interface RestoreReport {
  manifest: BackupManifest;
  /** Rows loaded per table ("schema.table"). */
  rows: Record<string, number>;
  /** The migration the database is at afterwards (this release's last). */
  migratedTo: string;
  /** What the restore could not bring back, said to the operator. */
  warnings: string[];
}

/** Refusal of a target that already holds something: nothing was changed. */
export class TargetNotEmptyError extends Error {}

/** The lines of a stream (without their "\n"), then, on demand, the rest of it as it comes. */
class LineReader {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly source: AsyncIterator<Buffer>;
  private ended = false;
  constructor(stream: AsyncIterable<Buffer>) {
    this.source = stream[Symbol.asyncIterator]();
  }
  async line(): Promise<Buffer | null> {
    for (;;) {
      const at = this.buffer.indexOf(10);
      if (at >= 0) {
        const line = this.buffer.subarray(0, at);
        this.buffer = this.buffer.subarray(at + 1);
        return line;
      }
      if (this.ended) {
        // Every line of a backup ends with "\n": a last one without is a file cut off.
        if (this.buffer.length > 0)
          throw new Error('The file ends in the middle of a line: it is incomplete.');
        return null;
      }
      const next = await this.source.next();
      if (next.done) this.ended = true;
      else this.buffer = this.buffer.length ? Buffer.concat([this.buffer, next.value]) : next.value;
    }
  }
  async *rest(): AsyncGenerator<Buffer> {
    if (this.buffer.length) yield this.buffer;
    this.buffer = Buffer.alloc(0);
    for (;;) {
      const next = await this.source.next();
      if (next.done) return;
      yield next.value;
    }
  }
}

const TERMINATOR = Buffer.from('\\.');
const CHUNK = 256 * 1024;

/** The rows of one COPY block as chunks of whole lines, up to its `\.` line. */
async function* blockRows(reader: LineReader): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let size = 0;
  for (;;) {
    const line = await reader.line();
    if (line === null) throw new Error('The file ends inside a table: it is incomplete.');
    if (line.equals(TERMINATOR)) break;
    parts.push(line, NEWLINE);
    size += line.length + 1;
    if (size >= CHUNK) {
      yield Buffer.concat(parts);
      parts = [];
      size = 0;
    }
  }
  if (size > 0) yield Buffer.concat(parts);
}
const NEWLINE = Buffer.from('\n');

/** A block's header, checked: the table and its columns (never SQL taken from the file as is). */
const HEADER = /^COPY "([^"]+)"\."([^"]+)" \(("[^"]+"(?:, "[^"]+")*)\) FROM stdin;$/;
function parseHeader(line: string) {
  const m = HEADER.exec(line);
  if (!m) throw new Error(`Unexpected line in the backup: ${line.slice(0, 80)}`);
  const columns = m[3]!.split(', ').map((c) => c.slice(1, -1));
  return { name: `${m[1]}.${m[2]}`, columns };
}

/** Names of what the database holds already (tables, views, sequences of any schema of ours). */
async function existingRelations(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_%' order by 1`,
  );
  return rows.map((r) => r.name as string);
}

/** A migrations folder holding this release's migrations up to `when` (drizzle reads a folder). */
async function folderUpTo(when: number): Promise<string> {
  const { raw, entries } = await journal();
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'portal-restore-migrations-'));
  await fsp.mkdir(path.join(dir, 'meta'));
  const kept = entries.filter((e) => e.when <= when);
  await fsp.writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...raw, entries: kept }));
  for (const e of kept)
    await fsp.copyFile(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

/**
 * Restores an instance backup (instance-backup.ts) into the EMPTY database at `url`: refuses one
 * that holds anything. The copy method migrates the database to the backup's migration level,
 * loads every table with `COPY … FROM` in one transaction (tables in dependency order, so every
 * foreign key is checked as it goes) and sets the sequences; the pg_dump method hands the dump to
 * pg_restore. Then this release's later migrations run (a restore into a newer release).
 */
export async function restoreInstance(
  url: string,
  file: string,
  options: { log?: (line: string) => void } = {},
): Promise<RestoreReport> {
  const log = options.log ?? (() => {});
  const gunzip = fs.createReadStream(file).pipe(zlib.createGunzip());
  const reader = new LineReader(gunzip);
  const first = await reader.line().catch(() => {
    throw new Error(`${file} is not an instance backup of the portal (not gzip).`);
  });
  const manifest = parseManifest(first?.toString('utf8') ?? '');
  const { entries } = await journal();
  const known = entries.find((e) => e.when === manifest.migration.when);
  if (!known)
    throw new Error(
      `The backup is at migration ${manifest.migration.tag}, which this release does not have: it was made by a newer release. Restore it with that release (or a newer one).`,
    );

  // One connection of its own, and runMigrations needs two (its lock, and drizzle's).
  const database = connect(url, 4);
  const client = await database.pool.connect();
  let touched = false;
  try {
    const existing = await existingRelations(client);
    if (existing.length > 0)
      throw new TargetNotEmptyError(
        `The target database is not empty: it holds ${existing.length} tables or sequences (${existing.slice(0, 3).join(', ')}${existing.length > 3 ? ', …' : ''}). A restore goes into an empty database only: create a new one (createdb) and point DATABASE_URL at it, or set DATA_DIR to a new folder.`,
      );
    touched = true;
    const warnings: string[] = [];
    let rows: Record<string, number> = {};
    if (manifest.method === 'copy') {
      const folder = await folderUpTo(manifest.migration.when);
      try {
        await migrate(database.db, { migrationsFolder: folder });
      } finally {
        await fsp.rm(folder, { recursive: true, force: true });
      }
      const level = await migrationLevel(client);
      if (level?.when !== manifest.migration.when)
        throw new Error('The migrations did not reach the backup level.');
      rows = await loadTables(client, reader, manifest, warnings, log);
    } else {
      await runPgRestore(manifest, url, reader);
      for (const [name, expected] of Object.entries(manifest.tables)) {
        const { rows: r } = await client.query(`select count(*)::bigint as n from ${quotedTable(name)}`);
        rows[name] = Number(r[0].n);
        if (rows[name] !== expected)
          throw new Error(`${name}: ${rows[name]} rows restored, ${expected} backed up`);
      }
    }
    const before = await migrationLevel(client);
    await runMigrations(database);
    const after = await migrationLevel(client);
    const last = entries.find((e) => e.when === after?.when);
    if (before?.when !== after?.when) log(`Migrated from ${manifest.migration.tag} to ${last?.tag}.`);
    return { manifest, rows, migratedTo: last?.tag ?? 'unknown', warnings };
  } catch (err) {
    if (touched) await emptyAgain(client, manifest).catch(() => {});
    throw err;
  } finally {
    gunzip.destroy();
    client.release();
    await database.close();
  }
}

/** Leaves a target that was empty as it was found, after a failed restore. */
async function emptyAgain(client: pg.PoolClient, manifest: BackupManifest): Promise<void> {
  await client.query('rollback').catch(() => {});
  await client.query(`drop schema if exists drizzle cascade`);
  await client.query(`drop schema if exists "${manifest.jobs.schema}" cascade`);
  await client.query(`drop schema if exists "${manifest.appSchema}" cascade`);
  await client.query(`create schema "${manifest.appSchema}"`);
}

/** The copy method's body: every table's rows, in one transaction. */
async function loadTables(
  client: pg.PoolClient,
  reader: LineReader,
  manifest: BackupManifest,
  warnings: string[],
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const jobs = manifest.jobs.schema;
  const rows: Record<string, number> = {};
  // pg-boss's tables as this release's pg-boss makes them (in a transaction of their own, which
  // its script begins and commits); its jobs go in when the versions match.
  let loadJobs = manifest.jobs.included;
  if (manifest.jobs.schemaVersion !== null) {
    await client.query(PgBoss.getConstructionPlans(jobs));
    const { rows: v } = await client.query(`select max(version)::int as v from "${jobs}"."version"`);
    if (loadJobs && v[0].v !== manifest.jobs.schemaVersion) {
      loadJobs = false;
      const waiting = manifest.tables[`${jobs}.job`] ?? 0;
      warnings.push(
        `The backup's job queue (pg-boss schema ${manifest.jobs.schemaVersion}) differs from this release's (${v[0].v}): its ${waiting} jobs were not restored. Scheduled work starts again on its schedule.`,
      );
    }
  }
  await client.query('begin');
  for (;;) {
    const line = await reader.line();
    if (line === null) throw new Error('The file ends before its end mark: it is incomplete.');
    const text = line.toString('utf8');
    if (text === END_LINE) break;
    const { name, columns } = parseHeader(text);
    if (!(name in manifest.tables))
      throw new Error(`The backup holds ${name}, which its manifest does not list.`);
    const list = columns.map((c) => `"${c}"`).join(', ');
    const isJobs = name.startsWith(`${jobs}.`);
    if (isJobs && !loadJobs) {
      for await (const _ of blockRows(reader));
      continue;
    }
    let n: number;
    if (name === `${jobs}.queue`) {
      // A queue is made by pg-boss's own function (it creates the queue's partition of the jobs).
      await client.query(`create temp table restored_queue (like "${jobs}".queue) on commit drop`);
      n = await copyIn(client, `COPY restored_queue (${list}) FROM STDIN`, blockRows(reader));
      await client.query(
        `select "${jobs}".create_queue(name, json_build_object('policy', policy, 'retryLimit', retry_limit,
                'retryDelay', retry_delay, 'retryBackoff', retry_backoff, 'expireInSeconds', expire_seconds,
                'retentionMinutes', retention_minutes, 'deadLetter', dead_letter))
           from restored_queue order by dead_letter is not null, name`,
      );
    } else {
      n = await copyIn(client, `COPY ${quotedTable(name)} (${list}) FROM STDIN`, blockRows(reader));
    }
    if (n !== manifest.tables[name])
      throw new Error(`${name}: ${n} rows in the file, ${manifest.tables[name]} in its manifest`);
    rows[name] = n;
    log(`  ${name}: ${n}`);
  }
  for (const [name, value] of Object.entries(manifest.sequences))
    await client.query('select setval($1::regclass, $2::bigint, true)', [quotedTable(name), value]);
  await client.query('commit');
  return rows;
}

/** The pg_dump method's body, handed to a pg_restore of the dump's major or newer. */
async function runPgRestore(manifest: BackupManifest, url: string, reader: LineReader): Promise<void> {
  const major = Math.floor(manifest.server.versionNum / 10000);
  const tool = await pgRestoreFor(major);
  if (!tool)
    throw new Error(
      `This backup was made with pg_dump ${major}: restoring it needs pg_restore ${major} or newer, which this machine does not have (set PG_BIN_DIR to its folder).`,
    );
  const { url: bare, password } = splitPassword(url);
  const child = spawn(
    tool.path,
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${bare}`],
    {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const closed = once(child, 'close');
  child.stdin.on('error', () => {}); // pg_restore stopping early is reported by its exit code
  let exited = false;
  void closed.then(() => {
    exited = true;
  });
  for await (const chunk of reader.rest()) {
    if (exited) break;
    if (!child.stdin.write(chunk)) await Promise.race([once(child.stdin, 'drain'), closed]);
  }
  child.stdin.end();
  const [code] = (await closed) as [number | null];
  if (code !== 0) throw new Error(`pg_restore failed (exit ${code}): ${stderr.trim()}`);
}
