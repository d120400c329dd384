import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/** The database or one of its transactions. */
type Runner = Pick<Db, '_'>;

/**
 * Runs `query` as a named prepared statement: PostgreSQL parses and plans it once per connection
 * instead of on every call (measured on ticket creation's batch statement: 3.6 ms → 2.0 ms). For
 * statements run very often whose text never changes (values are parameters); a name must always
 * mean the same text.
 */
export async function executePrepared<T>(runner: Runner, name: string, query: SQL): Promise<T[]> {
  const prepared = runner._.session.prepareQuery<{ execute: { rows: T[] }; all: unknown; values: unknown }>(
    dialect.sqlToQuery(query),
    undefined,
    name,
    false,
  );
  return (await prepared.execute()).rows;
}
