import { randomUUID } from 'node:crypto';
import { offboardingApi } from '../../../domain/api/offboarding.ts';
import { districtOffboardings } from '../../../server/db/schema/index.ts';
import { makeDistrict } from '../../support/fixtures.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

// Offboarding is Five Star's alone: every district role is refused (403, the districts area's
// `admin`), in its own district as in another.

/** A district of its own to start offboarding (30 days: nothing is deleted during the run). */
const toOffboard = (c: MatrixContext) => c.once('offboard-start', async () => (await makeDistrict(c.db)).id);

/** A district waiting out its confirmation period (to cancel). */
const waiting = (c: MatrixContext) =>
  c.once('offboard-waiting', async () => {
    const d = await makeDistrict(c.db);
    await c.db.insert(districtOffboardings).values({
      formerDistrictId: d.id,
      districtName: d.name,
      districtCode: d.code,
      status: 'waiting',
      requestedByLabel: 'Matrix',
      archiveReadyAt: new Date(),
      deleteAt: new Date(Date.now() + 30 * 86_400_000),
    });
    return d.id;
  });

/** A district already deleted: only its record remains (the certificate still answers). */
const deleted = (c: MatrixContext) =>
  c.once('offboard-deleted', async () => {
    const id = randomUUID();
    const now = new Date();
    await c.db.insert(districtOffboardings).values({
      formerDistrictId: id,
      districtName: 'Gone District',
      districtCode: 'GONE',
      status: 'deleted',
      requestedByLabel: 'Matrix',
      archiveReadyAt: now,
      archiveSha256: '0'.repeat(64),
      archiveSizeBytes: 1234,
      keyDestroyedAt: now,
      deletionStartedAt: now,
      deletedAt: now,
      deletedCounts: { tickets: 3, districts: 1 },
    });
    return id;
  });

export const offboardingEndpoints = casesOf(offboardingApi, {
  start: {
    request: async (c) => ({
      url: `/api/districts/${await toOffboard(c)}/offboarding`,
      body: { deleteAfterDays: 30 },
    }),
    expect: statuses({ anonymous: 401, provider: 202 }, 403),
  },
  get: {
    request: (c) => ({ url: `/api/districts/${c.districtA.id}/offboarding` }),
    expect: statuses({ anonymous: 401, provider: 200 }, 403),
  },
  cancel: {
    request: async (c) => ({ url: `/api/districts/${await waiting(c)}/offboarding/cancel` }),
    expect: statuses({ anonymous: 401, provider: 200 }, 403),
  },
  certificate: {
    request: async (c) => ({ url: `/api/districts/${await deleted(c)}/offboarding/certificate.pdf` }),
    expect: statuses({ anonymous: 401, provider: 200 }, 403),
  },
  list: {
    request: () => ({ url: '/api/offboardings' }),
    expect: statuses({ anonymous: 401, provider: 200 }, 403),
  },
});
