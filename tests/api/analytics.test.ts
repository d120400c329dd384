import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../../domain/access.ts';
import { ANALYTICS_MESSAGES as M } from '../../domain/analytics.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
let empty: { id: string };
let emptyAdmin: string;
const RANGE = 'from=2026-01-01&to=2026-01-31';

/** Seeds district A with tickets, a timeline, settings, assets, licenses, visits and SPARK answers by SQL. */
async function seed() {
  const q = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);
  const a = w.districtA.id;
  const tech = w.people.techA.id;
  await q(
    `insert into district_settings (district_id, timezone, enrollment, school_day_start, school_day_end, sla_targets)
     values ($1, 'America/New_York', 6, '07:00', '16:00', '{"critical": 12, "high": 8, "medium": 24, "low": 72}')`,
    [a],
  );
  const ticket = async (
    n: number,
    priority: string,
    status: string,
    created: string,
    resolved: string | null,
  ) =>
    (
      await q(
        `insert into tickets (district_id, number, ticket_number, title, description, priority, status, category,
                              created_by_id, created_at, updated_at, resolved_at)
         values ($1, $2::int, 'A-' || $2::text, 'Ticket ' || $2::text, 'Seeded', $3, $4, 'hardware', $5, $6, $6, $7) returning id`,
        [a, n, priority, status, tech, created, resolved],
      )
    ).rows[0].id as string;
  // Resolved in January: 2 h (critical, met), 10 h (critical, met against the district's 12 h), 312 h (low, missed).
  const t1 = await ticket(1, 'critical', 'resolved', '2026-01-05T10:00:00Z', '2026-01-05T12:00:00Z');
  const t2 = await ticket(2, 'critical', 'closed', '2026-01-06T10:00:00Z', '2026-01-06T20:00:00Z');
  const t3 = await ticket(3, 'high', 'open', '2026-01-10T09:00:00Z', null);
  const t4 = await ticket(4, 'low', 'resolved', '2025-12-20T10:00:00Z', '2026-01-02T10:00:00Z');
  await ticket(5, 'medium', 'open', '2025-12-28T10:00:00Z', null);
  // Their SLA clocks as stored at resolution (due times on working time, the stop in sla_paused_at):
  // 1 and 2 kept both promises (2 on a due time the next working day); 4 was never answered in time
  // (its first response judged at the stop) though resolved before its resolution due time.
  const clock = (id: string, state: string, assignee: string | null, c: Record<string, string | null>) =>
    q(
      `update tickets set sla_state = $2, assignee_id = $3, sla_started_at = created_at,
         sla_first_response_due_at = $4, sla_resolution_due_at = $5, sla_first_responded_at = $6,
         sla_paused_at = resolved_at where id = $1`,
      [id, state, assignee, c.frDue, c.resDue, c.responded],
    );
  await clock(t1, 'met', tech, {
    frDue: '2026-01-05T12:00:00Z',
    resDue: '2026-01-05T14:00:00Z',
    responded: '2026-01-05T11:00:00Z',
  });
  await clock(t2, 'met', tech, {
    frDue: '2026-01-06T11:00:00Z',
    resDue: '2026-01-07T15:00:00Z',
    responded: '2026-01-06T10:30:00Z',
  });
  await clock(t4, 'breached', null, {
    frDue: '2025-12-22T16:00:00Z',
    resDue: '2026-01-05T16:00:00Z',
    responded: null,
  });
  // The district's counters, as the API keeps them: tickets 3 and 5 are open.
  await q(
    `insert into district_stats (district_id, tickets_total, tickets_open, tickets_resolved, tickets_closed)
     values ($1, 5, 2, 2, 1)`,
    [a],
  );
  // First response to ticket 1 an hour in (by the administrator); ticket 3 was reopened.
  await q(
    `insert into ticket_activity (district_id, ticket_id, actor_id, kind, body, created_at)
     values ($1, $2, $3, 'comment', 'On it', '2026-01-05T11:00:00Z')`,
    [a, t1, w.people.adminA.id],
  );
  await q(
    `insert into ticket_activity (district_id, ticket_id, actor_id, kind, from_value, to_value, created_at)
     values ($1, $2, $3, 'status', 'resolved', 'open', '2026-01-15T10:00:00Z')`,
    [a, t3, w.people.adminA.id],
  );
  // Three laptops from 2021 (due for replacement in 2025) and a projector.
  for (const [i, category] of ['laptop', 'laptop', 'laptop', 'projector'].entries())
    await q(
      `insert into assets (district_id, asset_tag, name, category, status, created_at, updated_at)
       values ($1, 'TAG-' || $2::text, 'Asset ' || $2::text, $3, 'active', '2021-06-01T00:00:00Z', now())`,
      [a, i, category],
    );
  // A per-user license of 100 seats, 40 used, $1,000 (renewing in January); a $500 site license.
  await q(
    `insert into licenses (district_id, name, vendor, category, seat_model, license_count, assigned_seats, cost, renewal_date)
     values ($1, 'Office', 'Acme', 'Productivity', 'per_user', 100, 40, 1000, '2026-01-20'),
            ($1, 'Filter', 'Beta', 'Content Filtering', 'site', 0, 0, 500, '2026-06-01')`,
    [a],
  );
  // Two completed visits: one on time (45 minutes on site), one late.
  const visit = async (start: string, end: string, completed: string) =>
    (
      await q(
        `insert into visits (district_id, ticket_id, technician_id, scheduled_start, scheduled_end, duration_minutes,
                             status, completed_at)
         values ($1, $2, $3, $4, $5, 60, 'completed', $6) returning id`,
        [a, t1, tech, start, end, completed],
      )
    ).rows[0].id as string;
  const v1 = await visit('2026-01-07T14:00:00Z', '2026-01-07T15:00:00Z', '2026-01-07T14:50:00Z');
  await visit('2026-01-08T14:00:00Z', '2026-01-08T15:00:00Z', '2026-01-08T16:00:00Z');
  await q(
    `insert into visit_status_changes (district_id, visit_id, to_status, created_at)
     values ($1, $2, 'on_site', '2026-01-07T14:05:00Z')`,
    [a, v1],
  );
  // Four SPARK answers, one of which became a ticket.
  const conv = (
    await q(
      `insert into sparky_conversations (district_id, user_id, title) values ($1, $2, 'Help') returning id`,
      [a, tech],
    )
  ).rows[0].id;
  for (const linked of [null, null, null, t1])
    await q(
      `insert into sparky_messages (district_id, conversation_id, role, content, linked_ticket_id, created_at)
       values ($1, $2, 'assistant', 'Try this', $3, '2026-01-12T10:00:00Z')`,
      [a, conv, linked],
    );
}

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  empty = await makeDistrict(t.db, { serviceLevel: 'altitude' });
  emptyAdmin = await signIn(
    t.app,
    (await makeUser(t.db, { role: 'district_admin', districtId: empty.id })).email,
  );
  await seed();
});
afterAll(() => t.close());

