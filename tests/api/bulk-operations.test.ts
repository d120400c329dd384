import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../../domain/access.ts';
import { BULK_MESSAGES, MAINTENANCE_MESSAGE } from '../../domain/admin.ts';
import {
  announcements,
  districts,
  integrationConnections,
  notifications,
} from '../../server/db/schema/index.ts';
import { readDistrictData } from '../../server/features/bulk-operations/district-archive.ts';
import { restoreDistrictArchive } from '../../server/features/bulk-operations/index.ts';
import { makeDistrict, makeUser, signIn } from '../support/fixtures.ts';
import { compiledServer } from '../support/server-process.ts';
import { type Answer, call, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDb } from '../support/test-db.ts';

let t: TestApp;
let provider: string;
let adminA: string;
let adminC: string;
let A: { id: string; name: string };
let B: { id: string; name: string };
let C: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  A = await makeDistrict(t.db, { name: 'Alder USD' });
  B = await makeDistrict(t.db, { name: 'Birch USD' });
  C = await makeDistrict(t.db, { name: 'Cedar USD' });
  // Cedar's bulk operations are switched off: every operation skips it.
  await t.db
    .update(districts)
    .set({ features: { bulkOperations: false } })
    .where(eq(districts.id, C.id));
  const p = await makeUser(t.db, { role: 'provider_admin' });
  const a = await makeUser(t.db, { role: 'district_admin', districtId: A.id });
  const c = await makeUser(t.db, { role: 'district_admin', districtId: C.id });
  provider = await signIn(t.app, p.email);
  adminA = await signIn(t.app, a.email);
  adminC = await signIn(t.app, c.email);
});
afterAll(() => t.close());

const start = (body: Record<string, unknown>, cookie = provider) =>
  call(t.app, 'POST', '/api/admin/bulk-operations', { cookie, body });

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const operation = (id: string) =>
  call(t.app, 'GET', `/api/admin/bulk-operations/${id}`, { cookie: provider });

/** Starts an operation and waits until every district has ended. */
async function run(body: Record<string, unknown>) {
  const res = await start(body);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  expect(res.body.status).toBe('queued');
  const done = await until(
    () => operation(res.body.id),
    (r: Answer) => r.body.status === 'completed',
  );
  return done.body as {
    id: string;
    status: string;
    counts: { ok: number; skipped: number; failed: number };
    results: { districtId: string; outcome: string; detail: string; backupId: string | null }[];
  };
}
const resultOf = (op: Awaited<ReturnType<typeof run>>, districtId: string) =>
  op.results.find((r) => r.districtId === districtId)!;
const featuresOf = async (id: string) =>
  (await t.db.select({ f: districts.features }).from(districts).where(eq(districts.id, id)))[0]!.f;

describe('starting a bulk operation', () => {
  it('refuses an unknown operation, no districts and a missing announcement message with their messages', async () => {
    const unknown = await start({ operation: 'format_disks', districtIds: [A.id], params: {} });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(BULK_MESSAGES.unknownOperation);
    const none = await start({ operation: 'backup_district_data', districtIds: [], params: {} });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(BULK_MESSAGES.noDistricts);
    const noMessage = await start({
      operation: 'send_announcement',
      districtIds: [A.id],
      params: { severity: 'info' },
    });
    expect(noMessage.status).toBe(400);
    expect(noMessage.body.message).toBe(BULK_MESSAGES.messageRequired);
    const noFeatures = await start({
      operation: 'update_feature_access',
      districtIds: [A.id],
      params: { features: {} },
    });
    expect(noFeatures.body.message).toBe(BULK_MESSAGES.featuresRequired);
    const window = await start({
      operation: 'enable_maintenance_mode',
      districtIds: [A.id],
      params: { startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
    });
    expect(window.body.message).toBe(BULK_MESSAGES.windowOrder);
  });

  it('is for Five Star administrators only', async () => {
    const res = await start({ operation: 'backup_district_data', districtIds: [A.id], params: {} }, adminA);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ACCESS_MESSAGES.role);
  });
});

