import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateCannedResponseSchema } from '../../domain/canned-responses.ts';
import type { AssetGoogle, Reconcile, SyncDiff } from '../../domain/google-workspace.ts';
import type { SyncRun } from '../../domain/integration-settings.ts';
import type { Part } from '../../domain/parts.ts';
import type { MyDevice, MyTicket } from '../../domain/portal.ts';
import type { RosterSource } from '../../domain/roster-source.ts';
import { tierAllows } from '../../domain/tiers.ts';
import type { VaultEntry } from '../../domain/vault.ts';
import { DEMO_DISTRICT_PASSWORD, DEMO_DISTRICTS, demoAdminEmail } from '../../server/seed/demo-accounts.ts';
import { DEMO_DISTRICT_RESPONSES, DEMO_PROVIDER_RESPONSES } from '../../server/seed/demo-canned-responses.ts';
import { demoRequesterEmail } from '../../server/seed/demo-requesters.ts';
import { demoVaultEntries } from '../../server/seed/demo-vault.ts';
import { weekStart } from '../../server/seed/demo-visits.ts';
import { seedFirstStart } from '../../server/seed/first-start.ts';
import { signIn } from '../support/fixtures.ts';
import { call, createTestApp, TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: '1' });
  await seedFirstStart(t.db, TEST_MASTER_KEY);
});
afterAll(() => t.close());

/** Rows per demo district code of a query that answers `code` and `n`. */
async function perDistrict(query: ReturnType<typeof sql>): Promise<Record<string, number>> {
  const { rows } = await t.db.execute<{ code: string; n: number }>(query);
  return Object.fromEntries(rows.map((r) => [r.code, r.n]));
}

