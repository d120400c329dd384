import { randomUUID } from 'node:crypto';
import { partsApi } from '../../../domain/api/parts.ts';
import { assets, partStock, parts, repairs } from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

// Spare parts (issue 34) are inventory work: its staff read, technicians and administrators write;
// viewers read; requesters are refused; another district's answers 404.

const readers = (ok: number) => statuses({ anonymous: 401, waiting: 403, adminB: 404 }, ok);
const writers = (ok: number) => statuses({ anonymous: 401, waiting: 403, adminB: 404, viewerA: 403 }, ok);

/** A part of district A with plenty on its central shelf (each actor's move or repair takes one). */
function partOfA(c: MatrixContext): Promise<string> {
  return c.once('parts-part-of-A', async () => {
    const [p] = await c.db
      .insert(parts)
      .values({ districtId: c.districtA.id, name: 'Matrix screen', unitCostCents: 4500 })
      .returning({ id: parts.id });
    await c.db.insert(partStock).values({ partId: p!.id, siteId: null, quantity: 100 });
    return p!.id;
  });
}

/** An open repair of a fresh asset of district A (H1's endpoints make them; here, directly). */
function repairOfA(c: MatrixContext): Promise<string> {
  return c.once('parts-repair-of-A', async () => {
    const [a] = await c.db
      .insert(assets)
      .values({
        districtId: c.districtA.id,
        assetTag: `PX-${randomUUID().slice(0, 8)}`,
        name: 'Matrix laptop',
      })
      .returning({ id: assets.id });
    const [r] = await c.db
      .insert(repairs)
      .values({ districtId: c.districtA.id, assetId: a!.id })
      .returning({ id: repairs.id });
    return r!.id;
  });
}

const partBody = (c: MatrixContext) => ({ districtId: c.districtA.id, name: 'Keyboard', reorderLevel: 2 });

export const partsEndpoints = casesOf(partsApi, {
  list: {
    request: (c) => ({ url: `/api/parts?districtId=${c.districtA.id}` }),
    expect: readers(200),
  },
  create: {
    request: (c) => ({ url: '/api/parts', body: partBody(c) }),
    expect: writers(201),
  },
  update: {
    request: async (c) => ({ url: `/api/parts/${await partOfA(c)}`, body: partBody(c) }),
    expect: writers(200),
  },
  move: {
    request: async (c) => ({
      url: `/api/parts/${await partOfA(c)}/moves`,
      body: { reason: 'received', quantity: 1, siteId: null },
    }),
    expect: writers(201),
  },
  moves: {
    request: async (c) => ({ url: `/api/parts/${await partOfA(c)}/moves` }),
    expect: readers(200),
  },
  useForRepair: {
    request: async (c) => ({
      url: `/api/repairs/${await repairOfA(c)}/parts`,
      body: { partId: await partOfA(c), quantity: 1 },
    }),
    expect: writers(201),
  },
  repairParts: {
    request: async (c) => ({ url: `/api/repairs/${await repairOfA(c)}/parts` }),
    expect: readers(200),
  },
});
