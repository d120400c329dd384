import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-db.ts';
import { ensureClientBuilt, type RunningServer, startServer } from './server-process.ts';

/**
 * The real server on a free port, in demo mode, on a fresh copy of the run's database with the
 * demo provider admin and the sample districts already seeded (global-demo-db.ts).
 */
export async function startE2EServer(
  env: Record<string, string> = {},
): Promise<RunningServer & { databaseUrl: string }> {
  ensureClientBuilt();
  const adminUrl = inject('pgAdminUrl');
  const name = `portal_t_${process.ppid}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgDemoTemplate')}`);
  await admin.end();
  const databaseUrl = withDatabase(adminUrl, name);
  const server = await startServer({ DATABASE_URL: databaseUrl, DEMO_MODE: '1', ...env });
  return { ...server, databaseUrl };
}
