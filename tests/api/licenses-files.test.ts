import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  isoDay,
  LICENSE_CSV_COLUMNS,
  LICENSE_IMPORT_MAX_BYTES,
  type License,
  type LicenseHistoryEntry,
  type LicenseImportReport,
  LICENSE_MESSAGES as M,
} from '../../domain/licenses.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
const renewal = addDays(isoDay(), 200);
const header = LICENSE_CSV_COLUMNS.map((c) => c.label).join(',');

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  const add = (body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/licenses', {
      cookie: w.cookies.adminA,
      body: { vendor: 'Vendor', renewalDate: renewal, licenseCount: 10, ...body },
    });
  await add({
    name: 'Alpha Filter',
    vendor: 'Securly',
    category: 'Content Filtering',
    cost: 1200.5,
    costPerSeat: 12,
  });
  await add({ name: '=HYPERLINK("http://evil")', vendor: 'Mallory', notes: '+1 trick' });
  await add({
    name: 'Campus Wide',
    vendor: 'Google',
    seatModel: 'site',
    cost: 0,
    purchaseDate: addDays(isoDay(), -100),
  });
});
afterAll(() => t.close());

const rawGet = (url: string, cookie = w.cookies.adminA) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookie! } });

/** A multipart/form-data body with one file field. */
function multipart(field: string, fileName: string, content: string | Buffer) {
  const boundary = '----licenseImport7MA4YWxkTrZu0gW';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const importFile = (content: string, dryRun: boolean, cookie = w.cookies.adminA, field = 'file') => {
  const form = multipart(field, 'licenses.csv', content);
  return call(t.app, 'POST', `/api/licenses/import?dryRun=${dryRun}`, {
    cookie,
    body: form.body,
    headers: form.headers,
  });
};
const importText = (content: string, dryRun: boolean) =>
  call(t.app, 'POST', `/api/licenses/import?dryRun=${dryRun}`, {
    cookie: w.cookies.adminA,
    body: content,
    headers: { 'content-type': 'text/csv' },
  });

describe('export (GET /api/licenses/export)', () => {
  it('answers CSV with the product columns, the filters applied and formulas escaped', async () => {
    const res = await rawGet('/api/licenses/export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="licenses-export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['x-export-count']).toBe('3');
    const rows = Papa.parse<string[]>(res.body.trim()).data;
    expect(rows[0]!.join(',')).toBe(header);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      '\'=HYPERLINK("http://evil")',
      'Alpha Filter',
      'Campus Wide',
    ]);
    expect(rows[2]).toEqual([
      'Alpha Filter',
      'Securly',
      'Content Filtering',
      'Per user',
      '10',
      '0',
      '1200.5',
      '12',
      '',
      renewal,
      'Active',
      'No',
      '',
      '',
      '',
      '',
    ]);
    expect(rows[3]!.slice(3, 7)).toEqual(['Site license', '', '', '0']);
    const filtered = await rawGet('/api/licenses/export?q=alpha');
    expect(filtered.headers['x-export-count']).toBe('1');
  });

  it('leaves costs out for technicians', async () => {
    const res = await rawGet('/api/licenses/export?q=alpha', w.cookies.techA);
    expect(Papa.parse<string[]>(res.body.trim()).data[1]!.slice(6, 8)).toEqual(['', '']);
  });

  it('answers an Excel workbook: one sheet, styled header, sized columns, dollars and dates', async () => {
    const res = await rawGet('/api/licenses/export?format=xlsx&q=alpha');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/licenses-export-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Licenses']);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(LICENSE_CSV_COLUMNS.map((c) => c.label));
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(LICENSE_CSV_COLUMNS[0].width);
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('Alpha Filter');
    expect(row.getCell(7).value).toBe(1200.5);
    expect(row.getCell(7).numFmt).toBe('"$"#,##0.00');
    expect((row.getCell(10).value as Date).toISOString().slice(0, 10)).toBe(renewal);
  });

  it('refuses an unknown format', async () => {
    const res = await call(t.app, 'GET', '/api/licenses/export?format=pdf', { cookie: w.cookies.adminA });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Format must be csv or xlsx.');
  });
});

