import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import { executePrepared } from '../db/prepared.ts';

/** Anything that runs queries: the database or a transaction of it. */
export type Runner = Pick<Db, 'execute' | '_'>;

/** pg-boss's parameterised SQL ("… $1 … $2") as a Drizzle query, each `$n` bound to its value. */
export function toDrizzleSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i++) {
    chunks.push(i % 2 === 0 ? sql.raw(parts[i]!) : sql`${values[Number(parts[i]) - 1] ?? null}`);
  }
  return sql.join(chunks, sql``);
}

/**
 * Lets pg-boss write through a Drizzle transaction, so a job is enqueued in the same transaction
 * as the change that causes it: both commit, or neither. With `prepared`, pg-boss runs one
 * statement (its text fixed) through this executor, kept prepared under that name.
 */
export function executorOf(runner: Runner, prepared?: string): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const query = toDrizzleSql(text, values ?? []);
      if (prepared) return { rows: await executePrepared(runner, prepared, query) };
      const result = await runner.execute(query);
      return { rows: result.rows };
    },
  };
}
