import { randomBytes } from 'node:crypto';
import { assetsApi } from '../../../domain/api/assets.ts';
import { DEFAULT_ASSET_CATEGORIES } from '../../../domain/assets.ts';
import { call } from '../../support/test-app.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** A fresh asset of district A, made by its administrator (optionally checked out). */
async function freshAsset(c: MatrixContext, checkedOut = false): Promise<string> {
  const tag = `MX-${randomBytes(4).toString('hex')}`;
  const res = await call(c.app, 'POST', '/api/assets', {
    cookie: c.cookies.adminA,
    body: { districtId: c.districtA.id, assetTag: tag, name: `Matrix ${tag}` },
  });
  if (res.status !== 201) throw new Error(`could not create a matrix asset: ${JSON.stringify(res.body)}`);
  if (checkedOut) {
    await call(c.app, 'POST', '/api/assets/check-out', {
      cookie: c.cookies.adminA,
      body: {
        selection: { ids: [res.body.id] },
        assigneeType: 'room',
        assignee: 'Room 1',
        checkedOutOn: '2026-01-05',
      },
    });
  }
  return res.body.id as string;
}
const sharedAsset = (c: MatrixContext) => c.once('asset-a', () => freshAsset(c));

const read = statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200);
const write = (ok: number) => statuses({ anonymous: 401, viewerA: 403, waiting: 403, adminB: 404 }, ok);
const tag = () => `MX-${randomBytes(4).toString('hex')}`;

export const assetsEndpoints = casesOf(assetsApi, {
  list: {
    request: (c) => ({ url: `/api/assets?districtId=${c.districtA.id}` }),
    expect: read,
  },
  page: {
    request: (c) => ({ url: `/api/assets/page?districtId=${c.districtA.id}` }),
    expect: read,
  },
  summary: {
    request: (c) => ({ url: `/api/assets/summary?districtId=${c.districtA.id}` }),
    expect: read,
  },
  exportCsv: {
    request: (c) => ({ url: `/api/assets/export?districtId=${c.districtA.id}` }),
    expect: read,
  },
  get: {
    request: async (c) => ({ url: `/api/assets/${await sharedAsset(c)}` }),
    expect: read,
  },
  history: {
    request: async (c) => ({ url: `/api/assets/${await sharedAsset(c)}/history` }),
    expect: read,
  },
  save: {
    request: (c) => ({
      url: '/api/assets',
      body: { districtId: c.districtA.id, assetTag: tag(), name: 'Matrix laptop' },
    }),
    expect: write(201),
  },
  update: {
    request: async (c) => ({
      url: `/api/assets/${await sharedAsset(c)}`,
      body: { assetTag: tag(), name: 'Renamed' },
    }),
    expect: statuses({ anonymous: 401, viewerA: 403, waiting: 403, adminB: 404 }, 200),
  },
  remove: {
    request: async (c) => ({ url: `/api/assets/${await freshAsset(c)}` }),
    expect: statuses({ anonymous: 401, viewerA: 403, waiting: 403, adminB: 404 }, 200),
  },
  bulkUpdate: {
    request: async (c) => ({
      url: '/api/assets/bulk-update',
      body: {
        districtId: c.districtA.id,
        selection: { ids: [await sharedAsset(c)] },
        changes: { location: 'Library' },
      },
    }),
    expect: write(200),
  },
  checkOut: {
    request: async (c) => ({
      url: '/api/assets/check-out',
      body: {
        districtId: c.districtA.id,
        selection: { ids: [await freshAsset(c)] },
        assigneeType: 'person',
        assignee: 'Pat Teacher',
        checkedOutOn: '2026-02-01',
      },
    }),
    expect: write(200),
  },
  checkIn: {
    request: async (c) => ({
      url: '/api/assets/check-in',
      body: { districtId: c.districtA.id, selection: { ids: [await freshAsset(c, true)] } },
    }),
    expect: write(200),
  },
  importRows: {
    request: (c) => ({
      url: '/api/assets/import',
      body: { districtId: c.districtA.id, dryRun: true, rows: [{ assetTag: tag(), name: 'Imported' }] },
    }),
    expect: write(200),
  },
  categories: {
    request: (c) => ({ url: `/api/asset-categories?districtId=${c.districtA.id}` }),
    expect: read,
  },
  replaceCategories: {
    // Administrators only: the district's own, and Five Star's (provider admin).
    request: (c) => ({
      url: `/api/asset-categories?districtId=${c.districtA.id}`,
      body: DEFAULT_ASSET_CATEGORIES,
    }),
    expect: statuses({ anonymous: 401, techA: 403, viewerA: 403, waiting: 403, adminB: 404 }, 200),
  },
});
