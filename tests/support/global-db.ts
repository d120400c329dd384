import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../../server/db/client.ts';
import { startEmbedded } from '../../server/db/embedded.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { installJobSchema } from '../../server/jobs/install.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL to the test server's maintenance database. */
    pgAdminUrl: string;
    /** The migrated database every test database is copied from. */
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL for the whole run: the server of TEST_DATABASE_URL, or an embedded one. A
 * migrated template database is made once; each test file copies it (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const { adminUrl, template, tearDown } = await migratedTemplate();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  return tearDown;
}

/** The test PostgreSQL and a migrated template on it; `tearDown` drops every database the run made. */
export async function migratedTemplate() {
  let stopEmbedded: (() => Promise<void>) | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  let dataDir: string | null = null;
  if (!adminUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-pg-'));
    const server = await startEmbedded(dataDir, () => {});
    adminUrl = server.url;
    stopEmbedded = server.stop;
  }
  const template = `portal_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const migrated = connect(withDatabase(adminUrl, template), 2);
  await runMigrations(migrated);
  await installJobSchema(migrated);
  await migrated.close();

  const tearDown = async () => {
    // Drop every database this run made (test files drop their own; this catches crashed ones).
    const left = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1 or datname = $2',
      [`portal_t_${process.pid}_%`, template],
    );
    for (const { datname } of left.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
    await stopEmbedded?.();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
  return { adminUrl, template, admin, tearDown };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
