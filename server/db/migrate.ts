import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { projectPath } from '../lib/project-root.ts';
import type { Database } from './client.ts';

export const MIGRATIONS_FOLDER = projectPath('server/db/migrations');

/** Applies pending migrations; an advisory lock keeps two starting servers from racing. */
export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migrate(database.db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => {});
    client.release();
  }
}
