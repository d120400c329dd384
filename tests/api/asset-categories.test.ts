// A district's own asset categories with custom fields (issue 27.5): the list, its checks, assets
// carrying values checked against their category, search, and the CSV round trip.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSET_CATEGORY_LIMITS,
  type Asset,
  type AssetCategoryDef,
  DEFAULT_ASSET_CATEGORIES,
  type ImportReport,
  ASSET_CATEGORY_MESSAGES as M,
  toImportRow,
} from '../../domain/assets.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

const as =
  (who: keyof World['cookies']) =>
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them.
  <T = any>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    call<T>(t.app, method, url, { cookie: w.cookies[who], body });
const admin = as('adminA');
const tech = as('techA');
const provider = as('provider');

const camera: AssetCategoryDef = {
  key: 'document_camera',
  label: 'Document camera',
  fields: [
    { key: 'lens', label: 'Lens type', type: 'list', options: ['Fixed', 'Zoom'] },
    { key: 'megapixels', label: 'Megapixels', type: 'number' },
    { key: 'warranty_until', label: 'Warranty until', type: 'date' },
    { key: 'room_note', label: 'Room note', type: 'text' },
  ],
};
const withCamera = DEFAULT_ASSET_CATEGORIES.map((c) => (c.key === camera.key ? camera : c));
const putCategories = (body: unknown, who = admin) => who('PUT', '/api/asset-categories', body);