describe('update feature access', () => {
  it('says what would change as a dry run, changes it for real, and skips a district whose toggle is off', async () => {
    const body = {
      operation: 'update_feature_access',
      districtIds: [A.id, B.id, C.id],
      params: { features: { analytics: false, tickets: true } },
    };
    const dry = await run({ ...body, dryRun: true });
    expect(resultOf(dry, A.id)).toMatchObject({ outcome: 'ok', detail: 'Would turn off Analytics.' });
    expect(resultOf(dry, C.id)).toMatchObject({ outcome: 'skipped', detail: BULK_MESSAGES.toggleOff });
    expect(await featuresOf(A.id)).toEqual({});

    const real = await run({ ...body, dryRun: false });
    expect(real.counts).toEqual({ ok: 2, skipped: 1, failed: 0 });
    expect(resultOf(real, B.id)).toMatchObject({ outcome: 'ok', detail: 'Turned off Analytics.' });
    expect(await featuresOf(A.id)).toEqual({ analytics: false });
    expect(await featuresOf(C.id)).toEqual({ bulkOperations: false });

    const again = await run({ ...body, dryRun: false });
    expect(resultOf(again, A.id).outcome).toBe('skipped');
    expect(resultOf(again, A.id).detail).toMatch(/^Nothing to change/);
    // The district's users see the change.
    const me = await until(
      () => call(t.app, 'GET', '/api/auth/user', { cookie: adminA }),
      (r) => r.body?.features?.analytics === false,
    );
    expect(me.status).toBe(200);
  });

  it('records a district that failed with its error; retried alone, it ends ok', async () => {
    await t.db.execute(
      sql.raw(`
      create function bulk_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'The district record is locked for an audit'; end $$;
      create trigger bulk_test_fail before update on districts for each row
        when (old.id = '${B.id}') execute function bulk_test_fail();`),
    );
    const op = await run({
      operation: 'update_feature_access',
      districtIds: [A.id, B.id],
      params: { features: { sparky: false } },
      dryRun: false,
    });
    expect(resultOf(op, A.id).outcome).toBe('ok');
    expect(resultOf(op, B.id)).toMatchObject({
      outcome: 'failed',
      detail: expect.stringContaining('The district record is locked for an audit'),
    });
    expect(await featuresOf(B.id)).toEqual({ analytics: false });

    const notFailed = await call(t.app, 'POST', `/api/admin/bulk-operations/${op.id}/retry`, {
      cookie: provider,
      body: { districtId: A.id },
    });
    expect(notFailed.status).toBe(409);
    expect(notFailed.body.message).toBe(BULK_MESSAGES.notFailed);

    await t.db.execute(sql.raw('drop trigger bulk_test_fail on districts; drop function bulk_test_fail();'));
    const retry = await call(t.app, 'POST', `/api/admin/bulk-operations/${op.id}/retry`, {
      cookie: provider,
      body: { districtId: B.id },
    });
    expect(retry.status).toBe(202);
    const done = await until(
      () => operation(op.id),
      (r) => r.body.status === 'completed',
    );
    expect(done.body.counts).toEqual({ ok: 2, skipped: 0, failed: 0 });
    expect(await featuresOf(B.id)).toEqual({ analytics: false, sparky: false });

    const list = await call(t.app, 'GET', '/api/admin/bulk-operations', { cookie: provider });
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ id: op.id, operation: 'update_feature_access', dryRun: false });
    expect(list.body[0].createdBy).toContain('provider_admin');
    expect(list.body[0].counts).toEqual({ ok: 2, skipped: 0, failed: 0 });
  });
});

describe('send announcement', () => {
  it('as a dry run shows nothing; for real shows a banner each user may dismiss, with a notification', async () => {
    const body = {
      operation: 'send_announcement',
      districtIds: [A.id, C.id],
      params: { message: 'Network upgrade tonight at 8 pm.', severity: 'warning' },
    };
    const dry = await run({ ...body, dryRun: true });
    expect(resultOf(dry, A.id).detail).toBe('Would show a warning banner to 1 user from now.');
    expect(await t.db.select().from(announcements)).toHaveLength(0);

    const real = await run({ ...body, dryRun: false });
    expect(resultOf(real, A.id)).toMatchObject({ outcome: 'ok' });
    expect(resultOf(real, C.id)).toMatchObject({ outcome: 'skipped', detail: BULK_MESSAGES.toggleOff });
    const banners = await call(t.app, 'GET', '/api/announcements', { cookie: adminA });
    expect(banners.status).toBe(200);
    expect(banners.body).toEqual([
      expect.objectContaining({
        message: 'Network upgrade tonight at 8 pm.',
        severity: 'warning',
        endsAt: null,
      }),
    ]);
    expect((await call(t.app, 'GET', '/api/announcements', { cookie: adminC })).body).toEqual([]);
    const told = await t.db.select().from(notifications).where(eq(notifications.kind, 'announcement'));
    expect(told).toHaveLength(1);

    const id = banners.body[0].id;
    expect((await call(t.app, 'POST', `/api/announcements/${id}/dismiss`, { cookie: adminC })).status).toBe(
      404,
    );
    expect((await call(t.app, 'POST', `/api/announcements/${id}/dismiss`, { cookie: adminA })).status).toBe(
      200,
    );
    expect((await call(t.app, 'GET', '/api/announcements', { cookie: adminA })).body).toEqual([]);
  });

  it('shows a banner only within its window', async () => {
    const later = new Date(Date.now() + 3600_000).toISOString();
    await run({
      operation: 'send_announcement',
      districtIds: [A.id],
      params: { message: 'Tomorrow', severity: 'info', startsAt: later },
      dryRun: false,
    });
    expect((await call(t.app, 'GET', '/api/announcements', { cookie: adminA })).body).toEqual([]);
  });
});

