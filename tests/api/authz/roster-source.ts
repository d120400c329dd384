import { rosterSourceApi } from '../../../domain/api/roster-source.ts';
import { rosterSources } from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** Its administrators and Five Star manage the roster source; requesters and technicians do not. */
const admins = (ok: number) => statuses({ anonymous: 401, provider: ok, adminA: ok, adminB: 404 }, 403);

/** A saved source of district A (an address nobody fetches in the matrix: a fetch only queues a run). */
const sourceOfA = (c: MatrixContext) =>
  c.once('roster-source-of-A', async () => {
    await c.db
      .insert(rosterSources)
      .values({ districtId: c.districtA.id, url: 'https://sis.invalid/oneroster.zip', schedule: 'off' })
      .onConflictDoNothing();
    return c.districtA.id;
  });

export const rosterSourceEndpoints = casesOf(rosterSourceApi, {
  get: {
    request: (c) => ({ url: `/api/people/roster-source?districtId=${c.districtA.id}` }),
    expect: admins(200),
  },
  save: {
    request: (c) => ({
      url: '/api/people/roster-source',
      body: { districtId: c.districtA.id, url: 'https://sis.invalid/oneroster.zip', schedule: 'off' },
    }),
    expect: admins(200),
  },
  fetchNow: {
    request: async (c) => ({
      url: '/api/people/roster-source/fetch',
      body: { districtId: await sourceOfA(c) },
    }),
    expect: admins(200),
  },
});
