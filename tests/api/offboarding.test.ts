import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFBOARDING_MESSAGES } from '../../domain/offboarding.ts';
import { deletionPlan } from '../../server/features/offboarding/deletion-plan.ts';
import { createOffboardingService } from '../../server/features/offboarding/offboarding.service.ts';
import { seedFirstStart } from '../../server/seed/first-start.ts';
import { makeUser, signIn } from '../support/fixtures.ts';
import { call, createTestApp, TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';

// Issue 36, "a district that leaves": the demo's districts are seeded, one is offboarded with no
// confirmation period; every table that has district_id (read from the catalogue, so a new table
// cannot be forgotten) is then empty of it, and every other district's rows are as they were,
// byte for byte.

let t: TestApp;
let provider: string;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedFirstStart(t.db, TEST_MASTER_KEY);
  const me = await makeUser(t.db, { role: 'provider_admin' });
  provider = await signIn(t.app, me.email);
  const { rows } = await t.db.execute<{ id: string; code: string }>(sql`select id, code from districts`);
  ids = Object.fromEntries(rows.map((r) => [r.code, r.id]));
}, 180_000);
afterAll(() => t.close());

const offboarding = () => createOffboardingService({ db: t.db, bus: t.bus, queue: t.background.queue });

/** The PDF tools of poppler-utils, by name. */
const poppler = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8' });

const q = (name: string) => `"${name}"`;

/** Tables with a district_id column, from the catalogue. */
async function districtTables(): Promise<string[]> {
  const { rows } = await t.db.execute<{ table_name: string }>(sql`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and c.column_name = 'district_id' and t.table_type = 'BASE TABLE'
    order by 1`);
  return rows.map((r) => r.table_name);
}

