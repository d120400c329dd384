import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';

/** Anything that runs queries: the database or a transaction of it. */
export type Runner = Pick<Db, 'execute'>;

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
 * as the change that causes it: both commit, or neither.
 */
export function executorOf(runner: Runner): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await runner.execute(toDrizzleSql(text, values ?? []));
      return { rows: result.rows };
    },
  };
}