describe('the demo of a first start', () => {
  it('gives each district its own tickets: no critical title in two districts', async () => {
    const { rows } = await t.db.execute<{ title: string; n: number }>(
      sql`select title, count(distinct district_id)::int as n from tickets where priority = 'critical' group by title`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.n > 1)).toEqual([]);
  });

  it('gives every district two or more technicians and sites', async () => {
    const technicians = await perDistrict(
      sql`select d.code, count(u.id)::int as n from districts d left join users u on u.district_id = d.id and u.role = 'technician' group by d.code`,
    );
    const sites = await perDistrict(
      sql`select d.code, count(s.id)::int as n from districts d left join sites s on s.district_id = d.id group by d.code`,
    );
    for (const d of DEMO_DISTRICTS) {
      expect(technicians[d.code], d.code).toBeGreaterThanOrEqual(2);
      expect(sites[d.code], d.code).toBeGreaterThanOrEqual(2);
    }
  });

  it('books visits this week, some today, where the tier has scheduling', async () => {
    const monday = weekStart(new Date());
    const sunday = new Date(monday.getTime() + 7 * 86_400_000);
    const today = new Date().toISOString().slice(0, 10);
    const { rows } = await t.db.execute<{ code: string; week: number; today: number }>(
      sql`select d.code,
            count(v.id) filter (where v.scheduled_start >= ${monday.toISOString()} and v.scheduled_start < ${sunday.toISOString()})::int as week,
            count(v.id) filter (where (v.scheduled_start at time zone 'UTC')::date = ${today}::date)::int as today
          from districts d left join visits v on v.district_id = d.id group by d.code`,
    );
    for (const d of DEMO_DISTRICTS) {
      const row = rows.find((r) => r.code === d.code)!;
      if (tierAllows(d.serviceLevel, 'ascend')) {
        expect(row.week, d.code).toBeGreaterThanOrEqual(3);
        expect(row.today, d.code).toBeGreaterThanOrEqual(1);
      } else expect(row.week, d.code).toBe(0);
    }
  });

  it('fills the vaults that the tier has with entries that reveal what was sealed', async () => {
    for (const d of DEMO_DISTRICTS) {
      const cookie = await signIn(t.app, demoAdminEmail(d.code), DEMO_DISTRICT_PASSWORD);
      const list = await call<VaultEntry[]>(t.app, 'GET', '/api/vault', { cookie });
      if (!tierAllows(d.serviceLevel, 'ascend')) {
        expect(list.status, d.code).toBe(403);
        continue;
      }
      expect(list.body.length, d.code).toBeGreaterThanOrEqual(2);
      const sealed = new Map(demoVaultEntries(d.code).map((e) => [e.title, e.password]));
      for (const entry of list.body) {
        const res = await call(t.app, 'POST', `/api/vault/${entry.id}/reveal`, {
          cookie,
          body: { field: 'password' },
        });
        expect(res.status).toBe(200);
        expect(res.body.value).toBe(sealed.get(entry.title));
      }
    }
  });

  it('sends every district an assessment that some of its staff submitted', async () => {
    const submitted = await perDistrict(
      sql`select d.code, count(r.id)::int as n from districts d
          left join workflows w on w.district_id = d.id and w.area = 'assessment'
          left join workflow_responses r on r.workflow_id = w.id and r.status = 'submitted'
          group by d.code`,
    );
    for (const d of DEMO_DISTRICTS) expect(submitted[d.code], d.code).toBeGreaterThanOrEqual(1);
    const cookie = await signIn(t.app, demoAdminEmail('LAKESIDE'), DEMO_DISTRICT_PASSWORD);
    const list = await call(t.app, 'GET', '/api/workflows?area=assessment', { cookie });
    expect(list.status).toBe(200);
    expect(list.body[0].submitted).toBeGreaterThanOrEqual(1);
  });

  it('assigns license seats to the district’s own people and devices', async () => {
    const seats = await perDistrict(
      sql`select d.code, count(a.id)::int as n from districts d left join license_assignments a on a.district_id = d.id group by d.code`,
    );
    for (const d of DEMO_DISTRICTS) expect(seats[d.code], d.code).toBeGreaterThan(0);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(distinct name)::int as n from license_assignments where kind = 'person'`,
    );
    expect(rows[0]!.n).toBeGreaterThan(12);
  });

  it('gives every desk canned responses: Five Star’s for all, and the district’s own', async () => {
    for (const r of [...DEMO_PROVIDER_RESPONSES, ...DEMO_DISTRICT_RESPONSES])
      expect(updateCannedResponseSchema.safeParse(r).error, r.title).toBeUndefined();
    for (const d of DEMO_DISTRICTS) {
      const cookie = await signIn(t.app, demoAdminEmail(d.code), DEMO_DISTRICT_PASSWORD);
      const list = await call(t.app, 'GET', '/api/canned-responses', { cookie });
      if (!tierAllows(d.serviceLevel, 'ascend')) {
        expect(list.status, d.code).toBe(403);
        continue;
      }
      const scopes = (list.body as { scope: string }[]).map((r) => r.scope);
      expect(
        scopes.filter((s) => s === 'district'),
        d.code,
      ).toHaveLength(DEMO_DISTRICT_RESPONSES.length);
      expect(
        scopes.filter((s) => s === 'provider'),
        d.code,
      ).toHaveLength(DEMO_PROVIDER_RESPONSES.length);
    }
  });

  it('opens the help portal to a teacher and a student where the tier has tickets', async () => {
    for (const d of DEMO_DISTRICTS) {
      for (const who of ['teacher', 'student'] as const) {
        const email = demoRequesterEmail(d.code, who);
        if (!tierAllows(d.serviceLevel, 'ascend')) {
          const [row] = (
            await t.db.execute<{ n: number }>(
              sql`select count(*)::int as n from users where email = ${email}`,
            )
          ).rows;
          expect(row!.n, email).toBe(0);
          continue;
        }
        const cookie = await signIn(t.app, email, DEMO_DISTRICT_PASSWORD);
        const me = await call(t.app, 'GET', '/api/auth/user', { cookie });
        expect(me.body.role, email).toBe('requester');
        const devices = await call<MyDevice[]>(t.app, 'GET', '/api/my/devices', { cookie });
        expect(devices.body.length, email).toBeGreaterThanOrEqual(1);
        const tickets = await call<MyTicket[]>(t.app, 'GET', '/api/my/tickets', { cookie });
        expect(tickets.body.length, email).toBe(1);
        if (who === 'student') {
          expect(tickets.body[0]).toMatchObject({ source: 'portal', relation: 'requester' });
          expect(tickets.body[0]!.assetName).toContain(devices.body[0]!.assetTag);
        } else expect(tickets.body[0]).toMatchObject({ source: 'sparky' });
      }
    }
    // Their tickets took the next numbers of the district: no number twice.
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select district_id, number from tickets group by 1, 2 having count(*) > 1) x`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('shows the first district’s Google Workspace connector at work: runs, a diff, the devices’ facts', async () => {
    const d = DEMO_DISTRICTS[0]!;
    const cookie = await signIn(t.app, demoAdminEmail(d.code), DEMO_DISTRICT_PASSWORD);
    const runs = await call<SyncRun[]>(t.app, 'GET', '/api/integrations/google/runs', { cookie });
    expect(runs.body.map((r) => [r.trigger, r.status])).toEqual([
      ['schedule', 'succeeded'],
      ['manual', 'succeeded'],
    ]);
    const diff = await call<SyncDiff>(
      t.app,
      'GET',
      `/api/integrations/google/runs/${runs.body[1]!.id}/diff`,
      {
        cookie,
      },
    );
    expect(diff.body).toMatchObject({ status: 'applied', approvedBy: expect.any(String) });
    expect(diff.body.update.length).toBeGreaterThan(0);
    const reconcile = await call<Reconcile>(t.app, 'GET', '/api/fleet/reconcile', { cookie });
    // Every 1:1 Chromebook is in Google; the hand-typed laptops are not (reconcile lists them).
    expect(reconcile.body.counts.googleOnly).toBe(0);
    expect(reconcile.body.inventoryOnly.filter((a) => a.assetTag.startsWith(`CB-${d.code}-`))).toEqual([]);
    expect(reconcile.body.counts.matched).toBe(diff.body.counts.devices);
    const [asset] = (
      await t.db.execute<{ id: string }>(sql`select id from assets where asset_tag = ${`CB-${d.code}-0001`}`)
    ).rows;
    const facts = await call<AssetGoogle>(t.app, 'GET', `/api/assets/${asset!.id}/google`, { cookie });
    expect(facts.body.device).toMatchObject({
      status: 'ACTIVE',
      osVersion: expect.stringMatching(/^\d+\.0\.\d+\.\d+$/),
      macAddress: expect.stringMatching(/^[0-9a-f]{12}$/),
      orgUnitPath: expect.stringMatching(/^\/Students\//),
      siteName: expect.any(String),
      supportEndsAt: expect.stringMatching(/^\d{4}-06-30$/),
    });
  });

  it('shows the first district’s roster source with the fetch that brought its roster in', async () => {
    const d = DEMO_DISTRICTS[0]!;
    const cookie = await signIn(t.app, demoAdminEmail(d.code), DEMO_DISTRICT_PASSWORD);
    const source = await call<RosterSource>(t.app, 'GET', '/api/people/roster-source', { cookie });
    expect(source.status).toBe(200);
    expect(source.body).toMatchObject({
      configured: true,
      url: `https://sis.${d.code.toLowerCase()}.demo/oneroster/v1p1/export.zip`,
      schedule: 'off',
      credentialType: 'none',
    });
    expect(source.body.runs).toHaveLength(1);
    const [run] = source.body.runs;
    expect(run).toMatchObject({ status: 'succeeded', error: null, rowErrors: [] });
    const people = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from people p join districts x on x.id = p.district_id where x.code = ${d.code}`,
    );
    expect(run!.counts?.people.created).toBe(people.rows[0]!.n);
    expect(run!.counts?.modes['users.csv']).toBe('bulk');
  });

  it('stocks Lakeside’s and Benson’s parts shelves and Five Star’s pool, a part running low', async () => {
    const cookie = await signIn(t.app, demoAdminEmail('LAKESIDE'), DEMO_DISTRICT_PASSWORD);
    const res = await call<Part[]>(t.app, 'GET', '/api/parts', { cookie });
    expect(res.status).toBe(200);
    const own = res.body.filter((p) => !p.pool);
    expect(own.length).toBeGreaterThanOrEqual(6);
    expect(res.body.filter((p) => p.pool).length).toBeGreaterThanOrEqual(3);
    expect(own.some((p) => p.low)).toBe(true);
    expect(own.every((p) => p.unitCost !== null && p.total >= 0)).toBe(true);
    // The moves add up to the stock on every shelf.
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from part_stock s where s.quantity <> (select coalesce(sum(m.quantity), 0)
        from part_moves m where m.part_id = s.part_id and m.site_id is not distinct from s.site_id)`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('changes nothing when it runs again', async () => {
    const count = async () =>
      (
        await t.db.execute<Record<string, number>>(
          sql`select (select count(*) from users)::int as users, (select count(*) from tickets)::int as tickets,
            (select count(*) from sites)::int as sites, (select count(*) from visits)::int as visits,
            (select count(*) from vault_entries)::int as vault, (select count(*) from workflows)::int as workflows,
            (select count(*) from license_assignments)::int as seats, (select count(*) from assets)::int as assets,
            (select count(*) from canned_responses)::int as canned,
            (select count(*) from google_devices)::int as google, (select count(*) from integration_runs)::int as runs,
            (select count(*) from parts)::int as parts, (select count(*) from part_moves)::int as moves`,
        )
      ).rows[0];
    const before = await count();
    const again = await seedFirstStart(t.db, TEST_MASTER_KEY);
    expect(again.created).toBe(false);
    expect(await count()).toEqual(before);
  });
});
