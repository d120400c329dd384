import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../../domain/access.ts';
import { DEFAULT_FUNDING_SOURCES, ASSET_MONEY_MESSAGES as MM } from '../../domain/asset-money.ts';
import { type ImportRow, toImportRow } from '../../domain/assets.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Money on assets (docs/product.md#asset-money): the fields, who sees them, funding sources, CSV.

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (cookie: string | undefined) => (method: Method, url: string, body?: unknown) =>
  call(t.app, method, url, { cookie, body });
const admin = (m: Method, url: string, body?: unknown) => as(w.cookies.adminA)(m, url, body);
const tech = (m: Method, url: string, body?: unknown) => as(w.cookies.techA)(m, url, body);
const viewer = (m: Method, url: string, body?: unknown) => as(w.cookies.viewerA)(m, url, body);

const money = {
  purchaseDate: '2025-08-15',
  cost: 1249.5,
  vendor: 'CDW-G',
  poNumber: 'PO-2025-0042',
  fundingSource: 'esser',
  warrantyEndsAt: '2028-08-14',
  depreciationYears: 5,
};
let tag = 0;
const fields = () => ({ assetTag: `MONEY-${++tag}`, name: 'Science cart laptop', category: 'laptop' });

describe('asset money fields', () => {
  it('an administrator saves and reads them; technicians and viewers read them without money', async () => {
    const created = await admin('POST', '/api/assets', { ...fields(), ...money });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(money);
    const id = created.body.id as string;
    expect((await admin('GET', `/api/assets/${id}`)).body).toMatchObject(money);
    for (const who of [tech, viewer]) {
      const seen = (await who('GET', `/api/assets/${id}`)).body;
      expect(seen).toMatchObject({
        purchaseDate: '2025-08-15',
        warrantyEndsAt: '2028-08-14',
        depreciationYears: 5,
        cost: null,
        vendor: null,
        poNumber: null,
        fundingSource: null,
      });
    }
    // The kept page is per money visibility: the administrator's page does not reach the technician.
    const q = `/api/assets/page?search=${created.body.assetTag}`;
    expect((await admin('GET', q)).body.items[0].cost).toBe(1249.5);
    expect((await tech('GET', q)).body.items[0].cost).toBeNull();
    expect((await viewer('GET', `/api/assets?search=${created.body.assetTag}`)).body[0].vendor).toBeNull();
  });

  it("a technician's save leaves the money as it is, and sets the rest", async () => {
    const { body } = await admin('POST', '/api/assets', { ...fields(), ...money });
    const res = await tech('PUT', `/api/assets/${body.id}`, {
      assetTag: body.assetTag,
      name: 'Renamed',
      cost: 1,
      vendor: 'Nobody',
      fundingSource: null,
      warrantyEndsAt: '2029-01-31',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', cost: null, warrantyEndsAt: '2029-01-31' });
    const after = (await admin('GET', `/api/assets/${body.id}`)).body;
    expect(after).toMatchObject({ cost: 1249.5, vendor: 'CDW-G', fundingSource: 'esser', name: 'Renamed' });
  });

  it('left out, the fields stay; null clears them', async () => {
    const { body } = await admin('POST', '/api/assets', { ...fields(), ...money });
    const kept = await admin('PUT', `/api/assets/${body.id}`, { assetTag: body.assetTag, name: 'Kept' });
    expect(kept.body).toMatchObject(money);
    const cleared = await admin('PUT', `/api/assets/${body.id}`, {
      assetTag: body.assetTag,
      name: 'Cleared',
      cost: null,
      vendor: null,
      poNumber: null,
      fundingSource: null,
      purchaseDate: null,
      warrantyEndsAt: null,
      depreciationYears: null,
    });
    expect(cleared.body).toMatchObject({
      cost: null,
      vendor: '',
      poNumber: '',
      fundingSource: null,
      purchaseDate: null,
      warrantyEndsAt: null,
      depreciationYears: null,
    });
  });

  it.each([
    [{ cost: -5 }, MM.cost],
    [{ cost: 10.005 }, MM.cost],
    [{ cost: 'a lot' }, MM.cost],
    [{ purchaseDate: '08/15/2025' }, MM.purchaseDate],
    [{ warrantyEndsAt: 'later' }, MM.warrantyEndsAt],
    [{ depreciationYears: 0 }, MM.depreciationYears],
    [{ depreciationYears: 3.5 }, MM.depreciationYears],
    [{ vendor: 'v'.repeat(121) }, MM.vendor],
    [{ poNumber: 'p'.repeat(61) }, MM.poNumber],
    [{ fundingSource: 'lottery' }, MM.fundingSource(DEFAULT_FUNDING_SOURCES.map((s) => s.key))],
    [{ purchaseDate: '2026-01-10', warrantyEndsAt: '2025-12-31' }, MM.warrantyBeforePurchase],
  ])('refuses %j with its message', async (bad, message) => {
    const res = await admin('POST', '/api/assets', { ...fields(), ...bad });
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  it('a funding source may be named by its label', async () => {
    const res = await admin('POST', '/api/assets', { ...fields(), fundingSource: 'Title I' });
    expect(res.body.fundingSource).toBe('title_i');
  });
});

describe('funding sources', () => {
  it('the first read gives the defaults; the administrator renames, adds and reorders', async () => {
    const first = await admin('GET', '/api/funding-sources');
    expect(first.status).toBe(200);
    expect(first.body).toEqual(DEFAULT_FUNDING_SOURCES);
    const sources = [
      { label: 'Title V' },
      ...DEFAULT_FUNDING_SOURCES.map((s) => (s.key === 'grant' ? { ...s, label: 'State grant' } : s)),
    ];
    const saved = await admin('PUT', '/api/funding-sources', { sources });
    expect(saved.status).toBe(200);
    expect(saved.body[0]).toEqual({ key: 'title_v', label: 'Title V', erateC2: false });
    expect(saved.body.find((s: { key: string }) => s.key === 'grant').label).toBe('State grant');
    expect((await admin('GET', '/api/funding-sources')).body).toEqual(saved.body);
  });

  it('a source that funds assets cannot be removed', async () => {
    await admin('POST', '/api/assets', { ...fields(), fundingSource: 'local_bond' });
    const current = (await admin('GET', '/api/funding-sources')).body as { key: string }[];
    const res = await admin('PUT', '/api/funding-sources', {
      sources: current.filter((s) => s.key !== 'local_bond'),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Local bond funds \d+ assets?: give/);
  });

  it.each([
    [{ sources: [] }, MM.fundingNone],
    [{}, MM.fundingNone],
    [{ sources: [{ label: '' }] }, MM.fundingLabel],
    [{ sources: [{ label: 'x'.repeat(61) }] }, MM.fundingLabel],
    [{ sources: [{ label: 'Grant' }, { label: 'GRANT' }] }, MM.fundingDuplicate('GRANT')],
    [{ sources: [{ key: '9lives', label: 'Nine' }] }, MM.fundingKey],
    [{ sources: Array.from({ length: 31 }, (_, i) => ({ label: `Source ${i}` })) }, MM.fundingTooMany],
  ])('refuses %# with its message', async (body, message) => {
    const res = await admin('PUT', '/api/funding-sources', body);
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  it('technicians and viewers are refused; another district is not found', async () => {
    expect((await tech('GET', '/api/funding-sources')).status).toBe(403);
    expect((await viewer('GET', '/api/funding-sources')).status).toBe(403);
    const other = await as(w.cookies.adminB)('GET', `/api/funding-sources?districtId=${w.districtA.id}`);
    expect(other.status).toBe(404);
  });

  it('is refused with the reason when the district turned asset management off', async () => {
    const dark = await makeDistrict(t.db, { serviceLevel: 'apex' });
    await t.database.pool.query(`update districts set features = '{"assets": false}' where id = $1`, [
      dark.id,
    ]);
    const cookie = await signIn(
      t.app,
      (await makeUser(t.db, { role: 'district_admin', districtId: dark.id })).email,
    );
    const res = await as(cookie)('GET', '/api/funding-sources');
    expect([res.status, res.body.message]).toEqual([403, ACCESS_MESSAGES.toggle('assets')]);
  });
});

describe('CSV', () => {
  const parse = (csv: string) =>
    Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });

  it('exports the money columns to administrators only', async () => {
    const { body } = await admin('POST', '/api/assets', { ...fields(), ...money });
    const mine = (rows: Record<string, string>[]) => rows.find((r) => r['Asset Tag'] === body.assetTag)!;
    const full = await call(t.app, 'GET', '/api/assets/export', { cookie: w.cookies.adminA });
    expect(mine(parse(full.body as string).data)).toMatchObject({
      'Purchase Date': '2025-08-15',
      Cost: '1249.50',
      Vendor: 'CDW-G',
      'PO Number': 'PO-2025-0042',
      'Funding Source': 'esser',
      'Warranty Ends': '2028-08-14',
      'Depreciation Years': '5',
    });
    const plain = await call(t.app, 'GET', '/api/assets/export', { cookie: w.cookies.techA });
    const parsed = parse(plain.body as string);
    expect(parsed.meta.fields).toContain('Warranty Ends');
    expect(parsed.meta.fields).not.toContain('Cost');
    expect(parsed.meta.fields).not.toContain('Funding Source');
  });

  const rowsOf = (lines: string[]): ImportRow[] => parse(lines.join('\n')).data.map(toImportRow);

  it('imports the columns and says why a cell is refused', async () => {
    const head =
      'Asset Tag,Name,Category,Purchase Date,Cost,Vendor,PO Number,Funding Source,Warranty Ends,Depreciation Years';
    const bad = rowsOf([
      head,
      'CSV-M-1,Bad cost,laptop,2025-01-01,cheap,,,,,',
      'CSV-M-2,Bad source,laptop,,,,,Lottery,,',
      'CSV-M-3,Bad date,laptop,yesterday,,,,,,',
      'CSV-M-4,Bad years,laptop,,,,,,,40',
      'CSV-M-5,Warranty first,laptop,2025-06-01,,,,,2025-05-01,',
    ]);
    const dry = await admin('POST', '/api/assets/import', { rows: bad, dryRun: true });
    expect(dry.body.rejected.map((r: { reasons: string[] }) => r.reasons)).toEqual([
      [MM.cost],
      ['Unknown funding source "Lottery"'],
      ['Purchase date "yesterday" is not a date'],
      [MM.depreciationYears],
      [MM.warrantyBeforePurchase],
    ]);
    const good = rowsOf([head, 'CSV-M-9,Good,laptop,8/1/2025,"$1,099.00",CDW-G,PO-9,E-Rate C2,2028-07-31,4']);
    const real = await admin('POST', '/api/assets/import', { rows: good, dryRun: false });
    expect(real.body.created).toBe(1);
    const page = (await admin('GET', '/api/assets/page?search=CSV-M-9')).body.items[0];
    expect(page).toMatchObject({
      purchaseDate: '2025-08-01',
      cost: 1099,
      vendor: 'CDW-G',
      poNumber: 'PO-9',
      fundingSource: 'erate_c2',
      warrantyEndsAt: '2028-07-31',
      depreciationYears: 4,
    });
  });

  it("a technician's import sets the dates and ignores the money", async () => {
    const rows = rowsOf([
      'Asset Tag,Name,Cost,Funding Source,Warranty Ends',
      'CSV-T-1,Tech,999,Lottery,2027-01-01',
    ]);
    const res = await tech('POST', '/api/assets/import', { rows, dryRun: false });
    expect(res.status).toBe(200);
    const page = (await admin('GET', '/api/assets/page?search=CSV-T-1')).body.items[0];
    expect(page).toMatchObject({ cost: null, fundingSource: null, warrantyEndsAt: '2027-01-01' });
  });
});

describe('analytics: fleet value, depreciation, warranty, repair cost per model, damage rates', () => {
  let x: World;
  const RANGE = 'from=2026-01-01&to=2026-06-30';
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    x = await makeWorld(t.app, t.db);
    const q = (text: string, values: unknown[]) => t.database.pool.query(text, values);
    const d = x.districtA.id;
    const site = (
      await q(`insert into sites (district_id, name) values ($1, 'North Elementary') returning id`, [d])
    ).rows[0].id;
    const pupil = (
      await q(
        `insert into people (district_id, first_name, last_name, role, grade) values ($1, 'Ana', 'Ruiz', 'student', '3') returning id`,
        [d],
      )
    ).rows[0].id;
    const add = async (body: Record<string, unknown>) => {
      const res = await as(x.cookies.adminA)('POST', '/api/assets', { districtId: d, ...body });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      return res.body.id as string;
    };
    const bought = {
      category: 'chromebook',
      model: 'Chromebook 3110',
      cost: 400,
      purchaseDate: '2024-07-01',
    };
    const a1 = await add({ assetTag: 'AN-1', name: 'One', ...bought, warrantyEndsAt: inDays(30) });
    const a2 = await add({ assetTag: 'AN-2', name: 'Two', ...bought, warrantyEndsAt: inDays(200) });
    await add({
      assetTag: 'AN-3',
      name: 'Three',
      category: 'laptop',
      model: 'Latitude',
      warrantyEndsAt: inDays(-5),
    });
    await q('update assets set site_id = $1 where id = any($2::uuid[])', [site, [a1, a2]]);
    await q('update assets set person_id = $1 where id = $2', [pupil, a1]);
    const repair = (
      await q(
        `insert into repairs (district_id, asset_id, created_at) values ($1, $2, '2026-02-01T10:00:00Z') returning id`,
        [d, a1],
      )
    ).rows[0].id;
    const part = (
      await q(
        `insert into parts (district_id, name, unit_cost_cents) values ($1, 'Screen', 4500) returning id`,
        [d],
      )
    ).rows[0].id;
    await q(
      `insert into part_moves (district_id, part_id, quantity, reason, repair_id, unit_cost_cents) values ($1, $2, -2, 'used', $3, 4500)`,
      [d, part, repair],
    );
    await q(
      `insert into damage_reports (district_id, asset_id, kind, person_id, site_id, occurred_at, model)
       values ($1, $2, 'screen', $3, $4, '2026-02-01T09:00:00Z', 'Chromebook 3110')`,
      [d, a1, pupil, site],
    );
  });

  it('an administrator sees the figures and the money', async () => {
    const res = await as(x.cookies.adminA)('GET', `/api/analytics/assets?${RANGE}`);
    expect(res.status).toBe(200);
    expect(res.body.moneyVisible).toBe(true);
    // Two $400 Chromebooks bought 2024-07-01 over 4 years: $200 each on 2026-07-01, $100 each lost in FY2025-26.
    expect(res.body.figures).toMatchObject({
      warrantyEnding: 1,
      value: 400,
      depreciationThisYear: 200,
      fiscalYear: 'FY2025-26',
      valued: 2,
    });
    expect(res.body.repairsByModel).toEqual([{ model: 'Chromebook 3110', devices: 2, repairs: 1, cost: 90 }]);
    expect(res.body.damageBySite).toEqual([
      { label: 'North Elementary', devices: 2, damages: 1, per100: 50 },
    ]);
    expect(res.body.damageByGrade).toEqual([{ label: '3', devices: 1, damages: 1, per100: 100 }]);
  });

  it('technicians and viewers see the counts without money', async () => {
    for (const cookie of [x.cookies.techA, x.cookies.viewerA]) {
      const res = await as(cookie)('GET', `/api/analytics/assets?${RANGE}`);
      expect(res.body.moneyVisible).toBe(false);
      expect(res.body.figures).toMatchObject({ warrantyEnding: 1, value: null, depreciationThisYear: null });
      expect(res.body.repairsByModel).toEqual([
        { model: 'Chromebook 3110', devices: 2, repairs: 1, cost: null },
      ]);
      expect(res.body.damageBySite[0].per100).toBe(50);
    }
  });

  it('the board report (Executive Summary) prints them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reports/executive-summary?${RANGE}`,
      headers: { cookie: x.cookies.adminA! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    if (process.env.REPORT_PDF_OUT)
      (await import('node:fs')).writeFileSync(process.env.REPORT_PDF_OUT, res.rawPayload);
    const costs = await as(x.cookies.adminA)('GET', `/api/analytics/costs?${RANGE}`);
    expect(costs.body.figures.assetValue).toBe(400);
    const techCosts = await as(x.cookies.techA)('GET', `/api/analytics/costs?${RANGE}`);
    expect(techCosts.body.figures.assetValue).toBeNull();
  });
});