describe('GET/PUT /api/asset-categories', () => {
  it('answers the thirteen defaults until the district saves its own list, then that list in order', async () => {
    const before = await tech<AssetCategoryDef[]>('GET', '/api/asset-categories');
    expect(before.status).toBe(200);
    expect(before.body.map((c) => c.key)).toEqual(DEFAULT_ASSET_CATEGORIES.map((c) => c.key));

    const saved = await putCategories(withCamera);
    expect(saved.status).toBe(200);
    const after = await tech<AssetCategoryDef[]>('GET', '/api/asset-categories');
    expect(after.body.find((c) => c.key === 'document_camera')).toEqual(camera);
    // Another district keeps the defaults; Five Star edits any district's list by naming it.
    const other = await call<AssetCategoryDef[]>(t.app, 'GET', '/api/asset-categories', {
      cookie: w.cookies.adminB,
    });
    expect(other.body.find((c) => c.key === 'document_camera')?.fields).toEqual([]);
    const byProvider = await provider('PUT', `/api/asset-categories?districtId=${w.districtB.id}`, [
      ...DEFAULT_ASSET_CATEGORIES,
      { key: 'bus_tablet', label: 'Bus tablet', fields: [] },
    ]);
    expect(byProvider.status).toBe(200);
  });

  const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
  it.each([
    ['a duplicate key', [camera, { ...camera, label: 'Again' }], M.duplicateKey('document_camera')],
    ['an empty label', [{ key: 'blank', label: ' ', fields: [] }], M.label],
    ['a bad key', [{ key: 'Not A Key', label: 'X', fields: [] }], M.key],
    [
      'an empty field label',
      [{ ...camera, fields: [{ key: 'f', label: '', type: 'text' }] }],
      M.fieldLabel('Document camera'),
    ],
    [
      'a bad field type',
      [{ ...camera, fields: [{ key: 'f', label: 'Colour', type: 'colour' }] }],
      M.fieldType,
    ],
    [
      'a list without options',
      [{ ...camera, fields: [{ key: 'f', label: 'Lens', type: 'list' }] }],
      M.listOptions('Lens'),
    ],
    [
      'a duplicate field key',
      [{ ...camera, fields: [camera.fields[1]!, { ...camera.fields[1]!, label: 'Again' }] }],
      M.duplicateFieldKey('Document camera', 'megapixels'),
    ],
    ['no category at all', [], M.none],
    [
      'too many categories',
      many(ASSET_CATEGORY_LIMITS.categories + 1, (i) => ({ key: `c${i}`, label: `C${i}`, fields: [] })),
      M.tooManyCategories,
    ],
    [
      'too many fields',
      [
        {
          ...camera,
          fields: many(ASSET_CATEGORY_LIMITS.fields + 1, (i) => ({
            key: `f${i}`,
            label: `F${i}`,
            type: 'text',
          })),
        },
      ],
      M.tooManyFields('Document camera'),
    ],
    [
      'too many options',
      [
        {
          ...camera,
          fields: [
            {
              key: 'f',
              label: 'Lens',
              type: 'list',
              options: many(ASSET_CATEGORY_LIMITS.options + 1, (i) => `O${i}`),
            },
          ],
        },
      ],
      M.tooManyOptions('Lens'),
    ],
  ])('answers 400 for %s', async (_what, body, message) => {
    const res = await putCategories(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('assets with custom fields', () => {
  // biome-ignore lint/suspicious/noExplicitAny: an answer is an asset or a refusal.
  const add = (body: Record<string, unknown>) => admin<any>('POST', '/api/assets', body);

  it('saves a document camera with its fields, lists and finds it by a custom field value', async () => {
    await putCategories(withCamera);
    const res = await add({
      assetTag: 'DC-001',
      name: 'Elmo document camera',
      category: 'document_camera',
      customFields: { lens: 'Zoom', megapixels: 13, warranty_until: '2028-06-30', room_note: 'Cart Bravo' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      category: 'document_camera',
      customFields: { lens: 'Zoom', megapixels: 13, warranty_until: '2028-06-30', room_note: 'Cart Bravo' },
    });
    const got = await tech<Asset>('GET', `/api/assets/${res.body.id}`);
    expect(got.body.customFields.lens).toBe('Zoom');

    const found = await tech<Asset[]>('GET', '/api/assets?search=cart%20bravo');
    expect(found.body.map((a) => a.assetTag)).toEqual(['DC-001']);
    // Keys are not searched, only values.
    expect((await tech<Asset[]>('GET', '/api/assets?search=room_note')).body).toEqual([]);
    const byCategory = await tech<Asset[]>('GET', '/api/assets?category=document_camera');
    expect(byCategory.body.map((a) => a.assetTag)).toEqual(['DC-001']);
  });

  it.each([
    ['an unknown key', { colour: 'red' }, M.unknownField('colour', 'Document camera')],
    ['a word where a number belongs', { megapixels: 'many' }, M.number('Megapixels')],
    ['a date not as YYYY-MM-DD', { warranty_until: '06/30/2028' }, M.date('Warranty until')],
    ['a list value not among its options', { lens: 'Fisheye' }, M.option('Lens type', ['Fixed', 'Zoom'])],
    ['a number for a text field', { room_note: 7 }, M.text('Room note')],
  ])('answers 400 naming the field for %s', async (_what, customFields, message) => {
    const res = await add({
      assetTag: `BAD-${Math.random()}`,
      name: 'Bad',
      category: 'document_camera',
      customFields,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.issues[0].path).toBe(`customFields.${Object.keys(customFields)[0]}`);
  });

  it('checks edits the same way, and refuses a category the district does not have', async () => {
    const asset = (await add({ assetTag: 'DC-002', name: 'Camera', category: 'document_camera' })).body;
    const edit = await admin('PUT', `/api/assets/${asset.id}`, {
      assetTag: 'DC-002',
      name: 'Camera',
      category: 'document_camera',
      customFields: { lens: 'Fisheye' },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(M.option('Lens type', ['Fixed', 'Zoom']));
    const unknown = await add({ assetTag: 'X-1', name: 'X', category: 'toaster' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(M.unknownCategory(withCamera.map((c) => c.key)));
  });

  it('refuses to remove a category assets still use, saying how many; renaming keeps them', async () => {
    const withoutCamera = withCamera.filter((c) => c.key !== 'document_camera');
    const refused = await putCategories(withoutCamera);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.inUse('Document camera', 2));
    const renamed = withCamera.map((c) => (c.key === 'document_camera' ? { ...c, label: 'Doc cam' } : c));
    expect((await putCategories(renamed)).status).toBe(200);
    const list = await tech<Asset[]>('GET', '/api/assets?category=document_camera');
    expect(list.body).toHaveLength(2);
    // An unused category goes.
    expect((await putCategories(renamed.filter((c) => c.key !== 'hotspot'))).status).toBe(200);
    await putCategories(withCamera);
  });

  it('exports custom fields as columns headed by their labels and imports them back', async () => {
    const exported = await call(t.app, 'GET', '/api/assets/export?category=document_camera', {
      cookie: w.cookies.adminA,
    });
    expect(exported.status).toBe(200);
    const csv = Papa.parse<Record<string, string>>(exported.body as string, {
      header: true,
      skipEmptyLines: true,
    });
    expect(csv.meta.fields).toEqual([
      'Asset Tag',
      'Name',
      'Category',
      'Status',
      'Location',
      'Serial Number',
      'Assigned To',
      // Purchase and money columns (an administrator's export), then the custom fields.
      'Purchase Date',
      'Cost',
      'Vendor',
      'PO Number',
      'Funding Source',
      'Warranty Ends',
      'Depreciation Years',
      'Lens type',
      'Megapixels',
      'Warranty until',
      'Room note',
    ]);
    const dc1 = csv.data.find((r) => r['Asset Tag'] === 'DC-001')!;
    expect(dc1).toMatchObject({ 'Lens type': 'Zoom', Megapixels: '13', 'Warranty until': '2028-06-30' });

    // The same file, with new tags, into district B's list after its administrators add the camera's fields.
    await call(t.app, 'PUT', '/api/asset-categories', { cookie: w.cookies.adminB, body: withCamera });
    const rows = csv.data.map((r) => toImportRow({ ...r, 'Asset Tag': `B-${r['Asset Tag']}` }));
    const imported = await call<ImportReport>(t.app, 'POST', '/api/assets/import', {
      cookie: w.cookies.adminB,
      body: { dryRun: false, rows },
    });
    expect(imported.status).toBe(200);
    expect(imported.body.created).toBe(2);
    const back = await call<Asset[]>(t.app, 'GET', '/api/assets?search=b-dc-001', {
      cookie: w.cookies.adminB,
    });
    expect(back.body[0]).toMatchObject({
      category: 'document_camera',
      customFields: { lens: 'Zoom', megapixels: 13, warranty_until: '2028-06-30', room_note: 'Cart Bravo' },
    });
  });

  it('rejects import rows whose custom field values do not fit, naming the field', async () => {
    const res = await admin<ImportReport>('POST', '/api/assets/import', {
      dryRun: true,
      rows: [
        toImportRow({
          'Asset Tag': 'IM-1',
          Name: 'Camera',
          Category: 'Document camera',
          'Lens type': 'Fisheye',
        }),
        toImportRow({ 'Asset Tag': 'IM-2', Name: 'Laptop', Category: 'Laptop', Megapixels: '5' }),
        toImportRow({ 'Asset Tag': 'IM-3', Name: 'Laptop', Category: 'Laptop', 'Not a field': 'ignored' }),
      ],
    });
    expect(res.body.rejected).toEqual([
      { row: 2, assetTag: 'IM-1', reasons: [M.option('Lens type', ['Fixed', 'Zoom'])] },
      { row: 3, assetTag: 'IM-2', reasons: [M.unknownField('Megapixels', 'Laptop')] },
    ]);
    expect(res.body.valid).toBe(1);
  });
});
