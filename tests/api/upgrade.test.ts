import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type Database } from '../../server/db/client.ts';
import { MIGRATIONS_FOLDER, runMigrations } from '../../server/db/migrate.ts';
import { withDatabase } from '../support/global-db.ts';

// A data directory of the first release (migration 0000 only) starts on this one and keeps its data.
const FIRST_RELEASE_MIGRATIONS = 1;
const name = `portal_t_${process.ppid}_upgrade_${Date.now().toString(36)}`;
let database: Database;

async function firstReleaseFolder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-migrations-'));
  await fs.mkdir(path.join(dir, 'meta'));
  const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.slice(0, FIRST_RELEASE_MIGRATIONS);
  await fs.writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    await fs.copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  return dir;
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  database = connect(withDatabase(inject('pgAdminUrl'), name), 2);
});
afterAll(async () => {
  await database.close();
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('upgrading a database of the first release', () => {
  it('applies every later migration and keeps the data', async () => {
    const folder = await firstReleaseFolder();
    await migrate(database.db, { migrationsFolder: folder });
    const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
    const district = (
      await q(
        `insert into districts (name, code, service_level) values ('Old USD', 'OLD', 'apex') returning id`,
      )
    ).rows[0].id;
    const user = (
      await q(
        `insert into users (email, first_name, role, district_id, password_hash) values ('old@x.org', 'Old', 'district_admin', $1, 'h') returning id`,
        [district],
      )
    ).rows[0].id;
    await q(
      `insert into tickets (district_id, number, ticket_number, title, description, created_by_id) values ($1, 1, 'OLD-0001', 'Projector', 'Dead', $2)`,
      [district, user],
    );
    await q(
      `insert into meeting_calendar_feeds (district_id, token) values ($1, 'legacy-token-aaaaaaaaaaaaaaaa')`,
      [district],
    );
    // One asset of each of the first release's six categories (an enum then; the district's list now).
    const oldCategories = ['desktop', 'laptop', 'network', 'projector', 'server', 'tablet'];
    for (const category of oldCategories)
      await q(
        `insert into assets (district_id, asset_tag, name, category) values ($1, $2, 'Old ' || $3, $3::asset_category)`,
        [district, `OLD-${category}`, category],
      );

    await runMigrations(database);

    expect((await q('select code from districts')).rows).toEqual([{ code: 'OLD' }]);
    expect((await q('select email from users')).rows).toEqual([{ email: 'old@x.org' }]);
    expect((await q('select ticket_number from tickets')).rows).toEqual([{ ticket_number: 'OLD-0001' }]);
    // Every asset keeps its category: the old values are keys of the default list.
    expect((await q('select category, custom_fields from assets order by asset_tag')).rows).toEqual(
      oldCategories.map((category) => ({ category, custom_fields: {} })),
    );
    expect((await q(`select asset_tag from assets where search_text like '%old-projector%'`)).rows).toEqual([
      { asset_tag: 'OLD-projector' },
    ]);
    // District-wide feed addresses are revoked on purpose: each user now has their own.
    expect((await q('select count(*)::int as n from meeting_calendar_feeds')).rows[0].n).toBe(0);
    await fs.rm(folder, { recursive: true, force: true });
  });
});
