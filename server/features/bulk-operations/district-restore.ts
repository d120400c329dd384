import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Db } from '../../db/client.ts';
import { type ArchiveManifest, archivedFilePath } from './district-archive.ts';
import { districtTables, withoutSecrets } from './district-tables.ts';

type Row = Record<string, unknown>;
/** A row's bytea values by column, from the archive's files (version 2). */
type RowFiles = Record<string, Buffer>;

export interface RestoreOptions {
  /** The restored district's name (default: the archive's). */
  name?: string;
  /** Its code (default: the archive's, with a suffix when that code is taken). */
  code?: string;
}

export interface RestoreReport {
  districtId: string;
  name: string;
  code: string;
  /** Rows restored per table. */
  rows: Record<string, number>;
  /** True when the install already held the district: every row got a new id. */
  newIds: boolean;
  /** Users whose email another account of the install has: restored inactive under another address. */
  renamedUsers: string[];
}

async function readArchive(archive: Buffer) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'district-restore-'));
  try {
    const file = path.join(dir, 'backup.tar.gz');
    await fs.writeFile(file, archive);
    await tar.extract({ file, cwd: dir });
    const read = async (name: string) => JSON.parse(await fs.readFile(path.join(dir, name), 'utf8'));
    const manifest = (await read('manifest.json')) as ArchiveManifest;
    if (manifest.format !== 'district-backup' || ![1, 2].includes(manifest.version))
      throw new Error('This file is not a district backup of this portal.');
    const district = (await read('district.json')) as Row;
    const tables: Record<string, Row[]> = {};
    for (const name of Object.keys(manifest.tables))
      tables[name] = (await read(`tables/${name}.json`)) as Row[];
    // Per table, the files of its rows by the row's id in the archive.
    const files = new Map<string, Map<string, RowFiles>>();
    for (const [table, columns] of Object.entries(manifest.files ?? {})) {
      const byRow = new Map<string, RowFiles>();
      for (const row of tables[table] ?? []) {
        const id = String(row.id);
        const found: RowFiles = {};
        for (const column of columns) {
          const bytes = await fs
            .readFile(path.join(dir, archivedFilePath(table, id, column)))
            .catch(() => null);
          if (bytes) found[column] = bytes;
        }
        byRow.set(id, found);
      }
      files.set(table, byRow);
    }
    return { manifest, district, tables, files };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Replaces every string of `value` (deeply, jsonb included) that is a remapped id. */
function swapIds<T>(value: T, ids: Map<string, string>): T {
  if (ids.size === 0) return value;
  if (typeof value === 'string') return (ids.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((v) => swapIds(v, ids)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swapIds(v, ids)])) as T;
  return value;
}

async function columnsOf(tx: Db, table: string) {
  const result = await tx.execute<{ name: string; nullable: boolean }>(
    sql`select column_name as name, is_nullable = 'YES' as nullable from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'`,
  );
  return result.rows;
}

/** Bytes of files in one insert at most (their hex doubles them in the statement). */
const FILE_BYTES_PER_INSERT = 16 * 1024 * 1024;

/** Rows in inserts of at most 1000, and of at most FILE_BYTES_PER_INSERT of files. */
function* batchesOf(rows: Row[], files?: Map<string, RowFiles>): Generator<Row[]> {
  let batch: Row[] = [];
  let bytes = 0;
  for (const row of rows) {
    const own = files?.get(String(row.id));
    const size = own ? Object.values(own).reduce((n, b) => n + b.length, 0) : 0;
    if (batch.length > 0 && (batch.length === 1000 || bytes + size > FILE_BYTES_PER_INSERT)) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    // bytea's text form in JSON: json_populate_recordset reads it back as the same bytes.
    const hex = own
      ? Object.fromEntries(Object.entries(own).map(([c, b]) => [c, `\\x${b.toString('hex')}`]))
      : {};
    batch.push({ ...row, ...hex });
    bytes += size;
  }
  if (batch.length > 0) yield batch;
}

async function insertRows(tx: Db, table: string, rows: Row[], files?: Map<string, RowFiles>) {
  if (rows.length === 0) return;
  const list = sql.raw((await columnsOf(tx, table)).map((c) => `"${c.name}"`).join(', '));
  const t = sql.raw(`"${table}"`);
  for (const batch of batchesOf(rows, files))
    await tx.execute(
      sql`insert into ${t} (${list}) select ${list} from json_populate_recordset(null::${t}, ${JSON.stringify(batch)}::json)`,
    );
}

