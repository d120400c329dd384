import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LINK_WITHHELD } from '../../domain/mail.ts';
import { connect, type Database } from '../../server/db/client.ts';
import { MIGRATIONS_FOLDER, runMigrations } from '../../server/db/migrate.ts';
import { withDatabase } from '../support/global-db.ts';

// A data directory of the first release (migration 0000 only) starts on this one and keeps its data.
const FIRST_RELEASE_MIGRATIONS = 1;
const name = `portal_t_${process.ppid}_upgrade_${Date.now().toString(36)}`;
let database: Database;

/** A migrations folder holding only the first `count` migrations. */
async function firstReleaseFolder(count = FIRST_RELEASE_MIGRATIONS): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-migrations-'));
  await fs.mkdir(path.join(dir, 'meta'));
  const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.slice(0, count);
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

describe('upgrading a database whose mail holds one-time links in clear (before 0019)', () => {
  const named = `${name}_links`;
  let before: Database;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    await admin.query(`create database ${named}`);
    await admin.end();
    before = connect(withDatabase(inject('pgAdminUrl'), named), 2);
  });
  afterAll(async () => {
    await before.close();
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    await admin.query(`drop database if exists ${named} with (force)`);
    await admin.end();
  });

  it('withholds the links already stored, and keeps the rest of each mail', async () => {
    const folder = await firstReleaseFolder(18);
    await migrate(before.db, { migrationsFolder: folder });
    const token = 'Zq3xT0k3n-of-an-0ld-invitation_abcdefghijkl';
    const url = `https://portal.example.org/invite/${token}`;
    const reset = 'https://portal.example.org/reset-password/R3s3t-t0ken_abcdefghijklmnopqrstuvwxyz012';
    await before.pool.query(
      `insert into mail_messages (to_address, subject, text_body, html_body, kind, dedupe_key, status)
       values ('a@x.org', 'Invited', $1, $2, 'invitation', 'k1', 'outbox'),
              ('b@x.org', 'Reset', $3, $3, 'password_reset', 'k2', 'sent'),
              ('c@x.org', 'Ticket', 'See https://portal.example.org/tickets?ticket=1', '<a href="https://portal.example.org/tickets?ticket=1">', 'ticket_created', 'k3', 'sent')`,
      [`Set your password: ${url}\n— Five Star`, `<a href="${url}" style="x">Set</a>`, `Choose: ${reset}`],
    );

    await runMigrations(before);

    const rows = (
      await before.pool.query(
        'select to_address, text_body, html_body from mail_messages order by to_address',
      )
    ).rows;
    expect(JSON.stringify(rows)).not.toMatch(/invite\/|reset-password\//);
    expect(rows[0].text_body).toBe(`Set your password: ${LINK_WITHHELD}\n— Five Star`);
    expect(rows[0].html_body).toBe(`<a href="${LINK_WITHHELD}" style="x">Set</a>`);
    expect(rows[1].text_body).toBe(`Choose: ${LINK_WITHHELD}`);
    expect(rows[2].text_body).toBe('See https://portal.example.org/tickets?ticket=1');
    await fs.rm(folder, { recursive: true, force: true });
  });
});
