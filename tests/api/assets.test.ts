import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_CATEGORY_MESSAGES, ASSET_MESSAGES, DEFAULT_ASSET_CATEGORIES } from '../../domain/assets.ts';
import { districtStats } from '../../server/db/schema/index.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
const events: { type: string; districtId: string | null; data?: Record<string, unknown> }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  t.bus.subscribe((e) => events.push(e));
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, { cookie: w.cookies.adminA, body });

async function assetsTotal(districtId: string) {
  const [row] = await t.db.select().from(districtStats).where(eq(districtStats.districtId, districtId));
  return row?.assetsTotal ?? 0;
}

async function waitFor<T>(find: () => T | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('event never arrived');
}

describe('create (POST /api/assets)', () => {
  it('applies the defaults laptop and active, counts the asset and tells other browsers', async () => {
    const before = await assetsTotal(w.districtA.id);
    const res = await asAdmin('POST', '/api/assets', {
      districtId: w.districtA.id,
      assetTag: ' BUSD-LT-0001 ',
      name: 'Teacher laptop',
      location: 'Room 12',
      serialNumber: 'SN-1',
      manufacturer: 'Dell',
      model: 'Latitude 3440',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      assetTag: 'BUSD-LT-0001',
      name: 'Teacher laptop',
      category: 'laptop',
      status: 'active',
      location: 'Room 12',
      districtId: w.districtA.id,
      assignedTo: null,
    });
    expect(await assetsTotal(w.districtA.id)).toBe(before + 1);
    const event = await waitFor(() =>
      events.find((e) => e.type === 'asset_created' && e.data?.id === res.body.id),
    );
    expect(event.districtId).toBe(w.districtA.id);
  });

  it('uses the caller district when the body names none', async () => {
    const res = await call(t.app, 'POST', '/api/assets', {
      cookie: w.cookies.techA,
      body: { assetTag: 'TECH-1', name: 'Projector', category: 'projector' },
    });
    expect(res.status).toBe(201);
    expect(res.body.districtId).toBe(w.districtA.id);
  });

  it.each([
    [{ name: 'No tag' }, ASSET_MESSAGES.missing.description],
    [{ assetTag: '   ', name: 'Blank tag' }, ASSET_MESSAGES.missing.description],
    [{ assetTag: 'X-1' }, ASSET_MESSAGES.missing.description],
    [{ assetTag: 'X-2', name: '' }, ASSET_MESSAGES.missing.description],
    [
      { assetTag: 'X-3', name: 'Bad', category: 'toaster' },
      ASSET_CATEGORY_MESSAGES.unknownCategory(DEFAULT_ASSET_CATEGORIES.map((c) => c.key)),
    ],
    [{ assetTag: 'X-4', name: 'Bad', status: 'broken' }, ASSET_MESSAGES.invalidStatus],
    [{ assetTag: 'X'.repeat(65), name: 'Long' }, 'Asset tag must be at most 64 characters'],
    [{ assetTag: 'X-5', name: 'Bad id', id: 'nope' }, 'Not a valid asset id'],
  ])('answers 400 with a clear message for %j', async (body, message) => {
    const res = await asAdmin('POST', '/api/assets', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 409 to a duplicate tag in the same district, whatever its case, but not in another district', async () => {
    expect((await asAdmin('POST', '/api/assets', { assetTag: 'DUP-1', name: 'First' })).status).toBe(201);
    const dup = await asAdmin('POST', '/api/assets', { assetTag: 'dup-1', name: 'Second' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(ASSET_MESSAGES.duplicateTag('dup-1'));
    const other = await call(t.app, 'POST', '/api/assets', {
      cookie: w.cookies.adminB,
      body: { assetTag: 'DUP-1', name: 'Elsewhere' },
    });
    expect(other.status).toBe(201);
  });

  it('lets a provider admin create in a district named explicitly, and asks for one otherwise', async () => {
    const ok = await call(t.app, 'POST', '/api/assets', {
      cookie: w.cookies.provider,
      body: { districtId: w.districtB.id, assetTag: 'PROV-1', name: 'Switch', category: 'network' },
    });
    expect(ok.status).toBe(201);
    const none = await call(t.app, 'POST', '/api/assets', {
      cookie: w.cookies.provider,
      body: { assetTag: 'PROV-2', name: 'Switch' },
    });
    expect(none.status).toBe(404);
  });
});

describe('edit', () => {
  it('POST with an existing id updates the asset (edits may go through the create call)', async () => {
    const created = (await asAdmin('POST', '/api/assets', { assetTag: 'EDIT-1', name: 'Old name' })).body;
    const before = await assetsTotal(w.districtA.id);
    const res = await asAdmin('POST', '/api/assets', {
      id: created.id,
      districtId: w.districtA.id,
      assetTag: 'EDIT-1',
      name: 'New name',
      category: 'desktop',
      status: 'maintenance',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      name: 'New name',
      category: 'desktop',
      status: 'maintenance',
    });
    expect(await assetsTotal(w.districtA.id)).toBe(before);
  });

  it('PUT /api/assets/{id} saves every field, records a status change and keeps tags unique', async () => {
    const a = (
      await asAdmin('POST', '/api/assets', { assetTag: 'PUT-1', name: 'Tablet', category: 'tablet' })
    ).body;
    await asAdmin('POST', '/api/assets', { assetTag: 'PUT-2', name: 'Other' });
    const res = await asAdmin('PUT', `/api/assets/${a.id}`, {
      assetTag: 'PUT-1A',
      name: 'Tablet cart 3',
      category: 'tablet',
      status: 'retired',
      location: 'Library',
      serialNumber: 'SER-9',
      manufacturer: 'Apple',
      model: 'iPad 9',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      assetTag: 'PUT-1A',
      status: 'retired',
      location: 'Library',
      manufacturer: 'Apple',
    });
    const history = (await asAdmin('GET', `/api/assets/${a.id}/history`)).body;
    expect(history[0]).toMatchObject({ action: 'status_changed', fromStatus: 'active', toStatus: 'retired' });
    expect(history.at(-1)).toMatchObject({ action: 'created', toStatus: 'active' });

    const clash = await asAdmin('PUT', `/api/assets/${a.id}`, { assetTag: 'put-2', name: 'Clash' });
    expect(clash.status).toBe(409);
    const missing = await asAdmin('PUT', '/api/assets/00000000-0000-4000-8000-000000000000', {
      assetTag: 'Z',
      name: 'Z',
    });
    expect(missing.status).toBe(404);
    const invalid = await asAdmin('PUT', `/api/assets/${a.id}`, { assetTag: '', name: 'No tag' });
    expect(invalid.body.message).toBe(ASSET_MESSAGES.missing.description);
  });

  it("another district's asset is not found, for edits and reads alike", async () => {
    const a = (
      await asAdmin('POST', '/api/assets', { assetTag: 'SECRET-1', name: 'Server', category: 'server' })
    ).body;
    const asB = (method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      call(t.app, method, url, { cookie: w.cookies.adminB, body });
    expect((await asB('GET', `/api/assets/${a.id}`)).status).toBe(404);
    expect((await asB('PUT', `/api/assets/${a.id}`, { assetTag: 'S', name: 'S' })).status).toBe(404);
    expect((await asB('DELETE', `/api/assets/${a.id}`)).status).toBe(404);
    expect(
      (
        await call(t.app, 'POST', '/api/assets', {
          cookie: w.cookies.adminB,
          body: { id: a.id, assetTag: 'S', name: 'S' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('delete', () => {
  it('really deletes, lowers the count and tells other browsers', async () => {
    const a = (await asAdmin('POST', '/api/assets', { assetTag: 'DEL-1', name: 'Old projector' })).body;
    const before = await assetsTotal(w.districtA.id);
    const res = await asAdmin('DELETE', `/api/assets/${a.id}`);
    expect(res.status).toBe(200);
    expect((await asAdmin('GET', `/api/assets/${a.id}`)).status).toBe(404);
    expect(await assetsTotal(w.districtA.id)).toBe(before - 1);
    expect((await asAdmin('DELETE', `/api/assets/${a.id}`)).status).toBe(404);
    await waitFor(() => events.find((e) => e.type === 'asset_deleted' && e.data?.id === a.id));
    // The tag is free again.
    expect((await asAdmin('POST', '/api/assets', { assetTag: 'DEL-1', name: 'New projector' })).status).toBe(
      201,
    );
  });
});

describe('list, search, filters and paging', () => {
  let cookie: string;

  beforeAll(async () => {
    // A district of its own so counts are exact.
    const world = await makeWorld(t.app, t.db);
    cookie = world.cookies.adminA!;
    const rows = [
      {
        assetTag: 'LIB-001',
        name: 'Library Chromebook',
        category: 'laptop',
        status: 'active',
        serialNumber: 'CB-111',
      },
      {
        assetTag: 'LIB-002',
        name: 'Library Chromebook',
        category: 'laptop',
        status: 'maintenance',
        serialNumber: 'CB-222',
      },
      {
        assetTag: 'GYM-001',
        name: 'Gym projector',
        category: 'projector',
        status: 'active',
        serialNumber: 'PJ-9',
      },
      {
        assetTag: 'SRV-001',
        name: 'File server',
        category: 'server',
        status: 'retired',
        serialNumber: 'R650-1',
      },
      { assetTag: 'NET-001', name: '100%_switch', category: 'network', status: 'lost', serialNumber: 'MX-1' },
    ];
    for (const r of rows) {
      const res = await call(t.app, 'POST', '/api/assets', { cookie, body: r });
      expect(res.status).toBe(201);
    }
  });
  const get = (url: string) => call(t.app, 'GET', url, { cookie });

  it('GET /api/assets answers an array of the district, newest first, with the count in a header', async () => {
    const res = await get('/api/assets');
    expect(res.status).toBe(200);
    expect(res.body.map((a: { assetTag: string }) => a.assetTag)).toEqual([
      'NET-001',
      'SRV-001',
      'GYM-001',
      'LIB-002',
      'LIB-001',
    ]);
    expect(res.headers['x-total-count']).toBe('5');
  });

  it.each([
    ['search=chromebook', ['LIB-001', 'LIB-002']],
    ['search=gym-0', ['GYM-001']],
    ['search=r650', ['SRV-001']],
    ['search=100%25_', ['NET-001']],
    ['search=%25', ['NET-001']],
    ['status=maintenance', ['LIB-002']],
    ['category=laptop&status=active', ['LIB-001']],
    ['category=all&status=all&search=lib', ['LIB-001', 'LIB-002']],
  ])('filters on the server: %s', async (query, expected) => {
    const res = await get(`/api/assets/page?sort=assetTag&${query}`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((a: { assetTag: string }) => a.assetTag)).toEqual(expected);
    expect(res.body.total).toBe(expected.length);
  });

  it.each(['recent', 'assetTag', 'name'])(
    'pages with a cursor in %s order without gaps or repeats',
    async (sort) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: {
          status: number;
          body: { items: { assetTag: string }[]; nextCursor: string | null; total: number };
        } = await get(`/api/assets/page?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(5);
        seen.push(...res.body.items.map((a) => a.assetTag));
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(new Set(seen).size).toBe(5);
      expect(seen).toHaveLength(5);
    },
  );

  it('refuses bad list input with 400', async () => {
    expect((await get('/api/assets/page?limit=0')).status).toBe(400);
    expect((await get('/api/assets/page?limit=5000')).status).toBe(400);
    expect((await get('/api/assets/page?status=broken')).body.message).toBe(ASSET_MESSAGES.invalidStatus);
    expect((await get('/api/assets/page?sort=price')).status).toBe(400);
    expect((await get('/api/assets/page?cursor=garbage')).body.message).toMatch(/cursor is not valid/);
  });

  it('summary counts every status and the checked-out assets', async () => {
    const res = await get('/api/assets/summary');
    expect(res.body).toEqual({ total: 5, active: 2, maintenance: 1, retired: 1, lost: 1, checkedOut: 0 });
  });

  it('exports the product columns and file name, escaping spreadsheet formulas', async () => {
    await call(t.app, 'POST', '/api/assets', {
      cookie,
      body: { assetTag: 'FORM-1', name: '=HYPERLINK("x")', location: 'Hall, "B"' },
    });
    const res = await call(t.app, 'GET', '/api/assets/export?search=form', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="assets-export-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.headers['x-export-count']).toBe('1');
    const text = res.body as string;
    expect(text.split('\r\n')[0]).toBe(
      'Asset Tag,Name,Category,Status,Location,Serial Number,Assigned To,Purchase Date,Cost,Vendor,PO Number,Funding Source,Warranty Ends,Depreciation Years',
    );
    const parsed = Papa.parse<string[]>(text.trim());
    expect(parsed.data[1]).toEqual([
      'FORM-1',
      `'=HYPERLINK("x")`,
      'laptop',
      'active',
      'Hall, "B"',
      '',
      '',
      ...Array(7).fill(''),
    ]);
    const all = await call(t.app, 'GET', '/api/assets/export', { cookie });
    expect(all.headers['x-export-count']).toBe('6');
  });
});
