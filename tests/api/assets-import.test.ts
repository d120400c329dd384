import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_MESSAGES, type ImportRow, toImportRow } from '../../domain/assets.ts';
import { districtStats } from '../../server/db/schema/index.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

const importRows = (rows: ImportRow[], dryRun: boolean, cookie = w.cookies.adminA) =>
  call(t.app, 'POST', '/api/assets/import', { cookie, body: { rows, dryRun } });
const summary = async () =>
  (await call(t.app, 'GET', '/api/assets/summary', { cookie: w.cookies.adminA })).body;
async function assetsTotal() {
  const [row] = await t.db.select().from(districtStats).where(eq(districtStats.districtId, w.districtA.id));
  return row?.assetsTotal ?? 0;
}

describe('import', () => {
  it('the dry run reports every rejected row and why, and changes nothing', async () => {
    await call(t.app, 'POST', '/api/assets', {
      cookie: w.cookies.adminA,
      body: { assetTag: 'EXIST-1', name: 'Already here' },
    });
    const before = await summary();
    const csv = [
      'Asset Tag,Name,Category,Status,Location,Serial Number,Assigned To',
      'IMP-1,Good laptop,laptop,active,Room 1,SN1,',
      ',No tag,laptop,active,,,',
      'IMP-3,,desktop,active,,,',
      'IMP-4,Bad category,toaster,active,,,',
      'IMP-5,Bad status,laptop,broken,,,',
      'IMP-1,Duplicate in file,laptop,active,,,',
      'exist-1,Duplicate of existing,laptop,active,,,',
      'IMP-8,Label case,Projector,Maintenance,Gym,,Coach Lee',
    ].join('\n');
    const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data.map(
      toImportRow,
    );
    const res = await importRows(rows, true);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dryRun: true, total: 8, valid: 2, created: 0, rejectedCount: 6 });
    expect(res.body.rejected).toEqual([
      { row: 3, assetTag: '', reasons: ['Missing asset tag'] },
      { row: 4, assetTag: 'IMP-3', reasons: ['Missing name'] },
      { row: 5, assetTag: 'IMP-4', reasons: ['Unknown category "toaster"'] },
      { row: 6, assetTag: 'IMP-5', reasons: ['Unknown status "broken"'] },
      { row: 7, assetTag: 'IMP-1', reasons: ['Duplicate asset tag IMP-1 (also on row 2)'] },
      { row: 8, assetTag: 'exist-1', reasons: ['Asset tag exist-1 already exists in this district'] },
    ]);
    expect(await summary()).toEqual(before);
  });

  it('a real import with any bad row changes nothing and says which rows', async () => {
    const before = await summary();
    const totalBefore = await assetsTotal();
    const res = await importRows(
      [
        { assetTag: 'OK-1', name: 'Fine' },
        { assetTag: 'OK-2', name: 'Fine too' },
        { assetTag: 'BAD-3', name: '' },
      ],
      false,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ASSET_MESSAGES.importHasErrors(1));
    expect(res.body.issues).toEqual([{ path: 'rows.2', message: 'Row 4: Missing name' }]);
    expect(await summary()).toEqual(before);
    expect(await assetsTotal()).toBe(totalBefore);
    const ok1 = await call(t.app, 'GET', '/api/assets/page?search=OK-1', { cookie: w.cookies.adminA });
    expect(ok1.body.total).toBe(0);
  });

  it('imports a valid file in one go, counts the assets and records their creation', async () => {
    const totalBefore = await assetsTotal();
    const res = await importRows(
      [
        {
          assetTag: 'NEW-1',
          name: 'Chromebook',
          category: 'Laptop',
          status: '',
          location: 'Room 9',
          serialNumber: 'S-1',
        },
        {
          assetTag: 'NEW-2',
          name: 'Projector',
          category: 'projector',
          status: 'maintenance',
          assignedTo: 'Room 12',
        },
        { assetTag: 'NEW-3', name: 'Formula', location: "'=SUM(A1)" },
      ],
      false,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dryRun: false,
      total: 3,
      valid: 3,
      created: 3,
      rejectedCount: 0,
      rejected: [],
    });
    expect(await assetsTotal()).toBe(totalBefore + 3);
    const list = (
      await call(t.app, 'GET', '/api/assets/page?search=NEW-&sort=assetTag', { cookie: w.cookies.adminA })
    ).body;
    expect(list.items.map((a: { assetTag: string }) => a.assetTag)).toEqual(['NEW-1', 'NEW-2', 'NEW-3']);
    expect(list.items[0]).toMatchObject({
      category: 'laptop',
      status: 'active',
      location: 'Room 9',
      serialNumber: 'S-1',
    });
    expect(list.items[1]).toMatchObject({
      status: 'maintenance',
      assignedTo: 'Room 12',
      assignedType: 'person',
    });
    expect(list.items[2].location).toBe("'=SUM(A1)");
    const history = await call(t.app, 'GET', `/api/assets/${list.items[0].id}/history`, {
      cookie: w.cookies.adminA,
    });
    expect(history.body).toEqual([expect.objectContaining({ action: 'created', note: 'Imported from CSV' })]);
  });

  it('reads back its own export, formula escaping included', async () => {
    const exported = await call(t.app, 'GET', '/api/assets/export?search=NEW-3', {
      cookie: w.cookies.adminB,
    });
    expect(exported.headers['x-export-count']).toBe('0');
    const mine = await call(t.app, 'GET', '/api/assets/export?search=NEW-', { cookie: w.cookies.adminA });
    const rows = Papa.parse<Record<string, string>>(mine.body as string, {
      header: true,
      skipEmptyLines: true,
    }).data.map(toImportRow);
    expect(rows).toHaveLength(3);
    // Into district B, where those tags are free.
    const res = await importRows(rows, false, w.cookies.adminB);
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(3);
    const formula = await call(t.app, 'GET', '/api/assets/page?search=NEW-3', { cookie: w.cookies.adminB });
    expect(formula.body.items[0].location).toBe("'=SUM(A1)");
  });

  it('imports 20,000 rows in one transaction', async () => {
    const totalBefore = await assetsTotal();
    const rows: ImportRow[] = Array.from({ length: 20_000 }, (_, i) => ({
      assetTag: `BULK-${String(i).padStart(5, '0')}`,
      name: `Student Chromebook ${i}`,
      category: i % 10 === 0 ? 'tablet' : 'laptop',
      status: 'active',
      location: `Room ${i % 40}`,
      serialNumber: `CB${i}`,
    }));
    const dry = await importRows(rows, true);
    expect(dry.body).toMatchObject({ valid: 20_000, rejectedCount: 0 });
    const res = await importRows(rows, false);
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(20_000);
    expect(await assetsTotal()).toBe(totalBefore + 20_000);
    expect((await summary()).total).toBe(totalBefore + 20_000);
    const again = await importRows(rows.slice(0, 3), true);
    expect(again.body.rejectedCount).toBe(3);
  });

  it('validates the request itself', async () => {
    const empty = await importRows([], true);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(ASSET_MESSAGES.importEmpty);
    const noFlag = await call(t.app, 'POST', '/api/assets/import', {
      cookie: w.cookies.adminA,
      body: { rows: [{ assetTag: 'A' }] },
    });
    expect(noFlag.status).toBe(400);
    const viewer = await importRows([{ assetTag: 'V-1', name: 'Viewer' }], true, w.cookies.viewerA);
    expect(viewer.status).toBe(403);
  });
});
