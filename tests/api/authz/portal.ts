import { portalApi } from '../../../domain/api/portal.ts';
import { call } from '../../support/test-app.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** A device of district A assigned to its requester, made once per file. */
function deviceOfRequesterA(c: MatrixContext): Promise<{ id: string }> {
  return c.once('portal-device-of-requesterA', async () => {
    const res = await call(c.app, 'POST', '/api/assets', {
      cookie: c.cookies.adminA,
      body: {
        districtId: c.districtA.id,
        assetTag: 'MATRIX-CB-1',
        name: 'Chromebook 11',
        category: 'chromebook',
        assignedUserId: c.people.requesterA.id,
      },
    });
    if (res.status !== 201) throw new Error(`device fixture: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: string };
  });
}

// Everyone's own tickets and devices: each caller reads theirs in their own district (a Five Star
// administrator outside a view has none: choose a district first). A device is reported only by
// the person it is assigned to.
export const portalEndpoints = casesOf(portalApi, {
  tickets: {
    request: () => ({ url: '/api/my/tickets' }),
    expect: statuses({ anonymous: 401, provider: 404, waiting: 403, requesterA: 200 }, 200),
  },
  devices: {
    request: () => ({ url: '/api/my/devices' }),
    expect: statuses({ anonymous: 401, provider: 404, waiting: 403, requesterA: 200 }, 200),
  },
  createTicket: {
    request: async (c) => ({
      url: '/api/my/tickets',
      body: {
        title: 'Screen flickers',
        description: 'Since this morning',
        assetId: (await deviceOfRequesterA(c)).id,
      },
    }),
    expect: statuses({ anonymous: 401, viewerA: 403, waiting: 403, requesterA: 201 }, 404),
  },
});