describe('analytics figures', () => {
  it('answers the overview of a district from its rows', async () => {
    const res = await call(t.app, 'GET', `/api/analytics/overview?${RANGE}`, { cookie: w.cookies.adminA });
    expect(res.status).toBe(200);
    expect(res.body.tickets).toEqual({ created: 3, resolved: 3, open: 2, reopened: 1 });
    expect(res.body.slaMetPercent).toBe(66.7);
    expect(res.body.assets).toEqual({ total: 4, devicesPerStudent: 0.5 });
    expect(res.body.licenses).toEqual({ annualCost: 1500, unusedSeatCost: 600 });
    expect(res.body.visits.onTimePercent).toBe(50);
    // December had two tickets created and none resolved: no SLA figure to compare with.
    expect(res.body.previous.tickets).toEqual({ created: 2, resolved: 0 });
    expect(res.body.previous.slaMetPercent).toBeNull();
    expect(res.body.scope).toMatchObject({
      kind: 'district',
      districtIds: [w.districtA.id],
      range: { from: '2026-01-01', to: '2026-01-31' },
      previousRange: { from: '2025-12-01', to: '2025-12-31' },
      bucket: 'day',
    });
    expect(res.body.series).toHaveLength(31);
    expect(res.body.series[0]).toEqual({ date: '2026-01-01', created: 0, resolved: 0, backlog: 2 });
    expect(res.body.series.at(-1).backlog).toBe(2);
  });

  it('answers the tickets tab: times, SLA met per priority, tier, technician and district from the clocks, breakdowns', async () => {
    const res = await call(t.app, 'GET', `/api/analytics/tickets?${RANGE}`, { cookie: w.cookies.viewerA });
    expect(res.status).toBe(200);
    const f = res.body.figures;
    expect(f.resolution).toEqual({ medianHours: 10, p90Hours: 251.6 });
    // Ticket 1 answered after 1 h; ticket 3's first answer from staff was its status change, 121 h in.
    expect(f.firstResponse).toEqual({ medianHours: 61, p90Hours: 109 });
    // SLA met from the stored clocks: the verdicts of domain/sla-clock.ts verdictOf, grouped.
    const by = res.body.slaBy;
    const critical = { key: 'critical', label: 'Critical', measured: 2, met: 2, metPercent: 100 };
    expect(by.priority[0]).toMatchObject({ ...critical, firstResponsePercent: 100, resolutionPercent: 100 });
    expect(by.priority.map((g: { key: string }) => g.key)).toEqual(['critical', 'high', 'medium', 'low']);
    expect(by.priority[2]).toMatchObject({ key: 'medium', measured: 0, metPercent: null });
    expect(by.priority[3]).toEqual({
      key: 'low',
      label: 'Low',
      measured: 1,
      met: 0,
      metPercent: 0,
      firstResponseMet: 0,
      firstResponsePercent: 0,
      resolutionMet: 1,
      resolutionPercent: 100,
    });
    expect(by.tier).toEqual([expect.objectContaining({ measured: 3, met: 2, metPercent: 66.7 })]);
    expect(by.technician).toEqual([
      expect.objectContaining({ key: w.people.techA.id, measured: 2, met: 2, metPercent: 100 }),
      expect.objectContaining({ key: '', label: 'Unassigned', measured: 1, met: 0, metPercent: 0 }),
    ]);
    expect(by.district).toEqual([
      expect.objectContaining({ key: w.districtA.id, label: w.districtA.name, measured: 3, met: 2 }),
    ]);
    expect(res.body.byPriority).toContainEqual({ key: 'critical', count: 2 });
    expect(res.body.byStatus).toContainEqual({ key: 'open', count: 1 });
  });

  it('answers the assets, costs and performance tabs', async () => {
    const assets = await call(t.app, 'GET', `/api/analytics/assets?${RANGE}`, { cookie: w.cookies.adminA });
    expect(assets.body.figures).toMatchObject({
      total: 4,
      studentDevices: 3,
      enrollment: 6,
      devicesPerStudent: 0.5,
      dueForReplacement: 3,
      warrantyEnding: null,
      value: null,
    });
    expect(assets.body.byAge).toContainEqual({ key: '4+ years', count: 4 });
    expect(assets.body.replacementForecast).toEqual([{ year: 2026, count: 3 }]);

    const costs = await call(t.app, 'GET', `/api/analytics/costs?${RANGE}`, { cookie: w.cookies.adminA });
    expect(costs.body.figures).toMatchObject({
      annualCost: 1500,
      licenses: 2,
      costPerStudent: 250,
      unusedSeatCost: 600,
      unusedSeats: 60,
      renewalsInRange: 1,
      renewalCostInRange: 1000,
    });
    expect(costs.body.byVendor[0]).toEqual({ key: 'Acme', cost: 1000, licenses: 1 });

    const perf = await call(t.app, 'GET', `/api/analytics/performance?${RANGE}`, {
      cookie: w.cookies.adminA,
    });
    expect(perf.body.figures).toEqual({
      visits: 2,
      completed: 2,
      onTimePercent: 50,
      avgMinutesOnSite: 45,
      sparkyAnswers: 4,
      deflectionPercent: 75,
      // The help portal's "That solved it" and tickets after Sparky: tests/api/portal.test.ts.
      deflections: 0,
      ticketsAfterSparky: 0,
    });
    expect(perf.body.byTechnician).toHaveLength(1);
  });

  it('hides money from technicians', async () => {
    const res = await call(t.app, 'GET', `/api/analytics/costs?${RANGE}`, { cookie: w.cookies.techA });
    expect(res.body.costsVisible).toBe(false);
    expect(res.body.figures.annualCost).toBeNull();
    expect(res.body.figures.unusedSeats).toBe(60);
    expect(res.body.byVendor).toEqual([]);
  });

  it('answers null, never 0 % or 100 %, for a district with no data', async () => {
    const res = await call(t.app, 'GET', '/api/analytics/overview', { cookie: emptyAdmin });
    expect(res.status).toBe(200);
    expect(res.body.tickets).toEqual({ created: 0, resolved: 0, open: 0, reopened: 0 });
    expect(res.body.slaMetPercent).toBeNull();
    expect(res.body.resolutionMedianHours).toBeNull();
    expect(res.body.assets).toEqual({ total: 0, devicesPerStudent: null });
    expect(res.body.licenses).toEqual({ annualCost: null, unusedSeatCost: null });
    expect(res.body.visits.onTimePercent).toBeNull();
  });

  it('rolls several districts up for a provider admin', async () => {
    const ids = `${w.districtA.id},${empty.id}`;
    const res = await call(t.app, 'GET', `/api/analytics/overview?districtIds=${ids}&${RANGE}`, {
      cookie: w.cookies.provider,
    });
    expect(res.status).toBe(200);
    expect(res.body.scope).toMatchObject({ kind: 'rollup', label: '2 districts' });
    expect(res.body.tickets.created).toBe(3);
    const all = await call(t.app, 'GET', `/api/analytics/tickets?${RANGE}`, { cookie: w.cookies.provider });
    expect(all.body.scope.label).toMatch(/^All districts \(\d+\)$/);
    expect(all.body.figures.created).toBe(3);
    const tier = await call(t.app, 'GET', `/api/analytics/overview?tier=altitude&${RANGE}`, {
      cookie: w.cookies.provider,
    });
    expect(tier.body.scope.districtIds).toEqual([empty.id]);
    expect(tier.body.tickets.created).toBe(0);
  });
});