describe('update integration settings', () => {
  const connectors = () =>
    t.db
      .select({
        districtId: integrationConnections.districtId,
        name: integrationConnections.name,
        enabled: integrationConnections.enabled,
        options: integrationConnections.options,
      })
      .from(integrationConnections);

  it('says what would change, then sets it in the settings the integration runs on', async () => {
    const body = {
      operation: 'update_integration_settings',
      districtIds: [A.id],
      params: { integration: 'connectwise', syncIntervalMinutes: 30 },
    };
    const dry = await run({ ...body, dryRun: true });
    expect(resultOf(dry, A.id).detail).toBe(
      'Would set ConnectWise to off, syncing every 30 minutes (now off, syncing every 15 minutes).',
    );
    expect(await connectors()).toHaveLength(0);
    await run({ ...body, dryRun: false });
    expect(await connectors()).toEqual([
      { districtId: A.id, name: 'connectwise', enabled: false, options: { syncMinutes: 30 } },
    ]);

    const brightgauge = await run({
      operation: 'update_integration_settings',
      districtIds: [A.id],
      params: { integration: 'brightgauge', enabled: true },
      dryRun: false,
    });
    expect(resultOf(brightgauge, A.id).detail).toBe('BrightGauge is now on (was off).');
  });

  it('skips a syncing connector that would be turned on without credentials', async () => {
    const op = await run({
      operation: 'update_integration_settings',
      districtIds: [A.id],
      params: { integration: 'incidentiq', enabled: true },
      dryRun: false,
    });
    expect(resultOf(op, A.id)).toMatchObject({
      outcome: 'skipped',
      detail: 'IncidentIQ has no credentials saved for this district: set it up first.',
    });
    expect((await connectors()).some((c) => c.name === 'incidentiq')).toBe(false);
  });
});

describe('enable maintenance mode', () => {
  const project = (districtId?: string) => ({
    name: 'Wi-Fi refresh',
    startDate: '2030-01-01',
    endDate: '2030-02-01',
    ...(districtId ? { districtId } : {}),
  });

  it("pauses the district's writes (503) within the window, not a provider admin's; ends on time", async () => {
    const startsAt = new Date(Date.now() - 60_000).toISOString();
    const endsAt = new Date(Date.now() + 3600_000).toISOString();
    const dry = await run({
      operation: 'enable_maintenance_mode',
      districtIds: [A.id],
      params: { startsAt, endsAt },
      dryRun: true,
    });
    expect(resultOf(dry, A.id).detail).toMatch(/^Would pause changes from /);
    expect((await call(t.app, 'POST', '/api/projects', { cookie: adminA, body: project() })).status).toBe(
      201,
    );

    await run({
      operation: 'enable_maintenance_mode',
      districtIds: [A.id],
      params: { startsAt, endsAt },
      dryRun: false,
    });
    const refused = await until(
      () => call(t.app, 'POST', '/api/projects', { cookie: adminA, body: project() }),
      (r) => r.status === 503,
    );
    expect(refused.body.message).toBe(MAINTENANCE_MESSAGE(new Date(endsAt)));
    expect((await call(t.app, 'GET', '/api/projects', { cookie: adminA })).status).toBe(200);
    const me = await call(t.app, 'GET', '/api/auth/user', { cookie: adminA });
    expect(me.body.maintenance).toEqual({ startsAt, endsAt, message: null });
    const byProvider = await call(t.app, 'POST', '/api/projects', { cookie: provider, body: project(A.id) });
    expect(byProvider.status).toBe(201);

    // The window is over: writes work again without anyone switching it off.
    await t.db
      .update(districts)
      .set({
        maintenanceStartsAt: new Date(Date.now() - 7200_000),
        maintenanceEndsAt: new Date(Date.now() - 1000),
      })
      .where(eq(districts.id, A.id));
    await until(
      () => call(t.app, 'POST', '/api/projects', { cookie: adminA, body: project() }),
      (r) => r.status === 201,
    );
  });
});

