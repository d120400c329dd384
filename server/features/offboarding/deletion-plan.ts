import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/**
 * What deleting a district goes through, read from the database's catalogue at run time (never
 * from a list in the code), so a table added later is never forgotten:
 *
 * - every table with a `district_id` column: its rows `district_id = $1` (a null `district_id`
 *   means provider-wide in some tables, the parts pool or Five Star's webhooks: those stay);
 *   when that column may be null, also the rows that hang (ON DELETE CASCADE) on the district's
 *   users or other rows (a notification of a district user without a district);
 * - every table without one whose rows hang (ON DELETE CASCADE) on rows of the above, or of one
 *   of these (sessions and sign-in links of the district's users, their notification settings,
 *   dismissed announcements, vault favourites, the stock of its parts, the outbox's attachments);
 * - the tables that name the district by its id as text (SAML's replay guard: `scope`).
 *
 * Steps are ordered children first (the reverse of the order rows can be inserted in), so each row
 * is deleted, and counted, in its own table rather than by a cascade.
 */
export interface DeletionStep {
  table: string;
  /** The district's rows: SQL with `$1` for the district's id. */
  where: string;
}

/** Tables that name a district by its id in a text column. */
const NAMED_BY_TEXT: Record<string, string> = {
  saml_seen_ids: `scope = $1::text`,
};

/** A district table's own rows. */
const OWN = 'district_id = $1';

/** The district row itself, deleted last, outside the plan. */
const DISTRICTS = 'districts';

interface Catalogue {
  /** Tables with district_id, and whether it may be null. */
  districtColumns: Map<string, boolean>;
  /** Single-column foreign keys. */
  foreignKeys: { table: string; column: string; parent: string; parentColumn: string; cascade: boolean }[];
  tables: Set<string>;
}

async function readCatalogue(db: Db | Tx): Promise<Catalogue> {
  const columns = await db.execute<{ table_name: string; is_nullable: string }>(sql`
    select c.table_name, c.is_nullable
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'district_id' and t.table_type = 'BASE TABLE'`);
  const fks = await db.execute<{
    table_name: string;
    column_name: string;
    parent: string;
    parent_column: string;
    cascade: boolean;
  }>(sql`
    select child.relname as table_name, ca.attname as column_name,
      parent.relname as parent, pa.attname as parent_column, c.confdeltype = 'c' as cascade
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    join pg_attribute ca on ca.attrelid = c.conrelid and ca.attnum = c.conkey[1]
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
    where c.contype = 'f' and n.nspname = 'public' and array_length(c.conkey, 1) = 1`);
  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
  return {
    districtColumns: new Map(columns.rows.map((r) => [r.table_name, r.is_nullable === 'YES'])),
    foreignKeys: fks.rows.map((r) => ({
      table: r.table_name,
      column: r.column_name,
      parent: r.parent,
      parentColumn: r.parent_column,
      cascade: r.cascade,
    })),
    tables: new Set(tables.rows.map((r) => r.table_name)),
  };
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The steps of deleting a district, children first. */
export async function deletionPlan(db: Db | Tx): Promise<DeletionStep[]> {
  return planOf(await readCatalogue(db));
}

/** The plan of a catalogue (exported for its test). */
export function planOf(catalogue: Catalogue): DeletionStep[] {
  const where = new Map<string, string[]>();
  for (const table of catalogue.districtColumns.keys()) where.set(table, [OWN]);
  // Rows that hang on rows of the plan: tables without district_id (to a fixpoint: a child of a
  // child), and stray rows of tables whose district_id may be null.
  const base = (parent: string) =>
    catalogue.districtColumns.has(parent) ? OWN : (where.get(parent) ?? []).join(' or ');
  for (let changed = true; changed; ) {
    changed = false;
    for (const fk of catalogue.foreignKeys) {
      if (!fk.cascade || fk.parent === DISTRICTS || fk.parent === fk.table) continue;
      if (!where.has(fk.parent)) continue;
      const hasColumn = catalogue.districtColumns.has(fk.table);
      if (hasColumn && !catalogue.districtColumns.get(fk.table)) continue;
      const clause = `${q(fk.column)} in (select ${q(fk.parentColumn)} from ${q(fk.parent)} where ${base(fk.parent)})`;
      const clauses = where.get(fk.table) ?? [];
      if (clauses.includes(clause)) continue;
      where.set(fk.table, [...clauses, clause]);
      changed = true;
    }
  }
  for (const [table, clause] of Object.entries(NAMED_BY_TEXT))
    if (catalogue.tables.has(table)) where.set(table, [...(where.get(table) ?? []), clause]);
  where.delete(DISTRICTS);

  const names = [...where.keys()].sort();
  const parentsOf = (table: string) =>
    catalogue.foreignKeys.filter((fk) => fk.table === table && fk.parent !== table).map((fk) => fk.parent);
  return childrenFirst(names, parentsOf).map((table) => ({
    table,
    where: where
      .get(table)!
      .map((c) => `(${c})`)
      .join(' or '),
  }));
}

/**
 * `tables` with every table before the tables it references (children before parents). A cycle
 * (none today) does not stop it: what is left is taken in name order, and the cascade of the
 * foreign keys takes care of the rest.
 */
export function childrenFirst(tables: string[], parentsOf: (table: string) => string[]): string[] {
  const left = new Set(tables);
  const ordered: string[] = [];
  while (left.size > 0) {
    // A table is ready when no table left references it.
    const referenced = new Set([...left].flatMap((t) => parentsOf(t).filter((p) => p !== t && left.has(p))));
    const ready = [...left].filter((t) => !referenced.has(t));
    const take = ready.length > 0 ? ready : [[...left].sort()[0]!];
    for (const t of take) {
      ordered.push(t);
      left.delete(t);
    }
  }
  return ordered;
}

/** `query` with its `$1` bound to the district. */
export const bound = (query: string, districtId: string) =>
  sql.join(
    query.split('$1').map((part) => sql.raw(part)),
    sql`${districtId}`,
  );

/** The statement that deletes at most `limit` of the district's rows of one step. */
export const deleteBatch = (step: DeletionStep, districtId: string, limit: number) =>
  sql`delete from ${sql.raw(q(step.table))} where ctid = any(array(
    select ctid from ${sql.raw(q(step.table))} where ${bound(step.where, districtId)} limit ${limit}))`;

/** How many of the district's rows a step still finds. */
export const countRows = (step: DeletionStep, districtId: string) =>
  sql`select count(*)::int as n from ${sql.raw(q(step.table))} where ${bound(step.where, districtId)}`;
