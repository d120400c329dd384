import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERATE_MESSAGES, keptUntil } from '../../domain/erate.ts';
import { WARRANTY_MESSAGES } from '../../domain/warranty.ts';
import { assets, districts, fundingSources, sites, warrantyLookups } from '../../server/db/schema/index.ts';
import { createWarrantyService } from '../../server/features/warranty/warranty.service.ts';
import { type FakeDell, startFakeDell } from '../support/fakes/dell-warranty.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';

// Issue 34, H5: the E-Rate register (CSV and Excel), the C2 budget, disposal instead of delete, the
// warranty look-up (Dell, against a local fake written from its documentation) and the warranty CSV
// import; every validation message, every role, another district, the toggle and the tier.

let t: TestApp;
let w: World;
let dell: FakeDell;
let siteA: string;
const today = new Date().toISOString().slice(0, 10);
const tag = () => `T-${randomBytes(4).toString('hex')}`;

async function asset(values: Partial<typeof assets.$inferInsert> & { districtId?: string }) {
  const [row] = await t.db
    .insert(assets)
    .values({ districtId: w.districtA.id, assetTag: tag(), name: 'Device', ...values })
    .returning({ id: assets.id, assetTag: assets.assetTag });
  return row!;
}

beforeAll(async () => {
  t = await createTestApp({ INTEGRATIONS_ALLOW_INSECURE: 'true' });
  w = await makeWorld(t.app, t.db);
  dell = await startFakeDell({ clientId: 'lakeside-id', clientSecret: 'lakeside-secret' });
  const [site] = await t.db
    .insert(sites)
    .values({ districtId: w.districtA.id, name: 'Lakeside Elementary' })
    .returning({ id: sites.id });
  siteA = site!.id;
});
afterAll(async () => {
  await dell?.close();
  await t.close();
});

const admin = () => w.cookies.adminA;

