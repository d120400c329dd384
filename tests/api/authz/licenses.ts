import { randomBytes } from 'node:crypto';
import { licensesApi } from '../../../domain/api/licenses.ts';
import { addDays, isoDay, LICENSE_CSV_COLUMNS } from '../../../domain/licenses.ts';
import { call } from '../../support/test-app.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

const renewal = () => addDays(isoDay(), 120);
const unique = () => randomBytes(4).toString('hex');

/** A fresh per-user license of district A, added by its administrator. */
async function freshLicense(c: MatrixContext): Promise<string> {
  const res = await call(c.app, 'POST', '/api/licenses', {
    cookie: c.cookies.adminA,
    body: {
      districtId: c.districtA.id,
      name: `Matrix ${unique()}`,
      vendor: 'Vendor',
      licenseCount: 1000,
      renewalDate: renewal(),
    },
  });
  if (res.status !== 201) throw new Error(`could not add a matrix license: ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}
/** A fresh license of district A, cancelled by its administrator. */
async function cancelledLicense(c: MatrixContext): Promise<string> {
  const id = await freshLicense(c);
  const res = await call(c.app, 'POST', `/api/licenses/${id}/cancellation`, { cookie: c.cookies.adminA });
  if (res.status !== 200) throw new Error(`could not cancel a matrix license: ${JSON.stringify(res.body)}`);
  return id;
}
const sharedLicense = (c: MatrixContext) => c.once('license-a', () => freshLicense(c));

/** A fresh seat of the shared license. */
async function freshSeat(c: MatrixContext): Promise<{ license: string; seat: string }> {
  const license = await sharedLicense(c);
  const res = await call(c.app, 'POST', `/api/licenses/${license}/assignments`, {
    cookie: c.cookies.adminA,
    body: { name: 'Matrix seat', email: `seat-${unique()}@example.org` },
  });
  return { license, seat: res.body.id as string };
}

const fields = () => ({
  name: `Matrix ${unique()}`,
  vendor: 'Vendor',
  licenseCount: 1000,
  renewalDate: renewal(),
});
/** Everybody of the district reads. */
const read = statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200);
/** Technicians manage seats; viewers only read. */
const write = (ok: number) => statuses({ anonymous: 401, viewerA: 403, waiting: 403, adminB: 404 }, ok);
/** Adding, editing, renewing, importing and reminders are for administrators. */
const admin = (ok: number) =>
  statuses({ anonymous: 401, viewerA: 403, techA: 403, waiting: 403, adminB: 404 }, ok);

export const licensesEndpoints = casesOf(licensesApi, {
  list: {
    request: (c) => ({ url: `/api/licenses?districtId=${c.districtA.id}` }),
    expect: read,
  },
  summary: {
    request: (c) => ({ url: `/api/licenses/summary?districtId=${c.districtA.id}` }),
    expect: read,
  },
  export: {
    request: (c) => ({ url: `/api/licenses/export?districtId=${c.districtA.id}&format=xlsx` }),
    expect: read,
  },
  get: {
    request: async (c) => ({ url: `/api/licenses/${await sharedLicense(c)}` }),
    expect: read,
  },
  history: {
    request: async (c) => ({ url: `/api/licenses/${await sharedLicense(c)}/history` }),
    expect: read,
  },
  seats: {
    request: async (c) => ({ url: `/api/licenses/${await sharedLicense(c)}/assignments` }),
    expect: read,
  },
  create: {
    request: (c) => ({ url: '/api/licenses', body: { ...fields(), districtId: c.districtA.id } }),
    expect: admin(201),
  },
  update: {
    request: async (c) => ({ url: `/api/licenses/${await sharedLicense(c)}`, body: fields() }),
    expect: admin(200),
  },
  remove: {
    request: async (c) => ({ url: `/api/licenses/${await freshLicense(c)}` }),
    expect: admin(200),
  },
  cancel: {
    request: async (c) => ({ url: `/api/licenses/${await freshLicense(c)}/cancellation` }),
    expect: admin(200),
  },
  reactivate: {
    request: async (c) => ({ url: `/api/licenses/${await cancelledLicense(c)}/cancellation` }),
    expect: admin(200),
  },
  renew: {
    request: async (c) => ({
      url: `/api/licenses/${await freshLicense(c)}/renewals`,
      body: { renewalDate: addDays(isoDay(), 485), cost: 100 },
    }),
    expect: admin(200),
  },
  setReminders: {
    request: async (c) => ({
      url: `/api/licenses/${await sharedLicense(c)}/reminders`,
      body: { daysBefore: [60, 14] },
    }),
    expect: admin(200),
  },
  import: {
    request: (c) => ({
      url: `/api/licenses/import?districtId=${c.districtA.id}&dryRun=true`,
      body: `${LICENSE_CSV_COLUMNS.map((col) => col.label).join(',')}\nImported ${unique()},Vendor,,,5,,,,,${renewal()},,,,,,`,
      headers: { 'content-type': 'text/csv' },
    }),
    expect: admin(200),
  },
  assign: {
    request: async (c) => ({
      url: `/api/licenses/${await sharedLicense(c)}/assignments`,
      body: { name: 'Matrix person', email: `p-${unique()}@example.org` },
    }),
    expect: write(201),
  },
  unassign: {
    request: async (c) => {
      const { license, seat } = await freshSeat(c);
      return { url: `/api/licenses/${license}/assignments/${seat}` };
    },
    expect: write(200),
  },
});