/**
 * Restores a district backup (server/features/bulk-operations/district-archive.ts) into this
 * install as a new district, in one transaction. Into an install that does not hold the district
 * (an empty one), rows keep their ids; otherwise every row gets a new id and the links between them
 * follow. Links to rows the install lacks (e.g. a Five Star administrator of another install) are
 * cleared where they may be empty. Users come back without passwords (they set one by reset link).
 */
export async function restoreDistrictArchive(
  db: Db,
  archive: Buffer,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const { district, tables, files } = await readArchive(archive);
  return db.transaction(async (tx) => {
    const exists = async (query: ReturnType<typeof sql>) => (await tx.execute(query)).rows.length > 0;
    const newIds = await exists(sql`select 1 from districts where id = ${String(district.id)}`);
    const ids = new Map<string, string>();
    if (newIds) {
      ids.set(String(district.id), randomUUID());
      for (const rows of Object.values(tables))
        for (const row of rows) if (typeof row.id === 'string') ids.set(row.id, randomUUID());
    }

    let code = options.code ?? String(district.code);
    if (!options.code)
      for (let n = 2; await exists(sql`select 1 from districts where code = ${code}`); n++)
        code = `${district.code}-R${n}`;
    const restored: Row = { ...swapIds(district, ids), code, name: options.name ?? district.name };
    await insertRows(tx, 'districts', [restored]);

    // The files of each row, by the id it is restored under.
    const filesOf = (table: string) => {
      const byArchivedId = files.get(table);
      if (!byArchivedId) return undefined;
      return new Map([...byArchivedId].map(([id, found]) => [ids.get(id) ?? id, found]));
    };

    const renamedUsers: string[] = [];
    // An archive made before bearer secrets were left out may still carry some: they stay out.
    const rowsOf = (table: string) => withoutSecrets(table, swapIds(tables[table] ?? [], ids));
    const users = rowsOf('users');
    for (const user of users) {
      const email = String(user.email);
      if (!(await exists(sql`select 1 from users where lower(email) = lower(${email})`))) continue;
      const [local, domain] = email.split('@');
      user.email = `${local}+restored-${code.toLowerCase()}@${domain}`;
      user.is_active = false;
      user.oidc_issuer = null;
      user.oidc_subject = null;
      renamedUsers.push(email);
    }

    const present = new Map<string, Set<string>>([['districts', new Set([String(restored.id)])]]);
    const rowsRestored: Record<string, number> = {};
    for (const table of districtTables()) {
      const rows = table.name === 'users' ? users : rowsOf(table.name);
      const nullable = new Map((await columnsOf(tx, table.name)).map((c) => [c.name, c.nullable]));
      for (const ref of table.references) {
        const inArchive = present.get(ref.table) ?? new Set<string>();
        const outside = [
          ...new Set(
            rows
              .map((r) => r[ref.column])
              .filter((v): v is string => typeof v === 'string' && !inArchive.has(v)),
          ),
        ];
        if (outside.length === 0) continue;
        const found = await tx.execute<{ v: string }>(
          sql`select ${sql.raw(`"${ref.foreignColumn}"`)}::text as v from ${sql.raw(`"${ref.table}"`)}
              where ${sql.raw(`"${ref.foreignColumn}"`)}::text = any(${`{${outside.join(',')}}`}::text[])`,
        );
        const here = new Set(found.rows.map((r) => r.v));
        for (const row of rows) {
          const v = row[ref.column];
          if (typeof v !== 'string' || inArchive.has(v) || here.has(v)) continue;
          if (!nullable.get(ref.column))
            throw new Error(
              `${table.name}.${ref.column} refers to a ${ref.table} row this install does not have.`,
            );
          row[ref.column] = null;
        }
      }
      await insertRows(tx, table.name, rows, filesOf(table.name));
      present.set(
        table.name,
        new Set(rows.map((r) => r.id).filter((v): v is string => typeof v === 'string')),
      );
      rowsRestored[table.name] = rows.length;
    }
    return {
      districtId: String(restored.id),
      name: String(restored.name),
      code,
      rows: rowsRestored,
      newIds,
      renamedUsers,
    };
  });
}
