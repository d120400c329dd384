import { ticketsApi } from '../../../domain/api/tickets.ts';
import { call } from '../../support/test-app.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** One ticket of district A, made once per file. */
function ticketOfA(c: MatrixContext): Promise<{ id: string }> {
  return c.once('ticket-of-A', async () => {
    const res = await call(c.app, 'POST', '/api/tickets', {
      cookie: c.cookies.adminA,
      body: {
        districtId: c.districtA.id,
        title: 'Matrix ticket',
        description: 'For the authorization matrix',
      },
    });
    if (res.status !== 201) throw new Error(`ticket fixture: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: string };
  });
}

// Reads: viewers read; a user without a district is refused (403); another district is 404.
// Requesters (Staff & Students) open tickets for themselves and read and answer only tickets they
// requested or watch: district A's ticket of the matrix is not theirs, so it answers 404.
export const ticketsEndpoints = casesOf(ticketsApi, {
  list: {
    request: () => ({ url: '/api/tickets' }),
    expect: statuses({ anonymous: 401, waiting: 403 }, 200),
  },
  summary: {
    request: (c) => ({ url: `/api/tickets/summary?districtId=${c.districtA.id}` }),
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200),
  },
  listOfDistrict: {
    request: (c) => ({ url: `/api/tickets/${c.districtA.id}` }),
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200),
  },
  details: {
    request: async (c) => ({ url: `/api/tickets/${(await ticketOfA(c)).id}/details` }),
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403, requesterA: 404 }, 200),
  },
  create: {
    request: (c) => ({
      url: '/api/tickets',
      body: { districtId: c.districtA.id, title: 'Projector', description: 'No signal', priority: 'high' },
    }),
    expect: statuses({ anonymous: 401, viewerA: 403, waiting: 403, adminB: 404, requesterA: 201 }, 201),
  },
  update: {
    request: async (c) => ({
      url: `/api/tickets/${(await ticketOfA(c)).id}`,
      body: { status: 'in_progress' },
    }),
    expect: statuses({ anonymous: 401, viewerA: 403, waiting: 403, adminB: 404 }, 200),
  },
  comment: {
    request: async (c) => ({
      url: `/api/tickets/${(await ticketOfA(c)).id}/comments`,
      body: { body: 'On it' },
    }),
    expect: statuses({ anonymous: 401, viewerA: 403, waiting: 403, adminB: 404, requesterA: 404 }, 201),
  },
});
