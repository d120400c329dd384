import { randomBytes } from 'node:crypto';
import { erateApi } from '../../../domain/api/erate.ts';
import { warrantyApi } from '../../../domain/api/warranty.ts';
import { assets } from '../../../server/db/schema/index.ts';
import { call } from '../../support/test-app.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** Money (issue 34): district administrators and Five Star; technicians, viewers and requesters never. */
const money = (ok: number) => statuses({ anonymous: 401, provider: ok, adminA: ok, adminB: 404 }, 403);
/** Disposal is inventory work: technicians too. */
const inventoryWrite = (ok: number) =>
  statuses({ anonymous: 401, viewerA: 403, waiting: 403, adminB: 404 }, ok);

/** A fresh C2 switch of district A (one per disposal: an asset is disposed of once). */
async function freshSwitch(c: MatrixContext): Promise<string> {
  const [row] = await c.db
    .insert(assets)
    .values({
      districtId: c.districtA.id,
      assetTag: `MX-${randomBytes(4).toString('hex')}`,
      name: 'Matrix switch',
      category: 'network',
      fundingSource: 'erate_c2',
      cost: 1200,
      purchaseDate: '2026-08-01',
    })
    .returning({ id: assets.id });
  return row!.id;
}

/** District A's look-up, on, with credentials saved (an address that never answers: nothing is due). */
const lookupOfA = (c: MatrixContext) =>
  c.once('warranty-lookup-of-A', async () => {
    const res = await call(c.app, 'PUT', '/api/warranty/lookup', {
      cookie: c.cookies.adminA,
      body: {
        districtId: c.districtA.id,
        adapter: 'dell',
        enabled: true,
        credentials: { clientId: 'matrix', clientSecret: 'matrix-secret', apiUrl: 'https://dell.invalid' },
      },
    });
    if (res.status !== 200) throw new Error(`could not save the look-up: ${JSON.stringify(res.body)}`);
    return c.districtA.id;
  });

export const erateEndpoints = casesOf(erateApi, {
  equipment: {
    request: (c) => ({ url: `/api/erate/equipment?districtId=${c.districtA.id}` }),
    expect: money(200),
  },
  register: {
    request: (c) => ({ url: `/api/erate/register?districtId=${c.districtA.id}&format=csv` }),
    expect: money(200),
  },
  budget: {
    request: (c) => ({ url: `/api/erate/budget?districtId=${c.districtA.id}` }),
    expect: money(200),
  },
  saveBudget: {
    request: (c) => ({
      url: '/api/erate/budget',
      body: { districtId: c.districtA.id, cycleStartYear: 2026, budget: 250000 },
    }),
    expect: money(200),
  },
  dispose: {
    request: async (c) => ({
      url: `/api/assets/${await freshSwitch(c)}/dispose`,
      body: { disposedOn: '2026-11-01', note: 'Recycled' },
    }),
    expect: inventoryWrite(200),
  },
});

export const warrantyEndpoints = casesOf(warrantyApi, {
  lookup: {
    request: (c) => ({ url: `/api/warranty/lookup?districtId=${c.districtA.id}` }),
    expect: money(200),
  },
  saveLookup: {
    request: (c) => ({
      url: '/api/warranty/lookup',
      body: { districtId: c.districtA.id, adapter: 'dell', enabled: false },
    }),
    expect: money(200),
  },
  run: {
    request: async (c) => ({ url: '/api/warranty/lookup/run', body: { districtId: await lookupOfA(c) } }),
    expect: money(202),
  },
  import: {
    request: (c) => ({
      url: `/api/warranty/import?districtId=${c.districtA.id}&dryRun=true`,
      body: 'Service Tag,Warranty End Date\nMATRIX1,2029-01-01\n',
      headers: { 'content-type': 'text/csv' },
    }),
    expect: money(200),
  },
});