describe('the C2 budget', () => {
  it('answers an unset cycle, saves a budget and counts C2 purchases of the cycle', async () => {
    const empty = await call(
      t.app,
      'GET',
      `/api/erate/budget?districtId=${w.districtA.id}&cycleStartYear=2026`,
      {
        cookie: admin(),
      },
    );
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ cycleLabel: 'FY2026–FY2030', configured: false, budget: 0 });

    await asset({
      name: 'Core switch',
      fundingSource: 'erate_c2',
      cost: 12500.5,
      purchaseDate: '2026-08-01',
    });
    await asset({ name: 'Access point', fundingSource: 'erate_c2', cost: 499.5, purchaseDate: '2027-02-01' });
    await asset({ name: 'Old switch', fundingSource: 'erate_c2', cost: 9000, purchaseDate: '2025-06-30' });
    await asset({ name: 'Laptop', fundingSource: 'esser', cost: 800, purchaseDate: '2026-09-01' });

    const saved = await call(t.app, 'PUT', '/api/erate/budget', {
      cookie: admin(),
      body: { districtId: w.districtA.id, cycleStartYear: 2026, budget: 150000 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      cycleStartYear: 2026,
      from: '2026-07-01',
      to: '2031-06-30',
      configured: true,
      budget: 150000,
      spent: 13000,
      remaining: 137000,
      overspent: false,
      counted: 2,
      cycles: [2026],
    });
    const read = await call(t.app, 'GET', `/api/erate/budget?districtId=${w.districtA.id}`, {
      cookie: admin(),
    });
    expect(read.body).toMatchObject({ cycleStartYear: 2026, spent: 13000, remaining: 137000 });
  });

  it('counts every funding source the district marks as C2', async () => {
    const district = await makeDistrict(t.db);
    const a = await makeUser(t.db, { role: 'district_admin', districtId: district.id });
    const cookie = await signIn(t.app, a.email);
    await t.db.insert(fundingSources).values([
      { districtId: district.id, key: 'erate_c2', label: 'E-Rate C2', erateC2: true },
      { districtId: district.id, key: 'c2_match', label: 'C2 district match', erateC2: true },
      { districtId: district.id, key: 'general', label: 'General fund', erateC2: false },
    ]);
    await asset({
      districtId: district.id,
      fundingSource: 'c2_match',
      cost: 100,
      purchaseDate: '2026-07-01',
    });
    await asset({ districtId: district.id, fundingSource: 'general', cost: 100, purchaseDate: '2026-07-01' });
    const res = await call(t.app, 'GET', `/api/erate/budget?districtId=${district.id}&cycleStartYear=2026`, {
      cookie,
    });
    expect(res.body).toMatchObject({ spent: 100, counted: 1 });
    const list = await call(t.app, 'GET', `/api/erate/equipment?districtId=${district.id}`, { cookie });
    expect(list.body.map((r: { fundingSource: string }) => r.fundingSource)).toEqual(['C2 district match']);
  });

  it.each([
    [{ cycleStartYear: 2014, budget: 1 }, ERATE_MESSAGES.cycleStartYear],
    [{ cycleStartYear: '2026', budget: 1 }, ERATE_MESSAGES.cycleStartYear],
    [{ budget: 1 }, ERATE_MESSAGES.cycleStartYear],
    [{ cycleStartYear: 2026, budget: -5 }, ERATE_MESSAGES.budget],
    [{ cycleStartYear: 2026 }, ERATE_MESSAGES.budget],
    [{ cycleStartYear: 2026, budget: 100_000_001 }, ERATE_MESSAGES.budgetMax],
  ])('refuses %j: %s', async (body, message) => {
    const res = await call(t.app, 'PUT', '/api/erate/budget', {
      cookie: admin(),
      body: { districtId: w.districtA.id, ...body },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a cycle year in the query', async () => {
    const res = await call(
      t.app,
      'GET',
      `/api/erate/budget?districtId=${w.districtA.id}&cycleStartYear=abc`,
      {
        cookie: admin(),
      },
    );
    expect(res).toMatchObject({ status: 400, body: { message: ERATE_MESSAGES.cycleStartYear } });
  });
});

describe('the register', () => {
  it('lists C2 equipment with make, model, serial, location, install date, cost; exports CSV and Excel', async () => {
    await asset({
      name: 'MDF switch',
      manufacturer: 'Cisco',
      model: 'Catalyst 9300',
      serialNumber: 'FOC1234X0AB',
      siteId: siteA,
      location: 'MDF',
      fundingSource: 'erate_c2',
      cost: 4200,
      purchaseDate: '2026-09-15',
      assetTag: 'NET-0001',
    });
    const list = await call(t.app, 'GET', `/api/erate/equipment?districtId=${w.districtA.id}`, {
      cookie: admin(),
    });
    expect(list.status).toBe(200);
    const row = list.body.find((r: { assetTag: string }) => r.assetTag === 'NET-0001');
    expect(row).toMatchObject({
      make: 'Cisco',
      model: 'Catalyst 9300',
      serialNumber: 'FOC1234X0AB',
      location: 'Lakeside Elementary — MDF',
      installDate: '2026-09-15',
      cost: 4200,
      fundingSource: 'E-Rate C2',
      disposedOn: null,
      keptUntil: null,
    });
    expect(list.body.some((r: { name: string }) => r.name === 'Laptop')).toBe(false);

    const csv = await call(t.app, 'GET', `/api/erate/register?districtId=${w.districtA.id}&format=csv`, {
      cookie: admin(),
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`erate-c2-register-${today}.csv`);
    expect(csv.headers['x-export-count']).toBe(String(list.body.length));
    expect((csv.body as string).split('\r\n')[0]).toBe(
      'Asset tag,Make,Model,Serial number,Name,Location,Install date,Cost,Funding source,Disposed on,Disposal note,Kept until',
    );
    expect(csv.body as string).toContain(
      'NET-0001,Cisco,Catalyst 9300,FOC1234X0AB,MDF switch,Lakeside Elementary — MDF,2026-09-15,4200,E-Rate C2,,,',
    );

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/erate/register?districtId=${w.districtA.id}&format=xlsx`,
      headers: { cookie: admin()! },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('C2 register')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Asset tag');
    const values = sheet.getSheetValues().slice(2) as unknown[][];
    const net = values.find((v) => v?.[1] === 'NET-0001')!;
    expect(net[8]).toBe(4200);
    expect(net[7]).toEqual(new Date(Date.UTC(2026, 8, 15)));
  });

  it('refuses another format', async () => {
    const res = await call(t.app, 'GET', `/api/erate/register?districtId=${w.districtA.id}&format=pdf`, {
      cookie: admin(),
    });
    expect(res).toMatchObject({ status: 400, body: { message: ERATE_MESSAGES.format } });
  });
});

describe('disposal instead of delete', () => {
  it('refuses deleting C2 equipment, records its disposal and keeps it on the register 10 years', async () => {
    const sw = await asset({
      name: 'IDF switch',
      fundingSource: 'erate_c2',
      cost: 900,
      purchaseDate: '2026-08-01',
    });
    const del = await call(t.app, 'DELETE', `/api/assets/${sw.id}?districtId=${w.districtA.id}`, {
      cookie: admin(),
    });
    expect(del).toMatchObject({ status: 409, body: { message: ERATE_MESSAGES.deleteC2(null) } });

    const disposed = await call(t.app, 'POST', `/api/assets/${sw.id}/dispose?districtId=${w.districtA.id}`, {
      cookie: w.cookies.techA,
      body: { disposedOn: '2026-11-02', note: 'Recycled by the e-waste vendor' },
    });
    expect(disposed.status).toBe(200);
    expect(disposed.body).toEqual({
      id: sw.id,
      status: 'retired',
      disposedOn: '2026-11-02',
      disposalNote: 'Recycled by the e-waste vendor',
      keptUntil: '2036-11-02',
    });
    const [row] = await t.db.select().from(assets).where(eq(assets.id, sw.id));
    expect(row).toMatchObject({ status: 'retired', disposedOn: '2026-11-02' });

    const history = await call(t.app, 'GET', `/api/assets/${sw.id}/history?districtId=${w.districtA.id}`, {
      cookie: admin(),
    });
    expect(history.body[0]).toMatchObject({ action: 'status_changed', toStatus: 'retired' });
    expect(history.body[0].note).toContain('Disposed of on 2026-11-02');

    const list = await call(t.app, 'GET', `/api/erate/equipment?districtId=${w.districtA.id}`, {
      cookie: admin(),
    });
    expect(list.body.find((r: { id: string }) => r.id === sw.id)).toMatchObject({
      disposedOn: '2026-11-02',
      keptUntil: '2036-11-02',
    });
    const again = await call(t.app, 'DELETE', `/api/assets/${sw.id}?districtId=${w.districtA.id}`, {
      cookie: admin(),
    });
    expect(again).toMatchObject({ status: 409, body: { message: ERATE_MESSAGES.deleteC2('2036-11-02') } });
    const twice = await call(t.app, 'POST', `/api/assets/${sw.id}/dispose`, {
      cookie: admin(),
      body: { disposedOn: '2026-11-03', note: 'Again' },
    });
    expect(twice).toMatchObject({ status: 409, body: { message: ERATE_MESSAGES.alreadyDisposed } });
  });

  it('drops a record from the register 10 years after disposal, and then it may be deleted', async () => {
    const old = await asset({ fundingSource: 'erate_c2', disposedOn: '2015-01-01', status: 'retired' });
    expect(keptUntil('2015-01-01') < today).toBe(true);
    const list = await call(t.app, 'GET', `/api/erate/equipment?districtId=${w.districtA.id}`, {
      cookie: admin(),
    });
    expect(list.body.some((r: { id: string }) => r.id === old.id)).toBe(false);
    const del = await call(t.app, 'DELETE', `/api/assets/${old.id}?districtId=${w.districtA.id}`, {
      cookie: admin(),
    });
    expect(del.status).toBe(200);
  });

  it('still deletes other assets, and disposes of them too (no retention)', async () => {
    const laptop = await asset({ fundingSource: 'esser' });
    const res = await call(t.app, 'POST', `/api/assets/${laptop.id}/dispose`, {
      cookie: admin(),
      body: { disposedOn: '2026-10-01', note: 'Sold at auction' },
    });
    expect(res.body.keptUntil).toBeNull();
    const plain = await asset({});
    expect((await call(t.app, 'DELETE', `/api/assets/${plain.id}`, { cookie: admin() })).status).toBe(200);
  });

  it.each([
    [{ disposedOn: 'yesterday', note: 'Recycled' }, ERATE_MESSAGES.disposedOn],
    [{ note: 'Recycled' }, ERATE_MESSAGES.disposedOn],
    [{ disposedOn: '2026-11-01', note: '' }, ERATE_MESSAGES.disposalNote],
    [{ disposedOn: '2026-11-01' }, ERATE_MESSAGES.disposalNote],
    [{ disposedOn: '2026-11-01', note: 'x'.repeat(501) }, 'Must be at most 500 characters'],
    [{ disposedOn: '2199-01-01', note: 'Recycled' }, ERATE_MESSAGES.disposedInFuture],
  ])('refuses %j: %s', async (body, message) => {
    const sw = await asset({ fundingSource: 'erate_c2' });
    const res = await call(t.app, 'POST', `/api/assets/${sw.id}/dispose`, { cookie: admin(), body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("answers 404 for another district's asset", async () => {
    const sw = await asset({ fundingSource: 'erate_c2' });
    const res = await call(t.app, 'POST', `/api/assets/${sw.id}/dispose`, {
      cookie: w.cookies.adminB,
      body: { disposedOn: '2026-11-01', note: 'Recycled' },
    });
    expect(res.status).toBe(404);
  });
});

describe('warranty CSV import', () => {
  const csvPost = (body: string, dryRun = true, cookie = admin()) =>
    call(t.app, 'POST', `/api/warranty/import?districtId=${w.districtA.id}&dryRun=${dryRun}`, {
      cookie,
      body,
      headers: { 'content-type': 'text/csv' },
    });

  it('previews, then sets the end dates of the matched serials (Dell TechDirect export)', async () => {
    const a = await asset({ serialNumber: 'CSV0001', warrantyEndsOn: null });
    const b = await asset({ serialNumber: 'csv0002', warrantyEndsOn: '2027-01-01' });
    await asset({ serialNumber: 'CSV0003', warrantyEndsOn: '2028-05-05' });
    const file = [
      'Service Tag,Ship Date,Warranty Type,Warranty End Date',
      'CSV0001,2024-07-15,Basic,7/14/2027',
      'CSV0001,2024-07-15,ProSupport,7/14/2028',
      'CSV0002,2024-07-15,Basic,2029-01-31',
      'CSV0003,2024-07-15,Basic,2028-05-05',
      'ELSEWHERE9,2024-07-15,Basic,2029-01-31',
    ].join('\n');
    const preview = await csvPost(file);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      dryRun: true,
      total: 5,
      valid: 5,
      created: 0,
      rejectedCount: 0,
      unmatched: 1,
    });
    expect(preview.body.preview).toEqual([
      { row: 3, serial: 'CSV0001', assetTag: a.assetTag, name: 'Device', from: null, to: '2028-07-14' },
      {
        row: 4,
        serial: 'csv0002',
        assetTag: b.assetTag,
        name: 'Device',
        from: '2027-01-01',
        to: '2029-01-31',
      },
    ]);
    const [still] = await t.db.select().from(assets).where(eq(assets.id, a.id));
    expect(still!.warrantyEndsOn).toBeNull();

    const applied = await csvPost(file, false);
    expect(applied.body).toMatchObject({ dryRun: false, created: 2 });
    const [after] = await t.db.select().from(assets).where(eq(assets.id, a.id));
    expect(after!.warrantyEndsOn).toBe('2028-07-14');
  });

  it('takes a multipart upload with the Lenovo/HP columns', async () => {
    await asset({ serialNumber: 'PF3ABCDE' });
    const boundary = 'xyzBOUNDARY';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="lenovo.csv"',
      'Content-Type: text/csv',
      '',
      'Serial Number,Product,Start Date,End Date',
      'PF3ABCDE,ThinkPad 11e,2023-08-01,2027-07-31',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await call(t.app, 'POST', `/api/warranty/import?districtId=${w.districtA.id}`, {
      cookie: admin(),
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.preview[0]).toMatchObject({ serial: 'PF3ABCDE', to: '2027-07-31' });
  });

  it('reports rejected rows and imports nothing while any is', async () => {
    const c = await asset({ serialNumber: 'REJ0001' });
    const file =
      'Serial Number,Coverage End Date\nREJ0001,2029-02-02\n,2029-02-02\nREJ0002,someday\nREJ0003,\n';
    const preview = await csvPost(file);
    expect(preview.body).toMatchObject({ total: 4, valid: 1, rejectedCount: 3 });
    expect(preview.body.rejected).toEqual([
      { row: 3, serial: '', message: WARRANTY_MESSAGES.rowSerial },
      { row: 4, serial: 'REJ0002', message: WARRANTY_MESSAGES.rowDate('someday') },
      { row: 5, serial: 'REJ0003', message: WARRANTY_MESSAGES.rowDate('') },
    ]);
    const apply = await csvPost(file, false);
    expect(apply).toMatchObject({
      status: 400,
      body: {
        message: WARRANTY_MESSAGES.importRejected(3, { row: 3, message: WARRANTY_MESSAGES.rowSerial }),
      },
    });
    const [row] = await t.db.select().from(assets).where(eq(assets.id, c.id));
    expect(row!.warrantyEndsOn).toBeNull();
  });

  it.each([
    ['Serial Number,Ship Date\nX,2024-01-01\n', WARRANTY_MESSAGES.importColumns],
    ['Serial Number,Warranty End Date\n', WARRANTY_MESSAGES.importEmpty],
    [
      `Serial Number,Warranty End Date\n${'A,2027-01-01\n'.repeat(20_001)}`,
      WARRANTY_MESSAGES.importTooManyRows,
    ],
  ])('refuses a file that cannot be imported: %#', async (body, message) => {
    const res = await csvPost(body);
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses a request without a file, and dryRun other than true/false', async () => {
    const none = await call(t.app, 'POST', `/api/warranty/import?districtId=${w.districtA.id}`, {
      cookie: admin(),
      body: { file: 'x' },
    });
    expect(none).toMatchObject({ status: 415, body: { message: WARRANTY_MESSAGES.importNoFile } });
    const res = await call(t.app, 'POST', `/api/warranty/import?districtId=${w.districtA.id}&dryRun=maybe`, {
      cookie: admin(),
      body: 'Serial,End Date\nA,2027-01-01\n',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res).toMatchObject({ status: 400, body: { message: 'dryRun must be true or false.' } });
  });
});

describe('warranty look-up (Dell)', () => {
  const settings = (body: object, cookie = admin()) =>
    call(t.app, 'PUT', '/api/warranty/lookup', { cookie, body: { districtId: w.districtA.id, ...body } });
  const read = () =>
    call(t.app, 'GET', `/api/warranty/lookup?districtId=${w.districtA.id}`, { cookie: admin() });
  async function settled() {
    for (let i = 0; i < 100; i++) {
      const res = await read();
      if (!res.body.running) return res.body;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the look-up did not finish');
  }

  it('answers an unset look-up and refuses turning it on without credentials', async () => {
    expect((await read()).body).toMatchObject({
      configured: false,
      adapter: 'dell',
      enabled: false,
      credentialsSaved: false,
    });
    const res = await settings({ adapter: 'dell', enabled: true });
    expect(res).toMatchObject({ status: 400, body: { message: WARRANTY_MESSAGES.credentialsRequired } });
    const run = await call(t.app, 'POST', '/api/warranty/lookup/run', {
      cookie: admin(),
      body: { districtId: w.districtA.id },
    });
    expect(run).toMatchObject({ status: 400, body: { message: WARRANTY_MESSAGES.notConfigured } });
  });

  it.each([
    [{ adapter: 'lenovo', enabled: true }, WARRANTY_MESSAGES.adapter],
    [{ adapter: 'dell', enabled: 'yes' }, 'enabled must be true or false'],
    [{ adapter: 'dell', enabled: true, credentials: { clientSecret: 's' } }, WARRANTY_MESSAGES.clientId],
    [
      { adapter: 'dell', enabled: true, credentials: { clientId: 'c', clientSecret: '' } },
      WARRANTY_MESSAGES.clientSecret,
    ],
    [
      { adapter: 'dell', enabled: true, credentials: { clientId: 'c', clientSecret: 's', apiUrl: 'nope' } },
      WARRANTY_MESSAGES.apiUrl,
    ],
  ])('refuses %j', async (body, message) => {
    const res = await settings(body);
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('seals the credentials, runs as a job and fills end dates by service tag', async () => {
    const d1 = await asset({ manufacturer: 'Dell Inc.', serialNumber: 'DL0001', warrantyEndsOn: null });
    const d2 = await asset({ manufacturer: 'Dell', serialNumber: 'dl0002', warrantyEndsOn: today });
    const fresh = await asset({ manufacturer: 'Dell', serialNumber: 'DL0003', warrantyEndsOn: '2035-01-01' });
    const unknown = await asset({ manufacturer: 'Dell', serialNumber: 'DL0404' });
    const lenovo = await asset({ manufacturer: 'Lenovo', serialNumber: 'LN0001' });
    dell.tags.set('DL0001', ['2027-03-14', '2029-03-14']);
    dell.tags.set('DL0002', ['2030-06-30']);

    const saved = await settings({
      adapter: 'dell',
      enabled: true,
      credentials: { clientId: 'lakeside-id', clientSecret: 'lakeside-secret', apiUrl: dell.url },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ configured: true, enabled: true, credentialsSaved: true, due: 3 });
    expect(JSON.stringify(saved.body)).not.toContain('lakeside-secret');
    const [row] = await t.db
      .select()
      .from(warrantyLookups)
      .where(eq(warrantyLookups.districtId, w.districtA.id));
    expect(row!.credentialsSealed).not.toContain('lakeside-secret');

    const run = await call(t.app, 'POST', '/api/warranty/lookup/run', {
      cookie: admin(),
      body: { districtId: w.districtA.id },
    });
    expect(run).toMatchObject({ status: 202, body: { queued: true, message: WARRANTY_MESSAGES.queued } });
    const done = await settled();
    expect(done.lastResult).toEqual({
      looked: 3,
      found: 2,
      failed: 0,
      message: WARRANTY_MESSAGES.done(2, 3),
    });
    expect(done.lastRunAt).not.toBeNull();

    const ends = async (id: string) =>
      (await t.db.select().from(assets).where(eq(assets.id, id)))[0]!.warrantyEndsOn;
    expect(await ends(d1.id)).toBe('2029-03-14');
    expect(await ends(d2.id)).toBe('2030-06-30');
    expect(await ends(fresh.id)).toBe('2035-01-01');
    expect(await ends(unknown.id)).toBeNull();
    expect(await ends(lenovo.id)).toBeNull();
    const token = dell.calls.find((c) => c.path === '/auth/oauth/v2/token');
    expect(token).toBeDefined();
    const lookup = dell.calls.find((c) => c.path.endsWith('/asset-entitlements'))!;
    expect(lookup.tags.sort()).toEqual(['DL0001', 'DL0404', 'dl0002']);
    expect(lookup.authorization).toMatch(/^Bearer tok-/);
  });

  it('takes a new token when the old one expired, and records refused credentials', async () => {
    dell.expireToken();
    dell.calls.length = 0;
    await call(t.app, 'POST', '/api/warranty/lookup/run', {
      cookie: admin(),
      body: { districtId: w.districtA.id },
    });
    const done = await settled();
    expect(done.lastResult).toMatchObject({ looked: 1, failed: 0 });
    expect(dell.calls.map((c) => c.path)).toContain('/auth/oauth/v2/token');

    await settings({
      adapter: 'dell',
      enabled: true,
      credentials: { clientId: 'lakeside-id', clientSecret: 'wrong', apiUrl: dell.url },
    });
    await call(t.app, 'POST', '/api/warranty/lookup/run', {
      cookie: admin(),
      body: { districtId: w.districtA.id },
    });
    const refused = await settled();
    expect(refused.lastResult).toEqual({
      looked: 1,
      found: 0,
      failed: 1,
      message: WARRANTY_MESSAGES.credentialsRefused,
    });
  });

  it('the weekly run queues a district whose look-up is on, and none while it is off', async () => {
    const weekly = createWarrantyService({
      db: t.db,
      bus: t.bus,
      queue: t.background.queue,
      masterKey: TEST_MASTER_KEY,
      remote: { allowInsecure: true },
    });
    await settings({ adapter: 'dell', enabled: false });
    expect(await weekly.queueEnabled()).toBe(0);
    const before = (await read()).body.lastRunAt;
    await settings({ adapter: 'dell', enabled: true });
    expect(await weekly.queueEnabled()).toBe(1);
    const done = await settled();
    expect(done.lastRunAt).not.toBe(before);
    expect(done.lastResult?.message).not.toBe(WARRANTY_MESSAGES.running);
  });

  it('keeps the saved credentials when none are sent, and refuses a run while turned off', async () => {
    const off = await settings({ adapter: 'dell', enabled: false });
    expect(off.body).toMatchObject({ enabled: false, credentialsSaved: true });
    const run = await call(t.app, 'POST', '/api/warranty/lookup/run', {
      cookie: admin(),
      body: { districtId: w.districtA.id },
    });
    expect(run).toMatchObject({ status: 400, body: { message: WARRANTY_MESSAGES.disabled } });
  });
});

describe('who may', () => {
  it('answers 403 to technicians and viewers, 404 to another district', async () => {
    for (const url of [
      `/api/erate/budget?districtId=${w.districtA.id}`,
      `/api/erate/equipment?districtId=${w.districtA.id}`,
      `/api/erate/register?districtId=${w.districtA.id}`,
      `/api/warranty/lookup?districtId=${w.districtA.id}`,
    ]) {
      expect((await call(t.app, 'GET', url, { cookie: w.cookies.techA })).status).toBe(403);
      expect((await call(t.app, 'GET', url, { cookie: w.cookies.viewerA })).status).toBe(403);
      expect((await call(t.app, 'GET', url, { cookie: w.cookies.requesterA })).status).toBe(403);
      expect((await call(t.app, 'GET', url, { cookie: w.cookies.adminB })).status).toBe(404);
      expect((await call(t.app, 'GET', url, { cookie: w.cookies.provider })).status).toBe(200);
    }
  });

  // The money area is in every tier (analysis and up), so no tier refuses it; the inventory's toggle does.
  it('answers 403 when the inventory is switched off', async () => {
    const off = await makeDistrict(t.db, { serviceLevel: 'apex' });
    await t.db
      .update(districts)
      .set({ features: { assets: false } })
      .where(eq(districts.id, off.id));
    const offAdmin = await makeUser(t.db, { role: 'district_admin', districtId: off.id });
    const cookie = await signIn(t.app, offAdmin.email);
    for (const url of [
      `/api/erate/budget?districtId=${off.id}`,
      `/api/warranty/lookup?districtId=${off.id}`,
    ]) {
      const res = await call(t.app, 'GET', url, { cookie });
      expect(res).toMatchObject({
        status: 403,
        body: { message: 'Asset management is turned off for this district' },
      });
    }
  });
});