describe('backup district data', () => {
  it('archives the district; the archive restores into another install with the same data, and into this one as a new district', async () => {
    const D = await makeDistrict(t.db, { name: 'Dogwood USD' });
    const admin = await makeUser(t.db, {
      role: 'district_admin',
      districtId: D.id,
      email: 'it@dogwood.example',
    });
    const cookie = await signIn(t.app, admin.email);
    expect(
      (
        await call(t.app, 'POST', '/api/projects', {
          cookie,
          body: { name: 'Chromebook rollout', startDate: '2030-01-01', endDate: '2030-03-01' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(t.app, 'POST', '/api/tickets', {
          cookie,
          body: { title: 'Projector in room 4', description: 'No signal' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(t.app, 'POST', '/api/assets', {
          cookie,
          body: { assetTag: 'DW-1', name: 'Teacher laptop', category: 'laptop' },
        })
      ).status,
    ).toBe(201);

    const dry = await run({
      operation: 'backup_district_data',
      districtIds: [D.id],
      params: {},
      dryRun: true,
    });
    expect(resultOf(dry, D.id).detail).toMatch(
      /^Would archive \d+ rows from \d+ tables \(1 ticket, 1 asset\)\.$/,
    );
    expect(resultOf(dry, D.id).backupId).toBeNull();
    const op = await run({
      operation: 'backup_district_data',
      districtIds: [D.id],
      params: {},
      dryRun: false,
    });
    const { backupId, detail } = resultOf(op, D.id);
    expect(detail).toMatch(/^Archived /);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/backups/${backupId}`,
      headers: { cookie: provider },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toMatch(
      /attachment; filename=".+-backup-\d{4}-\d{2}-\d{2}\.tar\.gz"/,
    );
    expect((await call(t.app, 'GET', `/api/admin/backups/${backupId}`, { cookie: adminA })).status).toBe(403);
    const archive = download.rawPayload;

    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bulk-test-'));
    const file = path.join(dir, 'backup.tar.gz');
    await fs.writeFile(file, archive);
    const listing = await promisify(execFile)('tar', ['-tzf', file]);
    expect(listing.stdout).toContain('tables/tickets.json');
    expect(listing.stdout).toContain('tickets.csv');
    expect(listing.stdout).toContain('assets.csv');

    // Into an empty install, by the command line: the same rows, the same ids.
    const other = await createTestDb();
    try {
      const cli = await promisify(execFile)(
        process.execPath,
        [compiledServer('cli/district-restore'), file],
        { env: { ...process.env, DATABASE_URL: other.url, NODE_ENV: 'production', LOG_LEVEL: 'silent' } },
      );
      expect(cli.stdout).toContain(`Restored Dogwood USD (${D.code}) as district ${D.id}`);
      const before = await readDistrictData(t.db, D.id);
      // The Five Star administrator who ran the backup is not of that install: the log keeps their name.
      for (const entry of before.tables.audit_log ?? []) entry.actor_id = null;
      const after = await readDistrictData(other.db, D.id);
      expect(after).toEqual(before);
    } finally {
      await other.drop();
      await fs.rm(dir, { recursive: true, force: true });
    }

    // Into this install: a new district with new ids and the same content.
    const report = await restoreDistrictArchive(t.db, archive, { name: 'Dogwood USD (restored)' });
    expect(report.newIds).toBe(true);
    expect(report.districtId).not.toBe(D.id);
    expect(report.renamedUsers).toEqual(['it@dogwood.example']);
    const copy = await readDistrictData(t.db, report.districtId);
    const original = await readDistrictData(t.db, D.id);
    for (const table of ['projects', 'tickets', 'assets'])
      expect(copy.tables[table]!.map((r) => r.name ?? r.title)).toEqual(
        original.tables[table]!.map((r) => r.name ?? r.title),
      );
    expect(copy.tables.tickets![0]!.district_id).toBe(report.districtId);
  });
});
