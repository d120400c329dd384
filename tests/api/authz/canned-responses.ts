import { randomUUID } from 'node:crypto';
import { cannedResponsesApi } from '../../../domain/api/canned-responses.ts';
import { cannedResponses } from '../../../server/db/schema/index.ts';
import { call } from '../../support/test-app.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** A canned response of district A, inserted directly (one per call, so deletes have their own). */
async function insertResponse(c: MatrixContext): Promise<string> {
  const [row] = await c.db
    .insert(cannedResponses)
    .values({
      districtId: c.districtA.id,
      title: `Matrix response ${randomUUID()}`,
      body: 'Hi {{requester.firstName}}, {{ticket.number}} is fixed.',
    })
    .returning({ id: cannedResponses.id });
  return row!.id;
}

/** A ticket of district A, made once per file. */
function ticketOfA(c: MatrixContext): Promise<string> {
  return c.once('canned-responses-ticket-of-A', async () => {
    const res = await call(c.app, 'POST', '/api/tickets', {
      cookie: c.cookies.adminA,
      body: { districtId: c.districtA.id, title: 'Matrix canned reply', description: 'Printer jam' },
    });
    if (res.status !== 201) throw new Error(`ticket fixture: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  });
}

/** Who replies to tickets (technicians, administrators, Five Star) lists and fills them in; viewers do not reply. */
const repliers = (ok: number) => statuses({ anonymous: 401, viewerA: 403, waiting: 403, adminB: 404 }, ok);
/** The district's administrators and Five Star keep them. */
const keepers = (ok: number) => statuses({ anonymous: 401, provider: ok, adminA: ok, adminB: 404 }, 403);

export const cannedResponsesEndpoints = casesOf(cannedResponsesApi, {
  list: {
    request: (c) => ({ url: `/api/canned-responses?districtId=${c.districtA.id}` }),
    expect: repliers(200),
  },
  create: {
    request: (c) => ({
      url: '/api/canned-responses',
      body: {
        title: `New ${randomUUID()}`,
        body: 'Thanks, {{requester.firstName}}.',
        districtId: c.districtA.id,
      },
    }),
    expect: keepers(201),
  },
  update: {
    request: async (c) => ({
      url: `/api/canned-responses/${await c.once('canned-response', () => insertResponse(c))}`,
      body: { title: 'Matrix response, edited', body: 'Fixed: {{ticket.number}}.' },
    }),
    expect: keepers(200),
  },
  remove: {
    request: async (c) => ({ url: `/api/canned-responses/${await insertResponse(c)}` }),
    expect: keepers(200),
  },
  render: {
    request: async (c) => ({
      url: `/api/canned-responses/${await c.once('canned-response', () => insertResponse(c))}/render`,
      body: { ticketId: await ticketOfA(c) },
    }),
    expect: repliers(200),
  },
});
