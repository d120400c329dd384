import fs from 'node:fs/promises';
import type pg from 'pg';
import { MIGRATIONS_FOLDER } from '../db/migrate.ts';
import { dependencyOrder } from '../lib/dependency-order.ts';

/** A migration of drizzle's journal. */
export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** This release's migrations, in order. */
export async function journal(): Promise<{ raw: Record<string, unknown>; entries: JournalEntry[] }> {
  const raw = JSON.parse(await fs.readFile(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8'));
  return { raw, entries: raw.entries as JournalEntry[] };
}

type Queryable = Pick<pg.ClientBase, 'query'>;

/** The last migration applied to the database (drizzle's record), or null when none was. */
export async function migrationLevel(client: Queryable): Promise<{ when: number; count: number } | null> {
  const exists = await client.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`);
  if (!exists.rows[0].ok) return null;
  const { rows } = await client.query(
    'select max(created_at)::bigint as when, count(*)::int as count from drizzle.__drizzle_migrations',
  );
  return rows[0].count > 0 ? { when: Number(rows[0].when), count: rows[0].count } : null;
}

/** A table's name ("schema.table") and the columns a dump holds (generated ones are computed again). */
export interface DumpedTable {
  name: string;
  columns: string[];
}

async function columnsOf(client: Queryable, oid: number): Promise<string[]> {
  const { rows } = await client.query(
    `select attname from pg_attribute where attrelid = $1 and attnum > 0 and not attisdropped
       and attgenerated = '' order by attnum`,
    [oid],
  );
  return rows.map((r) => r.attname as string);
}

/** Every table of the app's schema, each after the tables it references (the order to load them in). */
export async function appTables(client: Queryable, schema: string): Promise<DumpedTable[]> {
  const { rows } = await client.query(
    `select c.oid::int as oid, c.relname as name,
            array(select fc.relname::text from pg_constraint f join pg_class fc on fc.oid = f.confrelid
                   where f.conrelid = c.oid and f.contype = 'f' and fc.relnamespace = c.relnamespace) as refs
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
    [schema],
  );
  const ordered = dependencyOrder(
    rows as { oid: number; name: string; refs: string[] }[],
    (t) => t.name,
    (t) => t.refs,
  );
  const tables: DumpedTable[] = [];
  for (const t of ordered)
    tables.push({ name: `${schema}.${t.name}`, columns: await columnsOf(client, t.oid) });
  return tables;
}

/** pg-boss's tables that hold its queues, schedules and jobs (not its archive of finished jobs). */
export async function jobTables(
  client: Queryable,
  schema: string,
  names: readonly string[],
): Promise<DumpedTable[]> {
  const tables: DumpedTable[] = [];
  for (const name of names) {
    const { rows } = await client.query(`select to_regclass($1)::oid::int as oid`, [`"${schema}"."${name}"`]);
    if (rows[0].oid)
      tables.push({ name: `${schema}.${name}`, columns: await columnsOf(client, rows[0].oid) });
  }
  return tables;
}

/** pg-boss's schema version in the database, or null when it has no pg-boss schema. */
export async function jobsSchemaVersion(client: Queryable, schema: string): Promise<number | null> {
  const { rows } = await client.query(`select to_regclass($1) is not null as ok`, [`"${schema}"."version"`]);
  if (!rows[0].ok) return null;
  const version = await client.query(`select max(version)::int as v from "${schema}"."version"`);
  return version.rows[0].v ?? null;
}

/** Sequences of these schemas and their current values ("schema.name" → value). */
export async function sequenceValues(client: Queryable, schemas: string[]): Promise<Record<string, number>> {
  const { rows } = await client.query(
    `select schemaname || '.' || sequencename as name, last_value::bigint as value
       from pg_sequences where schemaname = any($1) and last_value is not null order by 1`,
    [schemas],
  );
  return Object.fromEntries(rows.map((r) => [r.name as string, Number(r.value)]));
}
