import { randomBytes } from 'node:crypto';
import { emailChannelsApi } from '../../../domain/api/email-channels.ts';
import { call } from '../../support/test-app.ts';
import { casesOf, type MatrixCase, type MatrixContext, statuses } from './matrix.ts';

/** A district's administrators and Five Star's (the tickets area's `admin`). */
const admins = (ok: number) =>
  statuses({ anonymous: 401, techA: 403, viewerA: 403, waiting: 403, adminB: 404 }, ok);

/** A mailbox of district A, added by its administrator (its server is never reached: .invalid). */
async function freshChannel(c: MatrixContext): Promise<string> {
  const res = await call(c.app, 'POST', '/api/email-channels', {
    cookie: c.cookies.adminA,
    body: {
      districtId: c.districtA.id,
      address: `help-${randomBytes(4).toString('hex')}@matrix.test`,
      host: 'imap.matrix.invalid',
      port: 993,
      username: 'help@matrix.test',
      password: 'matrix-secret',
    },
  });
  if (res.status !== 201) throw new Error(`could not add a matrix channel: ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}
const shared = (c: MatrixContext) => c.once('email-channel', () => freshChannel(c));

const byId = (path: string, ok: number, fresh = false): MatrixCase => ({
  request: async (c) => ({
    url: `/api/email-channels/${fresh ? await freshChannel(c) : await shared(c)}${path}`,
  }),
  expect: admins(ok),
});

export const emailChannelsEndpoints = casesOf(emailChannelsApi, {
  list: {
    request: (c) => ({ url: `/api/email-channels?districtId=${c.districtA.id}` }),
    expect: admins(200),
  },
  create: {
    request: (c) => ({
      url: '/api/email-channels',
      body: {
        districtId: c.districtA.id,
        address: `desk-${randomBytes(4).toString('hex')}@matrix.test`,
        host: 'imap.matrix.invalid',
        username: 'desk@matrix.test',
        password: 'matrix-secret',
      },
    }),
    expect: admins(201),
  },
  update: {
    request: async (c) => ({
      url: `/api/email-channels/${await shared(c)}`,
      body: {
        address: `help-shared-${c.districtA.id.slice(0, 8)}@matrix.test`,
        host: 'imap.matrix.invalid',
        username: 'help@matrix.test',
        enabled: true,
      },
    }),
    expect: admins(200),
  },
  remove: byId('', 200, true),
  // The server's name does not resolve: the allowed answer says so.
  test: byId('/test', 200),
  poll: byId('/poll', 202),
  runs: byId('/runs', 200),
});
