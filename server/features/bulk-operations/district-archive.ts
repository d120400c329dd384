import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import * as tar from 'tar';
import type { Db } from '../../db/client.ts';
import { districtTables, withoutSecrets } from './district-tables.ts';

/** What a district backup holds, besides its files. */
export interface ArchiveManifest {
  format: 'district-backup';
  version: 1;
  createdAt: string;
  district: { id: string; name: string; code: string };
  /** Rows per table, in the order a restore inserts them. */
  tables: Record<string, number>;
}

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

/** Every table of the district as rows, without bearer secrets (district-tables.ts). */
export async function readDistrictData(db: Db, districtId: string) {
  const [district] = await rowsOf(db, 'select * from districts where id = $1', districtId);
  if (!district) throw new Error('The district no longer exists');
  const tables: Record<string, Row[]> = {};
  for (const table of districtTables()) {
    const rows = await rowsOf(db, `select * from "${table.name}" where ${table.where}`, districtId);
    tables[table.name] = withoutSecrets(table.name, rows);
  }
  return { district, tables };
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
 * table of its data, and tickets.csv and assets.csv to open in a spreadsheet.
 */
export async function makeDistrictArchive(db: Db, districtId: string) {
  const { district, tables } = await readDistrictData(db, districtId);
  const manifest: ArchiveManifest = {
    format: 'district-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    district: { id: String(district.id), name: String(district.name), code: String(district.code) },
    tables: Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length])),
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
    const file = path.join(dir, 'backup.tar.gz');
    await tar.create({ gzip: true, cwd: dir, file, portable: true }, [
      'manifest.json',
      'district.json',
      'tables',
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
