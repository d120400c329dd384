import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEET_MESSAGES, type FleetAue } from '../../domain/fleet.ts';
import { assets, districts, people, sites } from '../../server/db/schema/index.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// The AUE cliff (issue 31): devices by the school year their support ends, past support, per site
// and model, replacement costs per model, students per working device, and Five Star's roll-up
// across districts with its CSV and Excel export.

let t: TestApp;
let w: World;
const thisYear = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  const [lincoln] = await t.db
    .insert(sites)
    .values({ districtId: w.districtA.id, name: 'Lincoln High' })
    .returning();
  const device = (tag: string, model: string, supportEndsOn: string | null, extra = {}) => ({
    districtId: w.districtA.id,
    assetTag: tag,
    name: model,
    model,
    supportEndsOn,
    siteId: lincoln!.id,
    ...extra,
  });
  await t.db
    .insert(assets)
    .values([
      device('A1', 'Chromebook 11 G8', `${thisYear - 1}-06-30`),
      device('A2', 'Chromebook 11 G8', `${thisYear - 1}-06-30`),
      device('A3', 'Chromebook 311', `${thisYear + 2}-08-31`),
      device('A4', 'Chromebook 311', `${thisYear + 3}-06-30`, { status: 'maintenance' as const }),
      device('A5', 'Chromebook 311', `${thisYear + 3}-06-30`, { status: 'retired' as const }),
      device('A6', 'iPad 9', null),
    ]);
  await t.db.insert(people).values(
    ['Ana', 'Ben', 'Cy', 'Di', 'Ed'].map((firstName) => ({
      districtId: w.districtA.id,
      firstName,
      role: 'student' as const,
      siteId: lincoln!.id,
    })),
  );
  await t.db.insert(assets).values({
    districtId: w.districtB.id,
    assetTag: 'B1',
    name: 'Old',
    model: 'Chromebook 11 G8',
    supportEndsOn: `${thisYear - 2}-01-15`,
  });
});
afterAll(() => t.close());

const aue = (query: string, cookie = w.cookies.viewerA) =>
  call<FleetAue>(t.app, 'GET', `/api/fleet/aue${query}`, { cookie });
