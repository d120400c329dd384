import { randomBytes } from 'node:crypto';
import { privacyAgreementsApi } from '../../../domain/api/privacy-agreements.ts';
import { addDays, isoDay } from '../../../domain/licenses.ts';
import { licenses, vendorAgreements } from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

const unique = () => randomBytes(4).toString('hex');

/** A license of district A, inserted directly. */
async function insertLicense(c: MatrixContext): Promise<string> {
  const [row] = await c.db
    .insert(licenses)
    .values({
      districtId: c.districtA.id,
      name: `Privacy matrix ${unique()}`,
      vendor: 'Vendor',
      category: 'Productivity',
      seatModel: 'site',
      renewalDate: addDays(isoDay(), 200),
    })
    .returning({ id: licenses.id });
  return row!.id;
}
const sharedLicense = (c: MatrixContext) => c.once('privacy-license', () => insertLicense(c));

/** An app of district A without a license, inserted directly. */
async function insertApp(c: MatrixContext): Promise<string> {
  const [row] = await c.db
    .insert(vendorAgreements)
    .values({
      districtId: c.districtA.id,
      vendor: 'Vendor',
      appName: `App ${unique()}`,
      dpaStatus: 'requested',
    })
    .returning({ id: vendorAgreements.id });
  return row!.id;
}
const sharedApp = (c: MatrixContext) => c.once('privacy-app', () => insertApp(c));

const agreement = { dpaStatus: 'requested', dataElements: ['name', 'email'], approvedForStudents: false };

// The privacy area: district administrators and Five Star only; another district's rows 404.
const admins = (ok: number) =>
  statuses({ anonymous: 401, techA: 403, viewerA: 403, waiting: 403, adminB: 404 }, ok);

export const privacyAgreementsEndpoints = casesOf(privacyAgreementsApi, {
  forLicense: {
    request: async (c) => ({
      url: `/api/licenses/${await sharedLicense(c)}/privacy?districtId=${c.districtA.id}`,
    }),
    expect: admins(200),
  },
  saveForLicense: {
    request: async (c) => ({
      url: `/api/licenses/${await sharedLicense(c)}/privacy?districtId=${c.districtA.id}`,
      body: agreement,
    }),
    expect: admins(200),
  },
  apps: { request: (c) => ({ url: `/api/privacy/apps?districtId=${c.districtA.id}` }), expect: admins(200) },
  export: {
    request: (c) => ({ url: `/api/privacy/apps/export?districtId=${c.districtA.id}&missingAgreement=true` }),
    expect: admins(200),
  },
  addApp: {
    request: (c) => ({
      url: '/api/privacy/apps',
      body: { districtId: c.districtA.id, vendor: 'Vendor', appName: `New ${unique()}`, ...agreement },
    }),
    expect: admins(201),
  },
  updateApp: {
    request: async (c) => ({
      url: `/api/privacy/apps/${await sharedApp(c)}?districtId=${c.districtA.id}`,
      body: { vendor: 'Vendor', appName: 'Matrix app', ...agreement },
    }),
    expect: admins(200),
  },
  removeApp: {
    request: async (c) => ({ url: `/api/privacy/apps/${await insertApp(c)}?districtId=${c.districtA.id}` }),
    expect: admins(200),
  },
});
