import { ticketRelationsApi } from '../../../domain/api/ticket-relations.ts';
import { call } from '../../support/test-app.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** A fresh ticket of district A (a merge closes its source: each merge case gets its own pair). */
async function newTicket(c: MatrixContext, title: string): Promise<string> {
  const res = await call(c.app, 'POST', '/api/tickets', {
    cookie: c.cookies.adminA,
    body: { districtId: c.districtA.id, title, description: 'For the authorization matrix' },
  });
  if (res.status !== 201) throw new Error(`ticket fixture: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}
const targetOfA = (c: MatrixContext) => c.once('relations-target', () => newTicket(c, 'Matrix merge target'));

/** Two linked tickets of district A, linked anew for each unlink case. */
async function linkedPair(c: MatrixContext): Promise<[string, string]> {
  const [a, b] = [await newTicket(c, 'Matrix link A'), await newTicket(c, 'Matrix link B')];
  const res = await call(c.app, 'POST', `/api/tickets/${a}/links`, {
    cookie: c.cookies.adminA,
    body: { ticketId: b },
  });
  if (res.status !== 201) throw new Error(`link fixture: ${res.status} ${JSON.stringify(res.body)}`);
  return [a, b];
}

// Staff who work tickets (technicians, administrators, Five Star) merge, link and get suggestions;
// viewers read relations only; requesters are refused (403: not open to them); another district 404.
const workers = (ok: number) =>
  statuses({ anonymous: 401, viewerA: 403, waiting: 403, adminB: 404, requesterA: 403 }, ok);

export const ticketRelationsEndpoints = casesOf(ticketRelationsApi, {
  merge: {
    request: async (c) => ({
      url: `/api/tickets/${await newTicket(c, 'Matrix merge source')}/merge`,
      body: { intoTicketId: await targetOfA(c) },
    }),
    expect: workers(200),
  },
  relations: {
    request: async (c) => ({ url: `/api/tickets/${await targetOfA(c)}/links` }),
    expect: statuses({ anonymous: 401, waiting: 403, adminB: 404, requesterA: 403 }, 200),
  },
  link: {
    request: async (c) => ({
      url: `/api/tickets/${await newTicket(c, 'Matrix link source')}/links`,
      body: { ticketId: await targetOfA(c) },
    }),
    expect: workers(201),
  },
  unlink: {
    request: async (c) => {
      const [a, b] = await linkedPair(c);
      return { url: `/api/tickets/${a}/links/${b}` };
    },
    expect: workers(200),
  },
  suggestion: {
    request: async (c) => ({ url: `/api/tickets/${await targetOfA(c)}/suggestion` }),
    expect: workers(200),
  },
});
