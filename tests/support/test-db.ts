import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../../server/db/client.ts';
import { withDatabase } from './global-db.ts';

/** A fresh database copied from the migrated template; `drop()` removes it. */
export async function createTestDb(): Promise<Database & { drop(): Promise<void>; name: string }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `portal_t_${process.ppid}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  } finally {
    await admin.end();
  }
  const database = connect(withDatabase(adminUrl, name), 10);
  return {
    ...database,
    name,
    async drop() {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
