import { randomUUID } from 'node:crypto';
import { auditsApi } from '../../../domain/api/audits.ts';
import { scansApi } from '../../../domain/api/scans.ts';
import { assets, auditItems, audits, sites } from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

// Scans and audits (issue 33) are the inventory's: its staff read, technicians and administrators
// scan and audit; viewers read audits; requesters are refused.

const readers = (ok: number) => statuses({ anonymous: 401, waiting: 403, adminB: 404 }, ok);
const writers = (ok: number) => statuses({ anonymous: 401, waiting: 403, adminB: 404, viewerA: 403 }, ok);

function siteOfA(c: MatrixContext): Promise<string> {
  return c.once('scans-site-of-A', async () => {
    const [s] = await c.db
      .insert(sites)
      .values({ districtId: c.districtA.id, name: 'Matrix Elementary' })
      .returning({ id: sites.id });
    return s!.id;
  });
}

/** A fresh open audit of district A expecting one fresh asset (a close or a fix per actor). */
async function freshAudit(c: MatrixContext) {
  const siteId = await siteOfA(c);
  const [a] = await c.db
    .insert(assets)
    .values({
      districtId: c.districtA.id,
      assetTag: `MX-${randomUUID().slice(0, 8)}`,
      name: 'Matrix laptop',
      siteId,
    })
    .returning({ id: assets.id });
  const [audit] = await c.db
    .insert(audits)
    .values({ districtId: c.districtA.id, name: 'Matrix audit', siteId })
    .returning({ id: audits.id });
  await c.db
    .insert(auditItems)
    .values({ districtId: c.districtA.id, auditId: audit!.id, assetId: a!.id, expected: true });
  return { auditId: audit!.id, assetId: a!.id };
}

const auditOfA = (c: MatrixContext) => c.once('scans-audit-of-A', () => freshAudit(c));

export const scansEndpoints = casesOf(scansApi, {
  record: {
    request: (c) => ({
      url: '/api/scans',
      body: {
        districtId: c.districtA.id,
        mode: 'check_in',
        code: 'MX-UNKNOWN',
        scannedAt: new Date().toISOString(),
        scanKey: `matrix-${randomUUID()}`,
      },
    }),
    expect: writers(200),
  },
  recent: {
    request: (c) => ({ url: `/api/scans/recent?districtId=${c.districtA.id}` }),
    expect: readers(200),
  },
});

export const auditsEndpoints = casesOf(auditsApi, {
  list: { request: (c) => ({ url: `/api/audits?districtId=${c.districtA.id}` }), expect: readers(200) },
  create: {
    request: async (c) => ({
      url: '/api/audits',
      body: { districtId: c.districtA.id, name: 'Matrix audit', siteId: await siteOfA(c) },
    }),
    expect: writers(201),
  },
  detail: {
    request: async (c) => ({
      url: `/api/audits/${(await auditOfA(c)).auditId}?districtId=${c.districtA.id}`,
    }),
    expect: readers(200),
  },
  close: {
    request: async (c) => ({
      url: `/api/audits/${(await freshAudit(c)).auditId}/close?districtId=${c.districtA.id}`,
    }),
    expect: writers(200),
  },
  fix: {
    request: async (c) => {
      const { auditId, assetId } = await freshAudit(c);
      return {
        url: `/api/audits/${auditId}/fix?districtId=${c.districtA.id}`,
        body: { assetId, action: 'mark_lost' },
      };
    },
    expect: writers(200),
  },
  report: {
    request: async (c) => ({
      url: `/api/audits/${(await auditOfA(c)).auditId}/report?format=csv&districtId=${c.districtA.id}`,
    }),
    expect: readers(200),
  },
});