describe('import (POST /api/licenses/import)', () => {
  const good = [
    header,
    `Jamf School,Jamf,Mobile Device Management,Per device,600,,"$7,200.00",12,2025-07-01,${renewal},,Yes,PO-9,,https://jamf.example,`,
    `Gaggle Safety,Gaggle,student safety,per user,1200,950,0,,,${renewal},Cancelled,No,,,,'=not a formula`,
  ].join('\n');

  it('checks a file in a dry run: a preview of the valid rows and each rejected row with why, nothing changed', async () => {
    const before = (await call<License[]>(t.app, 'GET', '/api/licenses', { cookie: w.cookies.adminA })).body
      .length;
    const res = await importFile(
      [
        header,
        `Jamf School,Jamf,Mobile Device Management,Per device,600,,7200,,,${renewal},,No,,,,`,
        `,Nobody,Productivity,Per user,10,,0,,,${renewal},,No,,,,`,
        `Alpha Filter,securly,Content Filtering,Per user,10,,0,,,${renewal},,No,,,,`,
        `Late,Vendor,Productivity,Per user,10,,0,,2030-01-01,2029-01-01,,No,,,,`,
      ].join('\n'),
      true,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dryRun: true, total: 4, valid: 1, created: 0, rejectedCount: 3 });
    expect(res.body.rejected).toEqual([
      { row: 3, name: '', reasons: [M.nameRequired] },
      { row: 4, name: 'Alpha Filter', reasons: [M.alreadyInDistrict('Alpha Filter', 'Securly')] },
      { row: 5, name: 'Late', reasons: [M.renewalBeforePurchase] },
    ]);
    expect(res.body.preview).toEqual([
      {
        row: 2,
        name: 'Jamf School',
        vendor: 'Jamf',
        category: 'Mobile Device Management',
        seatModel: 'per_device',
        licenseCount: 600,
        cost: 7200,
        renewalDate: renewal,
        status: 'active',
      },
    ]);
    const after = (await call<License[]>(t.app, 'GET', '/api/licenses', { cookie: w.cookies.adminA })).body
      .length;
    expect(after).toBe(before);
  });

  it('imports nothing when any row is rejected, naming the rows', async () => {
    const res = await importText(
      [good, `Broken,Vendor,Games,Per user,10,,0,,,${renewal},,No,,,,`].join('\n'),
      false,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.importHasErrors(1));
    expect(res.body.issues).toEqual([{ path: 'rows.2', message: `Row 4: ${M.invalidCategory}` }]);
    const list = (await call<License[]>(t.app, 'GET', '/api/licenses?q=jamf', { cookie: w.cookies.adminA }))
      .body;
    expect(list).toEqual([]);
  });

  it('imports every row of a good file in one go (multipart or a CSV body) and records each', async () => {
    const res = await importFile(good, false);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dryRun: false, total: 2, valid: 2, created: 2, rejectedCount: 0 });
    const list = (await call<License[]>(t.app, 'GET', '/api/licenses?q=a', { cookie: w.cookies.adminA }))
      .body;
    const full = async (name: string) => {
      const id = list.find((l) => l.name === name)!.id;
      return (await call<License>(t.app, 'GET', `/api/licenses/${id}`, { cookie: w.cookies.adminA })).body;
    };
    const jamf = await full('Jamf School');
    expect(jamf).toMatchObject({
      seatModel: 'per_device',
      licenseCount: 600,
      cost: 7200,
      costPerSeat: 12,
      autoRenew: true,
      contractNumber: 'PO-9',
      seatTracking: 'assignments',
      status: 'active',
    });
    const gaggle = await full('Gaggle Safety');
    expect(gaggle).toMatchObject({
      category: 'Student Safety',
      seatTracking: 'manual',
      usedLicenses: 950,
      status: 'cancelled',
      notes: '=not a formula',
    });
    const history = await call<LicenseHistoryEntry[]>(t.app, 'GET', `/api/licenses/${jamf.id}/history`, {
      cookie: w.cookies.adminA,
    });
    expect(history.body.map((h) => h.action)).toEqual(['imported']);
    // The same file again: every row is a duplicate now.
    const again = await importText(good, true);
    expect(again.body.rejectedCount).toBe(2);
  });

  it('reads back its own export', async () => {
    const exported = await rawGet('/api/licenses/export?q=alpha');
    const res = await call<LicenseImportReport>(
      t.app,
      'POST',
      `/api/licenses/import?dryRun=true&districtId=${w.districtB.id}`,
      {
        cookie: w.cookies.provider,
        body: exported.body,
        headers: { 'content-type': 'text/csv' },
      },
    );
    expect(res.body).toMatchObject({ total: 1, valid: 1, rejectedCount: 0 });
    expect(res.body.preview[0]).toMatchObject({ name: 'Alpha Filter', cost: 1200.5 });
  });

  it.each([
    ['a file without the name and vendor columns', 'Title,Seats\nX,1', M.importColumns],
    ['a file without rows', header, M.importEmpty],
    [
      'too many rows',
      [header, ...Array.from({ length: 5001 }, (_, i) => `L${i},V,,,,,,,,${renewal},,,,,,`)].join('\n'),
      M.importTooManyRows,
    ],
  ])('refuses %s', async (_what, content, message) => {
    const res = await importText(content, true);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a body that is not a CSV file, a wrong field and a file too large', async () => {
    const json = await call(t.app, 'POST', '/api/licenses/import', {
      cookie: w.cookies.adminA,
      body: { rows: [] },
    });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe(M.importNoFile);
    const wrongField = await importFile(good, true, w.cookies.adminA, 'upload');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe(M.importNoFile);
    const big = await importFile(`${header}\n${'x'.repeat(LICENSE_IMPORT_MAX_BYTES + 10)}`, true);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(M.importTooLarge);
    const dry = await call(t.app, 'POST', '/api/licenses/import?dryRun=maybe', {
      cookie: w.cookies.adminA,
      body: good,
      headers: { 'content-type': 'text/csv' },
    });
    expect(dry.body.message).toBe('dryRun must be true or false.');
  });

  it('is for administrators: technicians and viewers are refused', async () => {
    expect((await importFile(good, true, w.cookies.techA)).status).toBe(403);
    expect((await importFile(good, true, w.cookies.viewerA)).status).toBe(403);
  });
});
