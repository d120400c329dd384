import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { JOBS_SCHEMA } from './queue.ts';

/**
 * Creates the job queue's tables if they are missing. A server does this itself when it starts the
 * queue; the tests do it once in their template database, so each test database has them already.
 */
export async function installJobSchema(database: Database): Promise<void> {
  const { rows } = await database.pool.query(
    'select 1 from information_schema.schemata where schema_name = $1',
    [JOBS_SCHEMA],
  );
  if (rows.length === 0) await database.pool.query(PgBoss.getConstructionPlans(JOBS_SCHEMA));
}
