import { eq } from 'drizzle-orm';
import { attachmentsApi } from '../../../domain/api/attachments.ts';
import { tickets } from '../../../server/db/schema/index.ts';
import { multipartForm, samplePng } from '../../support/sample-files.ts';
import { call } from '../../support/test-app.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** A ticket of district A that requesterA asked for (their own), made once per file. */
function requestersTicket(c: MatrixContext): Promise<string> {
  return c.once('attachments-ticket-of-A', async () => {
    const res = await call(c.app, 'POST', '/api/tickets', {
      cookie: c.cookies.adminA,
      body: { districtId: c.districtA.id, title: 'Matrix attachments', description: 'Their laptop' },
    });
    if (res.status !== 201) throw new Error(`ticket fixture: ${res.status} ${JSON.stringify(res.body)}`);
    const id = res.body.id as string;
    // Tickets gain their requester with the tickets branch: set as it will be stored.
    await c.db.update(tickets).set({ requesterId: c.people.requesterA.id }).where(eq(tickets.id, id));
    return id;
  });
}

const pngForm = () => multipartForm([{ name: 'file', fileName: 'screen.png', content: samplePng(8, 8) }]);

/** A file on that ticket. */
function attachmentOfA(c: MatrixContext): Promise<string> {
  return c.once('attachment-of-A', async () => {
    const form = pngForm();
    const res = await call(c.app, 'POST', `/api/tickets/${await requestersTicket(c)}/attachments`, {
      cookie: c.cookies.adminA,
      body: form.body,
      headers: form.headers,
    });
    if (res.status !== 201) throw new Error(`attachment fixture: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  });
}

// Staff of the district as for tickets (viewers read, do not attach); requesterA reaches the
// ticket they asked for (another's answers 404: tests/api/attachments.test.ts); another district 404.
export const attachmentsEndpoints = casesOf(attachmentsApi, {
  upload: {
    request: async (c) => {
      const form = pngForm();
      return {
        url: `/api/tickets/${await requestersTicket(c)}/attachments`,
        body: form.body,
        headers: form.headers,
      };
    },
    expect: statuses({ anonymous: 401, viewerA: 403, waiting: 403, adminB: 404, requesterA: 201 }, 201),
  },
  list: {
    request: async (c) => ({ url: `/api/tickets/${await requestersTicket(c)}/attachments` }),
    expect: statuses({ anonymous: 401, waiting: 403, adminB: 404, requesterA: 200 }, 200),
  },
  file: {
    request: async (c) => ({ url: `/api/attachments/${await attachmentOfA(c)}?inline=1` }),
    expect: statuses({ anonymous: 401, waiting: 403, adminB: 404, requesterA: 200 }, 200),
  },
});
