import { csatApi } from '../../../domain/api/csat.ts';
import { call } from '../../support/test-app.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** A resolved ticket of district A for requesterA (its survey is open), made once per file. */
function resolvedTicketOfA(c: MatrixContext): Promise<string> {
  return c.once('csat-ticket-of-A', async () => {
    const res = await call(c.app, 'POST', '/api/tickets', {
      cookie: c.cookies.adminA,
      body: { title: 'Matrix survey', description: 'Printer jam', requesterId: c.people.requesterA.id },
    });
    if (res.status !== 201) throw new Error(`ticket fixture: ${res.status} ${JSON.stringify(res.body)}`);
    const done = await call(c.app, 'PATCH', `/api/tickets/${res.body.id}`, {
      cookie: c.cookies.adminA,
      body: { status: 'resolved' },
    });
    if (done.status !== 200) throw new Error(`resolve fixture: ${done.status}`);
    return res.body.id as string;
  });
}

export const csatEndpoints = casesOf(csatApi, {
  survey: null,
  answer: null,
  // Staff of the district read a ticket's answer; its requester too.
  ofTicket: {
    request: async (c) => ({ url: `/api/csat/tickets/${await resolvedTicketOfA(c)}` }),
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403, requesterA: 200 }, 200),
  },
  // Only the ticket's requester answers; staff who may see it are told why not.
  answerTicket: {
    request: async (c) => ({ url: `/api/csat/tickets/${await resolvedTicketOfA(c)}`, body: { rating: 5 } }),
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403, requesterA: 200 }, 403),
  },
  // Analytics: everybody of the district; requesters are refused.
  results: {
    request: (c) => ({ url: `/api/analytics/satisfaction?districtId=${c.districtA.id}` }),
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200),
  },
});