describe('analytics questions that are refused', () => {
  const get = (url: string, cookie = w.cookies.adminA) => call(t.app, 'GET', url, { cookie });

  it('400: from after to, a range over five years, an unknown tab, report or format, bad ids', async () => {
    expect((await get('/api/analytics/overview?from=2026-02-01&to=2026-01-01')).body.message).toBe(
      M.fromAfterTo,
    );
    expect((await get('/api/analytics/overview?from=2020-01-01&to=2025-12-31')).body.message).toBe(
      M.rangeTooLong,
    );
    expect((await get('/api/analytics/overview?from=2021-01-01&to=2025-12-31')).status).toBe(200);
    expect((await get('/api/analytics/overview?from=yesterday')).body.message).toBe(M.fromInvalid);
    expect((await get('/api/analytics/budget')).body.message).toBe(M.tabInvalid);
    expect((await get('/api/reports/board-pack')).body.message).toBe(M.reportInvalid);
    expect((await get('/api/analytics/export?format=docx')).body.message).toBe(M.formatInvalid);
    expect((await get('/api/analytics/export?format=pdf&tab=budget')).body.message).toBe(M.tabInvalid);
    expect((await get('/api/analytics/overview?districtIds=abc', w.cookies.provider)).body.message).toBe(
      M.districtIdsInvalid,
    );
    const both = await get(
      `/api/analytics/overview?districtId=${w.districtA.id}&tier=apex`,
      w.cookies.provider,
    );
    expect([both.status, both.body.message]).toEqual([400, M.oneScope]);
    for (const url of ['/api/analytics/overview?from=2026-02-01&to=2026-01-01', '/api/analytics/budget'])
      expect((await get(url)).status).toBe(400);
  });

  it('404: another district, alone or in a set; an unknown district for a provider admin', async () => {
    const other = await get(`/api/analytics/overview?districtId=${w.districtB.id}`);
    expect([other.status, other.body.message]).toEqual([404, ACCESS_MESSAGES.districtNotFound]);
    const set = await get(`/api/analytics/overview?districtIds=${w.districtA.id},${w.districtB.id}`);
    expect(set.status).toBe(404);
    const own = await get(`/api/analytics/overview?districtIds=${w.districtA.id}`);
    expect(own.status).toBe(200);
    const unknown = await get(
      `/api/analytics/overview?districtIds=${w.districtA.id},00000000-0000-4000-8000-000000000000`,
      w.cookies.provider,
    );
    expect(unknown.status).toBe(404);
    expect((await get(`/api/reports/executive-summary?districtId=${w.districtB.id}`)).status).toBe(404);
  });

  it('403: a district below Altitude, or with analytics switched off', async () => {
    const low = await makeDistrict(t.db, { serviceLevel: 'ascend' });
    const lowAdmin = await signIn(
      t.app,
      (await makeUser(t.db, { role: 'district_admin', districtId: low.id })).email,
    );
    const res = await get('/api/analytics/overview', lowAdmin);
    expect([res.status, res.body.message]).toEqual([403, ACCESS_MESSAGES.tier('altitude')]);
    const dark = await makeDistrict(t.db, { serviceLevel: 'apex' });
    await t.database.pool.query(`update districts set features = '{"analytics": false}' where id = $1`, [
      dark.id,
    ]);
    const darkViewer = await signIn(
      t.app,
      (await makeUser(t.db, { role: 'viewer', districtId: dark.id })).email,
    );
    const off = await get('/api/analytics/overview', darkViewer);
    expect([off.status, off.body.message]).toEqual([403, ACCESS_MESSAGES.toggle('analytics')]);
  });
});

