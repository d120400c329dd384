import { randomUUID } from 'node:crypto';
import { damageApi } from '../../../domain/api/damage.ts';
import {
  assets,
  damageReports,
  people,
  repairs,
  ticketAttachments,
  tickets,
} from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

// Damage reports and repairs (issue 34) are inventory work: its staff read, technicians and
// administrators report and repair; viewers read; requesters are refused.

const readers = (ok: number) => statuses({ anonymous: 401, waiting: 403, adminB: 404 }, ok);
const writers = (ok: number) => statuses({ anonymous: 401, waiting: 403, adminB: 404, viewerA: 403 }, ok);

async function assetOfA(c: MatrixContext, fields: Partial<typeof assets.$inferInsert> = {}) {
  const [a] = await c.db
    .insert(assets)
    .values({
      districtId: c.districtA.id,
      assetTag: `DM-${randomUUID().slice(0, 8)}`,
      name: 'Matrix laptop',
      ...fields,
    })
    .returning({ id: assets.id });
  return a!.id;
}

/** A fresh damage of district A with its open repair, of a device a student had. */
async function freshRepair(c: MatrixContext) {
  const [p] = await c.db
    .insert(people)
    .values({ districtId: c.districtA.id, firstName: 'Matrix', lastName: 'Student', role: 'student' })
    .returning({ id: people.id });
  const assetId = await assetOfA(c);
  const [d] = await c.db
    .insert(damageReports)
    .values({ districtId: c.districtA.id, assetId, kind: 'screen', personId: p!.id })
    .returning({ id: damageReports.id });
  const [r] = await c.db
    .insert(repairs)
    .values({ districtId: c.districtA.id, assetId, damageReportId: d!.id })
    .returning({ id: repairs.id });
  return { damageId: d!.id, repairId: r!.id };
}

const repairOfA = (c: MatrixContext) => c.once('damage-repair-of-A', () => freshRepair(c));

/** A photo attached to a ticket of district A, made once per file. */
const photoOfA = (c: MatrixContext) =>
  c.once('damage-photo-of-A', async () => {
    const [ticket] = await c.db
      .insert(tickets)
      .values({
        districtId: c.districtA.id,
        number: 9301,
        ticketNumber: 'MATRIX-9301',
        title: 'Matrix damage ticket',
        description: 'For the authorization matrix',
      })
      .returning({ id: tickets.id });
    const [photo] = await c.db
      .insert(ticketAttachments)
      .values({
        districtId: c.districtA.id,
        ticketId: ticket!.id,
        name: 'crack.png',
        type: 'image/png',
        size: 4,
        content: Buffer.from('test'),
      })
      .returning({ id: ticketAttachments.id });
    return photo!.id;
  });

export const damageEndpoints = casesOf(damageApi, {
  report: {
    request: async (c) => ({
      url: `/api/assets/${await assetOfA(c)}/damage`,
      body: { districtId: c.districtA.id, kind: 'keyboard' },
    }),
    expect: writers(201),
  },
  list: { request: (c) => ({ url: `/api/damage?districtId=${c.districtA.id}` }), expect: readers(200) },
  detail: {
    request: async (c) => ({
      url: `/api/damage/${(await repairOfA(c)).damageId}?districtId=${c.districtA.id}`,
    }),
    expect: readers(200),
  },
  addPhotos: {
    request: async (c) => ({
      url: `/api/damage/${(await repairOfA(c)).damageId}/photos?districtId=${c.districtA.id}`,
      body: { photos: [await photoOfA(c)] },
    }),
    expect: writers(200),
  },
  repairs: { request: (c) => ({ url: `/api/repairs?districtId=${c.districtA.id}` }), expect: readers(200) },
  updateRepair: {
    request: async (c) => ({
      url: `/api/repairs/${(await freshRepair(c)).repairId}?districtId=${c.districtA.id}`,
      body: { kind: 'in_house', state: 'done', minutes: 20 },
    }),
    expect: writers(200),
  },
  loaner: {
    request: async (c) => ({
      url: `/api/repairs/${(await freshRepair(c)).repairId}/loaner?districtId=${c.districtA.id}`,
      body: { assetId: await assetOfA(c) },
    }),
    expect: writers(200),
  },
});