/** Tables without one (children, sessions, provider-wide settings), from the catalogue. */
async function otherTables(): Promise<string[]> {
  const { rows } = await t.db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables t where table_schema = 'public' and table_type = 'BASE TABLE'
      and not exists (select 1 from information_schema.columns c where c.table_schema = 'public'
        and c.table_name = t.table_name and c.column_name = 'district_id')
    order by 1`);
  return rows.map((r) => r.table_name);
}

/** An md5 of every row of `table` matching `where`, in a stable order. */
async function fingerprint(table: string, where: string): Promise<string> {
  const { rows } = await t.db.execute<{ md5: string; n: number }>(
    sql.raw(
      `select md5(coalesce(string_agg(x.r, '|' order by x.r), '')) as md5, count(*)::int as n
       from (select row_to_json(t)::text as r from ${q(table)} t where ${where}) x`,
    ),
  );
  return `${rows[0]!.n}:${rows[0]!.md5}`;
}

/**
 * Every row that is not the leaving district's: of each district table, the rows of another
 * district; of each other table, the rows the deletion plan does not name (sessions and rate
 * limits change with every sign-in; the offboarding record is written by the offboarding).
 */
async function othersFingerprint(leaving: string): Promise<Record<string, string>> {
  const plan = new Map((await deletionPlan(t.db)).map((s) => [s.table, s.where]));
  const bind = (where: string) => where.replaceAll('$1', `'${leaving}'`);
  const prints: Record<string, string> = {};
  for (const table of await districtTables())
    prints[table] = await fingerprint(table, `district_id is not null and district_id <> '${leaving}'`);
  for (const table of await otherTables()) {
    if (['sessions', 'rate_limits', 'district_offboardings'].includes(table)) continue;
    const mine =
      table === 'districts' ? `id = '${leaving}'` : plan.has(table) ? bind(plan.get(table)!) : 'false';
    prints[table] = await fingerprint(table, `not coalesce((${mine}), false)`);
  }
  return prints;
}

async function waitFor(districtId: string, status: string, timeoutMs = 150_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await call(t.app, 'GET', `/api/districts/${districtId}/offboarding`, { cookie: provider });
    expect(res.status).toBe(200);
    if (res.body.offboarding?.status === status) return res.body.offboarding;
    if (res.body.offboarding?.status === 'failed') throw new Error(res.body.offboarding.error);
    if (Date.now() > until) throw new Error(`still ${JSON.stringify(res.body.offboarding)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('offboarding a district', () => {
  it('deletes every row of the district, destroys its key first and leaves the others as they were', {
    timeout: 300_000,
  }, async () => {
    const leaving = ids.LAKESIDE!;
    // One of its administrators is signed in when it goes.
    const admin = await makeUser(t.db, { role: 'district_admin', districtId: leaving });
    const adminCookie = await signIn(t.app, admin.email);
    const tables = await districtTables();
    const count = async (table: string) =>
      (
        await t.db.execute<{ n: number }>(
          sql.raw(`select count(*)::int as n from ${q(table)} where district_id = '${leaving}'`),
        )
      ).rows[0]!.n;
    // The demo gives the district data in many tables, a vault key among them.
    const before = Object.fromEntries(
      await Promise.all(tables.map(async (tb) => [tb, await count(tb)] as const)),
    );
    expect(Object.values(before).filter((n) => n > 0).length).toBeGreaterThan(30);
    expect(before.vault_district_keys).toBe(1);
    const { rows: userRows } = await t.db.execute<{ id: string }>(
      sql`select id from users where district_id = ${leaving}`,
    );
    const userIds = userRows.map((r) => r.id);
    const others = await othersFingerprint(leaving);

    const started = await call(t.app, 'POST', `/api/districts/${leaving}/offboarding`, {
      cookie: provider,
      body: { deleteAfterDays: 0 },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({ status: 'archiving', deleteAfterDays: 0, districtCode: 'LAKESIDE' });
    const again = await call(t.app, 'POST', `/api/districts/${leaving}/offboarding`, {
      cookie: provider,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(OFFBOARDING_MESSAGES.alreadyActive);

    const done = await waitFor(leaving, 'deleted');
    expect(done.archive.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(done.archive.sizeBytes).toBeGreaterThan(1000);
    expect(done.archive.backupId).toBeNull();
    expect(Date.parse(done.keyDestroyedAt)).toBeLessThanOrEqual(Date.parse(done.deletedAt));
    expect(done.deletedCounts.districts).toBe(1);
    expect(done.deletedCounts.vault_district_keys).toBe(1);
    // Every row counted where it was: the counts are the rows there were.
    for (const [table, n] of Object.entries(before)) {
      if (table === 'district_backups') continue; // the archive itself was added
      expect(done.deletedCounts[table] ?? 0, table).toBe(n);
    }
    expect(done.deletedCounts.district_backups).toBe(before.district_backups! + 1);
    expect(done.deletedCounts.sessions).toBeGreaterThanOrEqual(1);

    // No row with the district's id remains in any table that has district_id.
    const left = Object.fromEntries(
      (await Promise.all(tables.map(async (tb) => [tb, await count(tb)] as const))).filter(([, n]) => n > 0),
    );
    expect(left).toEqual({});
    const { rows: district } = await t.db.execute(sql`select 1 from districts where id = ${leaving}`);
    expect(district).toEqual([]);
    // Nor in the tables without one whose rows were the district's (its users' sessions, settings…).
    for (const [table, column] of [
      ['sessions', 'user_id'],
      ['auth_tokens', 'user_id'],
      ['recovery_codes', 'user_id'],
      ['notification_preferences', 'user_id'],
      ['announcement_dismissals', 'user_id'],
      ['vault_favorites', 'user_id'],
    ] as const) {
      const { rows } = await t.db.execute(
        sql.raw(
          `select 1 from ${q(table)} where ${q(column)} = any(array[${userIds.map((id) => `'${id}'::uuid`).join(',') || 'null::uuid'}])`,
        ),
      );
      expect(rows, table).toEqual([]);
    }
    const { rows: orphanStock } = await t.db.execute(
      sql`select 1 from part_stock s where not exists (select 1 from parts p where p.id = s.part_id)`,
    );
    expect(orphanStock).toEqual([]);
    const { rows: seen } = await t.db.execute(sql`select 1 from saml_seen_ids where scope = ${leaving}`);
    expect(seen).toEqual([]);
    // The key is gone; the record and the provider's audit remain.
    const { rows: keys } = await t.db.execute(
      sql`select 1 from vault_district_keys where district_id = ${leaving}`,
    );
    expect(keys).toEqual([]);
    const { rows: audit } = await t.db.execute<{ action: string }>(
      sql`select action from audit_log where district_id is null and target = 'Lakeside Unified School District (LAKESIDE)' or (district_id is null and action like 'district.offboarding%' and after ->> 'districtId' = ${leaving}) order by at`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'district.offboarding_started',
      'district.offboarding_completed',
    ]);

    // Every other district, byte for byte.
    expect(await othersFingerprint(leaving)).toEqual(others);

    // Its former administrator is signed out.
    const me = await call(t.app, 'GET', '/api/districts', { cookie: adminCookie });
    expect(me.status).toBe(401);

    // The district is gone from the list; its offboarding and certificate remain.
    const list = await call(t.app, 'GET', '/api/districts', { cookie: provider });
    expect(list.body.map((d: { id: string }) => d.id)).not.toContain(leaving);
    const past = await call(t.app, 'GET', '/api/offboardings', { cookie: provider });
    expect(past.status).toBe(200);
    expect(past.body.find((o: { districtId: string }) => o.districtId === leaving)?.status).toBe('deleted');
    const cancel = await call(t.app, 'POST', `/api/districts/${leaving}/offboarding/cancel`, {
      cookie: provider,
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(OFFBOARDING_MESSAGES.tooLateToCancel);
    const restart = await call(t.app, 'POST', `/api/districts/${leaving}/offboarding`, {
      cookie: provider,
      body: {},
    });
    expect(restart.status).toBe(404);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/districts/${leaving}/offboarding/certificate.pdf`,
      headers: { cookie: provider },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'certificate-'));
    try {
      await fs.writeFile(path.join(dir, 'c.pdf'), pdf.rawPayload);
      const text = poppler('pdftotext', ['-layout', path.join(dir, 'c.pdf'), '-']);
      expect(text).toContain('Certificate of deletion');
      expect(text).toContain('Lakeside');
      expect(text).toContain(done.archive.sha256);
      expect(text).toContain('vault_district_keys');
      expect(text).toContain('No row with the district’s id remains');
      if (process.env.CERTIFICATE_PNG) {
        poppler('pdftoppm', ['-png', '-r', '70', path.join(dir, 'c.pdf'), process.env.CERTIFICATE_PNG]);
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }

    // Nothing is left for the plan to find either (it names the child tables too).
    expect(await offboarding().remainingRows(leaving)).toEqual({});
  });

  it('waits out the confirmation period and can be cancelled meanwhile', { timeout: 120_000 }, async () => {
    const district = ids.RIVERSIDE!;
    const started = await call(t.app, 'POST', `/api/districts/${district}/offboarding`, {
      cookie: provider,
      body: { deleteAfterDays: 30 },
    });
    expect(started.status).toBe(202);
    const waiting = await waitFor(district, 'waiting');
    const days = (Date.parse(waiting.deleteAt) - Date.parse(waiting.archive.readyAt)) / 86_400_000;
    expect(days).toBe(30);
    expect(waiting.archive.backupId).toMatch(/^[0-9a-f-]{36}$/);
    // The archive is Five Star's to download and hand over meanwhile.
    const archive = await t.app.inject({
      method: 'GET',
      url: `/api/admin/backups/${waiting.archive.backupId}`,
      headers: { cookie: provider },
    });
    expect(archive.statusCode).toBe(200);
    expect(archive.rawPayload.length).toBe(waiting.archive.sizeBytes);
    // The sweep does not start it before its day.
    await offboarding().sweep();
    expect((await waitFor(district, 'waiting')).deletionStartedAt).toBeNull();
    const certificate = await call(t.app, 'GET', `/api/districts/${district}/offboarding/certificate.pdf`, {
      cookie: provider,
    });
    expect(certificate.status).toBe(409);
    expect(certificate.body.message).toBe(OFFBOARDING_MESSAGES.certificateNotReady);

    const cancelled = await call(t.app, 'POST', `/api/districts/${district}/offboarding/cancel`, {
      cookie: provider,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelledBy: expect.any(String) });
    const twice = await call(t.app, 'POST', `/api/districts/${district}/offboarding/cancel`, {
      cookie: provider,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(OFFBOARDING_MESSAGES.notActive);
    const { rows } = await t.db.execute(sql`select 1 from districts where id = ${district}`);
    expect(rows).toHaveLength(1);
    // A cancelled one does not block another.
    const anew = await call(t.app, 'POST', `/api/districts/${district}/offboarding`, {
      cookie: provider,
      body: { deleteAfterDays: 365 },
    });
    expect(anew.status).toBe(202);
    expect(
      (await call(t.app, 'POST', `/api/districts/${district}/offboarding/cancel`, { cookie: provider }))
        .status,
    ).toBe(200);
  });

  it('refuses a bad period, an unknown district and everybody but Five Star', async () => {
    const district = ids.BENSON!;
    for (const deleteAfterDays of [-1, 366, 1.5, '30', null]) {
      const res = await call(t.app, 'POST', `/api/districts/${district}/offboarding`, {
        cookie: provider,
        body: { deleteAfterDays },
      });
      expect(res.status, String(deleteAfterDays)).toBe(400);
      expect(res.body.message).toBe(OFFBOARDING_MESSAGES.deleteAfterDays);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['POST', `/api/districts/${unknown}/offboarding`],
      ['GET', `/api/districts/${unknown}/offboarding`],
      ['POST', `/api/districts/${unknown}/offboarding/cancel`],
      ['GET', `/api/districts/${unknown}/offboarding/certificate.pdf`],
    ] as const) {
      const res = await call(t.app, method, url, {
        cookie: provider,
        body: method === 'POST' ? {} : undefined,
      });
      expect(res.status, url).toBe(404);
    }
    const none = await call(t.app, 'GET', `/api/districts/${district}/offboarding`, { cookie: provider });
    expect(none.body).toEqual({ offboarding: null });
    const admin = await makeUser(t.db, { role: 'district_admin', districtId: district });
    const res = await call(t.app, 'POST', `/api/districts/${district}/offboarding`, {
      cookie: await signIn(t.app, admin.email),
      body: {},
    });
    expect(res.status).toBe(403);
  });
});

describe('deleting many rows', () => {
  // Offboarding, retention and erasure delete these parents' rows by the thousand; each deleted
  // row makes PostgreSQL look up its children by the foreign key's column, which is a scan of the
  // whole child table (every district's rows) unless an index starts with that column.
  const BULK_DELETED = [
    'tickets',
    'assets',
    'ticket_activity',
    'licenses',
    'monitors',
    'sparky_conversations',
  ];

  it('finds the children of every row it deletes by an index', async () => {
    const { rows } = await t.db.execute<{ child: string; column: string; parent: string }>(sql`
      select c.conrelid::regclass::text as child, a.attname as column, c.confrelid::regclass::text as parent
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace and array_length(c.conkey, 1) = 1
        and c.confrelid::regclass::text in (${sql.join(
          BULK_DELETED.map((n) => sql`${n}`),
          sql`, `,
        )})
        and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
      order by 1, 2`);
    expect(rows.map((r) => `${r.child}.${r.column} → ${r.parent}`)).toEqual([]);
  });
});