describe('analytics files', () => {
  it('exports a tab as a PDF with its title and language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/export?format=pdf&tab=tickets&${RANGE}`,
      headers: { cookie: w.cookies.adminA! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="analytics-tickets-2026-01-01-to-2026-01-31.pdf"',
    );
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.7')).toBe(true);
    expect(pdf).toContain('/Lang (en-US)');
    expect(pdf).toContain('/MarkInfo');
    expect(pdf).toContain('/DisplayDocTitle true');
  });

  it('exports every tab and the raw rows as an Excel workbook', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/export?format=xlsx&tab=costs&${RANGE}`,
      headers: { cookie: w.cookies.viewerA! },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Overview',
      'Tickets',
      'Assets',
      'Costs',
      'Performance',
      'Tickets (rows)',
    ]);
    const rows = book.getWorksheet('Tickets (rows)')!;
    expect(rows.getRow(1).getCell(1).value).toBe('Ticket');
    expect(rows.rowCount).toBe(4);
    const overview = book.getWorksheet('Overview')!;
    const values = overview.getSheetValues().flat().filter(Boolean);
    expect(values).toContain('SLA met');
    expect(values).toContain('66.7%');
  });

  it('counts days and prints dates on the district clock, US style (Arizona, UTC-7)', async () => {
    const q = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);
    const district = await makeDistrict(t.db, { serviceLevel: 'altitude' });
    const admin = await makeUser(t.db, { role: 'district_admin', districtId: district.id });
    await q(
      `insert into district_settings (district_id, timezone, school_day_start, school_day_end, sla_targets)
       values ($1, 'America/Phoenix', '07:00', '16:00', '{}')`,
      [district.id],
    );
    // 03:30 UTC on Feb 1 is 8:30 PM on Jan 31 in Arizona: a January ticket there.
    await q(
      `insert into tickets (district_id, number, ticket_number, title, description, priority, status, category,
                            created_by_id, created_at, updated_at)
       values ($1, 1, 'AZ-0001', 'Evening ticket', 'Seeded', 'low', 'open', 'hardware', $2, $3, $3)`,
      [district.id, admin.id, '2026-02-01T03:30:00Z'],
    );
    const cookie = await signIn(t.app, admin.email);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/export?format=xlsx&tab=tickets&${RANGE}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = book.getWorksheet('Tickets')!.getSheetValues().flat().filter(Boolean);
    expect(header).toContain(
      `${district.name} · Jan 1, 2026 – Jan 31, 2026 (compared with Dec 1, 2025 – Dec 31, 2025)`,
    );
    expect(header.some((v) => String(v).endsWith('Times in Mountain Standard Time'))).toBe(true);
    const rows = book.getWorksheet('Tickets (rows)')!;
    expect(rows.getRow(2).values).toEqual(expect.arrayContaining(['AZ-0001', 'Jan 31, 2026, 8:30 PM MST']));
    const tickets = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/tickets?${RANGE}`,
      headers: { cookie },
    });
    const answer = tickets.json();
    expect(answer.figures.created).toBe(1);
    expect(answer.series.find((s: { date: string }) => s.date === '2026-01-31').created).toBe(1);
  });

  it('produces each custom report as a PDF', async () => {
    for (const report of ['executive-summary', 'technical-details', 'cost-analysis']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reports/${report}?${RANGE}`,
        headers: { cookie: w.cookies.adminA! },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
