import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import * as tar from 'tar';
import type { Db } from '../../db/client.ts';
import { type DistrictTable, districtTables, withoutSecrets } from './district-tables.ts';

/** What a district backup holds, besides its files. */
export interface ArchiveManifest {
  format: 'district-backup';
  /** 2: bytea columns are files of their own (`files/<table>/<row id>.<column>`); 1 had them in the JSON as hex. */
  version: 1 | 2;
  createdAt: string;
  district: { id: string; name: string; code: string };
  /** Rows per table, in the order a restore inserts them. */
  tables: Record<string, number>;
  /** Per table, its columns kept as files rather than in its JSON (version 2). */
  files?: Record<string, string[]>;
}

/** Where a row's bytea value lies in the archive. */
export const archivedFilePath = (table: string, rowId: string, column: string) =>
  path.join('files', table, `${rowId}.${column}`);

/** Rows of a table with bytea columns read for their files at a time (each may be 10 MB). */
const FILE_BATCH = 20;

type Row = Record<string, unknown>;

/** `query` with its `$1` bound to the district. */
const bound = (query: string, districtId: string) =>
  sql.join(
    query.split('$1').map((part) => sql.raw(part)),
    sql`${districtId}`,
  );

async function rowsOf(db: Db, query: string, districtId: string): Promise<Row[]> {
  const result = await db.execute<{ rows: Row[] | null }>(
    sql`select coalesce(json_agg(t), '[]'::json) as rows from (${bound(query, districtId)}) t`,
  );
  return result.rows[0]?.rows ?? [];
}

/** The columns a table's JSON holds: all but its bytea ones. */
const jsonColumns = (table: DistrictTable) =>
  table.binary.length === 0
    ? '*'
    : table.columns
        .filter((c) => !table.binary.includes(c))
        .map((c) => `"${c}"`)
        .join(', ');

/**
 * Every table of the district as rows, without bearer secrets (district-tables.ts) and without
 * their bytea columns (read by `eachDistrictFile`).
 */
export async function readDistrictData(db: Db, districtId: string) {
  const [district] = await rowsOf(db, 'select * from districts where id = $1', districtId);
  if (!district) throw new Error('The district no longer exists');
  const tables: Record<string, Row[]> = {};
  for (const table of districtTables()) {
    const query = `select ${jsonColumns(table)} from "${table.name}" where ${table.where}`;
    const rows = await rowsOf(db, query, districtId);
    tables[table.name] = withoutSecrets(table.name, rows);
  }
  return { district, tables };
}

/**
 * Every bytea value of the district's rows (`column` of the row `id` of `table`), a few rows at a
 * time, so a district of many files is never held in memory at once.
 */
export async function eachDistrictFile(
  db: Db,
  districtId: string,
  use: (file: { table: string; id: string; column: string; bytes: Buffer }) => Promise<void>,
): Promise<void> {
  for (const table of districtTables().filter((t) => t.binary.length > 0)) {
    const columns = table.binary.map((c) => `"${c}"`).join(', ');
    let after = '';
    for (;;) {
      const result = await db.execute<Row & { id: string }>(
        sql`select id::text as id, ${sql.raw(columns)} from ${bound(`"${table.name}" where ${table.where}`, districtId)}
            and id::text > ${after} order by id::text limit ${FILE_BATCH}`,
      );
      for (const row of result.rows)
        for (const column of table.binary) {
          const bytes = row[column];
          if (Buffer.isBuffer(bytes)) await use({ table: table.name, id: row.id, column, bytes });
        }
      if (result.rows.length < FILE_BATCH) break;
      after = result.rows.at(-1)!.id;
    }
  }
}

const csvOf = (rows: Row[]) =>
  Papa.unparse(
    rows.map((r) =>
      Object.fromEntries(
        Object.entries(r)
          .filter(([k]) => k !== 'search' && k !== 'search_text')
          .map(([k, v]) => [k, v !== null && typeof v === 'object' ? JSON.stringify(v) : v]),
      ),
    ),
  );

/**
 * The district's backup as one .tar.gz: manifest.json, district.json, tables/<table>.json for every
 * table of its data, files/<table>/<row id>.<column> for each bytea value (attachments, photos),
 * and tickets.csv and assets.csv to open in a spreadsheet.
 */
export async function makeDistrictArchive(db: Db, districtId: string) {
  const { district, tables } = await readDistrictData(db, districtId);
  const manifest: ArchiveManifest = {
    format: 'district-backup',
    version: 2,
    createdAt: new Date().toISOString(),
    district: { id: String(district.id), name: String(district.name), code: String(district.code) },
    tables: Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length])),
    files: Object.fromEntries(districtTables().flatMap((t) => (t.binary.length ? [[t.name, t.binary]] : []))),
  };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'district-backup-'));
  try {
    await fs.mkdir(path.join(dir, 'tables'));
    await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await fs.writeFile(path.join(dir, 'district.json'), JSON.stringify(district, null, 2));
    for (const [name, rows] of Object.entries(tables))
      await fs.writeFile(path.join(dir, 'tables', `${name}.json`), JSON.stringify(rows));
    await fs.writeFile(path.join(dir, 'tickets.csv'), csvOf(tables.tickets ?? []));
    await fs.writeFile(path.join(dir, 'assets.csv'), csvOf(tables.assets ?? []));
    await fs.mkdir(path.join(dir, 'files'));
    await eachDistrictFile(db, districtId, async ({ table, id, column, bytes }) => {
      await fs.mkdir(path.join(dir, 'files', table), { recursive: true });
      await fs.writeFile(path.join(dir, archivedFilePath(table, id, column)), bytes);
    });
    const file = path.join(dir, 'backup.tar.gz');
    await tar.create({ gzip: true, cwd: dir, file, portable: true }, [
      'manifest.json',
      'district.json',
      'tables',
      'files',
      'tickets.csv',
      'assets.csv',
    ]);
    const archive = await fs.readFile(file);
    const day = manifest.createdAt.slice(0, 10);
    const fileName = `${manifest.district.code.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}-backup-${day}.tar.gz`;
    return { archive, fileName, manifest };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The rows a backup of the district would hold, per table (for a dry run). */
export async function countDistrictData(db: Db, districtId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of districtTables()) {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${bound(`"${table.name}" where ${table.where}`, districtId)}`,
    );
    counts[table.name] = result.rows[0]?.n ?? 0;
  }
  return counts;
}
