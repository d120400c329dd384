import { randomBytes } from 'node:crypto';
import { labelsApi } from '../../../domain/api/labels.ts';
import { call } from '../../support/test-app.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** One asset of district A, shared by the label cases. */
const labelAsset = (c: MatrixContext) =>
  c.once('label-asset', async () => {
    const tag = `LB-${randomBytes(4).toString('hex')}`;
    const res = await call(c.app, 'POST', '/api/assets', {
      cookie: c.cookies.adminA,
      body: { districtId: c.districtA.id, assetTag: tag, name: `Label ${tag}` },
    });
    if (res.status !== 201) throw new Error(`could not create a label asset: ${JSON.stringify(res.body)}`);
    return { id: res.body.id as string, tag };
  });

// Printing labels reads the inventory: every staff role of the district, viewers too; requesters
// never (403); another district's administrator is told it does not exist (404).
const read = statuses({ anonymous: 401, adminB: 404, waiting: 403, requesterA: 403 }, 200);

export const labelsEndpoints = casesOf(labelsApi, {
  print: {
    request: async (c) => ({
      url: '/api/assets/labels',
      body: {
        districtId: c.districtA.id,
        assetIds: [(await labelAsset(c)).id],
        layout: '2x1',
        format: 'zpl',
      },
    }),
    expect: read,
  },
  byTag: {
    request: async (c) => ({
      url: `/api/assets/by-tag?districtId=${c.districtA.id}&tag=${(await labelAsset(c)).tag}`,
    }),
    expect: read,
  },
});
