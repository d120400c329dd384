import { fleetApi, peopleApi } from '../../../domain/api/people.ts';
import { people } from '../../../server/db/schema/index.ts';
import { rosterZip, userRow } from '../../support/oneroster.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** A rostered student of district A, made once per file. */
function personOfA(c: MatrixContext): Promise<string> {
  return c.once('people-person-of-A', async () => {
    const [row] = await c.db
      .insert(people)
      .values({ districtId: c.districtA.id, firstName: 'Matrix', lastName: 'Student', role: 'student' })
      .returning({ id: people.id });
    return row!.id;
  });
}

/** Everybody of the district's staff reads (the inventory's access); requesters do not. */
const readers = (ok: number) => statuses({ anonymous: 401, waiting: 403, adminB: 404 }, ok);
/** Its administrators and Five Star import rosters and set costs. */
const admins = (ok: number) => statuses({ anonymous: 401, provider: ok, adminA: ok, adminB: 404 }, 403);

const roster = () =>
  rosterZip({
    orgs: ['hs1,,,Matrix High,school,,'],
    users: [userRow({ id: 'm1', orgs: 'hs1', role: 'student', given: 'Matrix', family: 'Student' })],
  });

export const peopleEndpoints = casesOf(peopleApi, {
  list: {
    request: (c) => ({ url: `/api/people/roster?districtId=${c.districtA.id}` }),
    expect: readers(200),
  },
  deviceQueue: {
    request: (c) => ({ url: `/api/people/device-queue?districtId=${c.districtA.id}` }),
    expect: readers(200),
  },
  importRoster: {
    request: (c) => ({
      url: `/api/people/import?districtId=${c.districtA.id}&dryRun=true`,
      body: roster(),
      headers: { 'content-type': 'application/zip' },
    }),
    expect: admins(200),
  },
  get: {
    request: async (c) => ({ url: `/api/people/${await personOfA(c)}?districtId=${c.districtA.id}` }),
    expect: readers(200),
  },
});

export const fleetEndpoints = casesOf(fleetApi, {
  aue: { request: (c) => ({ url: `/api/fleet/aue?districtId=${c.districtA.id}` }), expect: readers(200) },
  exportAue: {
    request: (c) => ({ url: `/api/fleet/aue/export?districtId=${c.districtA.id}&format=csv` }),
    expect: readers(200),
  },
  setModelCost: {
    request: (c) => ({
      url: '/api/fleet/model-costs',
      body: { districtId: c.districtA.id, model: 'Chromebook 311', unitCost: 329 },
    }),
    expect: admins(200),
  },
});