const setCost = (body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call(t.app, 'PUT', '/api/fleet/model-costs', { cookie, body });

const sy = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

describe('the AUE cliff of a district', () => {
  it('buckets devices by school year ending June 30, with past support and per site and model', async () => {
    const res = await aue(`?districtId=${w.districtA.id}`);
    expect(res.status).toBe(200);
    expect(res.body.devices).toBe(5);
    expect(res.body.unknownSupport).toBe(1);
    // June 30 of last year ends the school year before; August 31 and June 30 three years on are one year.
    expect(res.body.years).toEqual([
      { schoolYear: sy(thisYear - 2), devices: 2, pastSupport: 2, replacementCost: 0 },
      { schoolYear: sy(thisYear + 2), devices: 2, pastSupport: 0, replacementCost: 0 },
    ]);
    expect(res.body.pastSupport).toEqual({ devices: 2, replacementCost: 0 });
    expect(res.body.bySite).toEqual([
      {
        siteId: expect.any(String),
        siteName: 'Lincoln High',
        devices: 5,
        pastSupport: 2,
        // A3 and A6 are active and supported (A4 is in repair).
        workingDevices: 2,
        students: 5,
        studentsPerDevice: 2.5,
      },
    ]);
    expect(res.body.byModel.map((m) => [m.model, m.devices, m.pastSupport])).toEqual([
      ['Chromebook 11 G8', 2, 2],
      ['Chromebook 311', 2, 0],
    ]);
    expect(res.body.byDistrict).toBeNull();
  });

  it('prices the cliff with the unit cost per model its administrator sets', async () => {
    const saved = await setCost({ districtId: w.districtA.id, model: 'Chromebook 11 G8', unitCost: 289.5 });
    expect(saved).toMatchObject({ status: 200, body: { model: 'Chromebook 11 G8', unitCost: 289.5 } });
    await setCost({ districtId: w.districtA.id, model: 'Chromebook 311', unitCost: 329 });
    const res = await aue(`?districtId=${w.districtA.id}`);
    expect(res.body.pastSupport).toEqual({ devices: 2, replacementCost: 579 });
    expect(res.body.years.map((y) => y.replacementCost)).toEqual([579, 658]);
    expect(res.body.byModel.map((m) => [m.model, m.unitCost, m.replacementCost])).toEqual([
      ['Chromebook 11 G8', 289.5, 579],
      ['Chromebook 311', 329, 658],
    ]);
  });

  it('says what is wrong with a unit cost; only administrators set one', async () => {
    expect((await setCost({ districtId: w.districtA.id, model: ' ', unitCost: 5 })).body.message).toBe(
      FLEET_MESSAGES.modelRequired,
    );
    expect((await setCost({ districtId: w.districtA.id, model: 'X', unitCost: -1 })).body.message).toBe(
      FLEET_MESSAGES.costInvalid,
    );
    expect((await setCost({ districtId: w.districtA.id, model: 'X', unitCost: 'ten' })).body.message).toBe(
      FLEET_MESSAGES.costInvalid,
    );
    expect(
      (await setCost({ districtId: w.districtA.id, model: 'X', unitCost: 1 }, w.cookies.techA)).status,
    ).toBe(403);
    expect(
      (await setCost({ districtId: w.districtA.id, model: 'X', unitCost: 1 }, w.cookies.adminB)).status,
    ).toBe(404);
  });
});

describe('Five Star’s roll-up', () => {
  it('shows every district and the total outside a district view', async () => {
    const res = await aue('', w.cookies.provider);
    expect(res.status).toBe(200);
    const mine = res.body.byDistrict!.filter(
      (d) => d.districtId === w.districtA.id || d.districtId === w.districtB.id,
    );
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          districtId: w.districtA.id,
          // Every device of its fleet, with a support date or not (the iPad has none).
          devices: 5,
          pastSupport: 2,
          replacementCost: 579,
          pastSupportShare: 40,
        }),
        expect.objectContaining({
          districtId: w.districtB.id,
          devices: 1,
          pastSupport: 1,
          replacementCost: 0,
          pastSupportShare: 100,
        }),
      ]),
    );
    expect(res.body.pastSupport.devices).toBeGreaterThanOrEqual(3);
  });

  it('exports it as CSV and Excel', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/fleet/aue/export?format=csv',
      headers: { cookie: w.cookies.provider! },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="aue-rollup-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('District,School year support ends,Devices,Past support,Replacement cost ($)');
    const [a] = await t.db
      .select({ name: districts.name })
      .from(districts)
      .where(eq(districts.id, w.districtA.id));
    expect(lines).toContain(`${a!.name},${sy(thisYear - 2)},2,2,579`);
    expect(lines.some((l) => l.startsWith('All districts,'))).toBe(true);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/fleet/aue/export?format=xlsx&districtId=${w.districtA.id}`,
      headers: { cookie: w.cookies.adminA! },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('AUE by school year')!;
    expect(sheet.getRow(2).values).toEqual([undefined, a!.name, sy(thisYear - 2), 2, 2, 579]);
  });

  it('keeps a district to its own fleet', async () => {
    const res = await aue(`?districtId=${w.districtA.id}`, w.cookies.adminB);
    expect(res.status).toBe(404);
    const own = await aue('', w.cookies.adminB);
    expect(own.body.devices).toBe(1);
    expect(own.body.byDistrict).toBeNull();
  });

  it('is in the Executive Summary PDF: one district, and per district in a roll-up', async () => {
    mkdirSync('/tmp/people-ui-shots', { recursive: true });
    // Poppler's pdftotext reads it (installed on the test machine); the files stay to look at.
    const textOf = async (url: string, cookie: string, name: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      writeFileSync(`/tmp/people-ui-shots/${name}.pdf`, res.rawPayload);
      const poppler = (tool: string, args: string[]) => execFileSync(tool, args).toString();
      return poppler('pdftotext', ['-layout', `/tmp/people-ui-shots/${name}.pdf`, '-']);
    };
    const one = await textOf(
      `/api/reports/executive-summary?districtId=${w.districtA.id}`,
      w.cookies.adminA!,
      'executive-summary-district',
    );
    expect(one).toContain('Device update expiry (AUE)');
    expect(one).toMatch(/Cost to replace past support[\s\S]*\$579\.00/);
    expect(one).toMatch(new RegExp(`${sy(thisYear - 2)}\\s+2\\s+2\\s+\\$579\\.00`));
    expect(one).not.toContain('Per district');

    const [a] = await t.db
      .select({ name: districts.name })
      .from(districts)
      .where(eq(districts.id, w.districtA.id));
    const all = await textOf('/api/reports/executive-summary', w.cookies.provider!, 'executive-summary-all');
    expect(all).toContain('Device update expiry (AUE)');
    expect(all).toContain('Per district');
    expect(all).toMatch(new RegExp(`${a!.name}\\s+5\\s+2\\s+40%\\s+\\$579\\.00`));
    expect(all).toMatch(/Total\s+[\d,]+\s+[\d,]+/);
  });
});
