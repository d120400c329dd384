import { randomUUID } from 'node:crypto';
import { chargesApi } from '../../../domain/api/charges.ts';
import type { Db } from '../../../server/db/client.ts';
import { assets, charges, damageReports, insurancePlans, people } from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

// Fees and charges (issue 34) are the money area's: district administrators and Five Star only;
// technicians, viewers and requesters are refused, another district's answers 404.

const money = (ok: number) =>
  statuses({ anonymous: 401, waiting: 403, adminB: 404, techA: 403, viewerA: 403, requesterA: 403 }, ok);

/** A rostered student of a district. */
export async function insertPerson(db: Db, districtId: string, first = 'Ana', last = 'Ruiz', sisId?: string) {
  const [p] = await db
    .insert(people)
    .values({ districtId, firstName: first, lastName: last, role: 'student', sisId: sisId ?? null })
    .returning({ id: people.id });
  return p!.id;
}

/** A device of the district assigned to the person, and a screen damage report of it (as H1's endpoint makes it). */
export async function insertDamage(
  db: Db,
  districtId: string,
  personId: string | null,
  opts: {
    kind?: 'screen' | 'keyboard' | 'charger' | 'lost';
    model?: string;
    occurredAt?: Date;
    cost?: number;
  } = {},
) {
  const model = opts.model ?? 'Chromebook 3110';
  const [a] = await db
    .insert(assets)
    .values({
      districtId,
      assetTag: `CH-${randomUUID().slice(0, 8)}`,
      name: 'Student Chromebook',
      model,
      personId,
      cost: opts.cost ?? null,
    })
    .returning({ id: assets.id, tag: assets.assetTag });
  const [d] = await db
    .insert(damageReports)
    .values({
      districtId,
      assetId: a!.id,
      kind: opts.kind ?? 'screen',
      personId,
      model,
      occurredAt: opts.occurredAt ?? new Date(),
    })
    .returning({ id: damageReports.id });
  return { damageId: d!.id, assetId: a!.id, assetTag: a!.tag };
}

const personOfA = (c: MatrixContext) => c.once('charges-person-A', () => insertPerson(c.db, c.districtA.id));

async function chargeOfA(c: MatrixContext) {
  return c.once('charges-charge-A', async () => {
    const [row] = await c.db
      .insert(charges)
      .values({
        districtId: c.districtA.id,
        personId: await personOfA(c),
        description: 'Charger',
        amountCents: 2000,
      })
      .returning({ id: charges.id });
    return row!.id;
  });
}

async function planOfA(c: MatrixContext) {
  return c.once('charges-plan-A', async () => {
    const [row] = await c.db
      .insert(insurancePlans)
      .values({ districtId: c.districtA.id, name: 'Matrix plan', premiumCents: 2500, covers: ['screen'] })
      .returning({ id: insurancePlans.id });
    return row!.id;
  });
}

const plan = (districtId: string) => ({
  districtId,
  name: `Plan ${randomUUID().slice(0, 6)}`,
  premium: 25,
  covers: ['screen'],
  deductibles: [20],
  incidentsPerYear: 2,
});

export const chargesEndpoints = casesOf(chargesApi, {
  feeSchedule: {
    request: (c) => ({ url: `/api/fee-schedules?districtId=${c.districtA.id}` }),
    expect: money(200),
  },
  saveFeeSchedule: {
    request: (c) => ({
      url: '/api/fee-schedules',
      body: { districtId: c.districtA.id, holdCheckout: false, items: [{ kind: 'screen', price: 45 }] },
    }),
    expect: money(200),
  },
  plans: {
    request: (c) => ({ url: `/api/insurance-plans?districtId=${c.districtA.id}` }),
    expect: money(200),
  },
  createPlan: {
    request: (c) => ({ url: '/api/insurance-plans', body: plan(c.districtA.id) }),
    expect: money(201),
  },
  updatePlan: {
    request: async (c) => ({ url: `/api/insurance-plans/${await planOfA(c)}`, body: plan(c.districtA.id) }),
    expect: money(200),
  },
  enroll: {
    request: async (c) => ({
      url: '/api/insurance-enrollments',
      body: {
        districtId: c.districtA.id,
        personId: await personOfA(c),
        planId: await planOfA(c),
        schoolYear: '2026-27',
      },
    }),
    expect: money(201),
  },
  personFees: {
    request: async (c) => ({ url: `/api/people/${await personOfA(c)}/fees?districtId=${c.districtA.id}` }),
    expect: money(200),
  },
  setWaiver: {
    request: async (c) => ({
      url: `/api/people/${await personOfA(c)}/waiver`,
      body: { districtId: c.districtA.id, kind: 'free_lunch' },
    }),
    expect: money(200),
  },
  pending: {
    request: (c) => ({ url: `/api/charges/pending?districtId=${c.districtA.id}` }),
    expect: money(200),
  },
  proposal: {
    request: async (c) => {
      const { damageId } = await c.once('charges-damage-A', async () =>
        insertDamage(c.db, c.districtA.id, await personOfA(c)),
      );
      return { url: `/api/damage/${damageId}/charge?districtId=${c.districtA.id}` };
    },
    expect: money(200),
  },
  confirm: {
    request: async (c) => {
      const { damageId } = await insertDamage(c.db, c.districtA.id, await personOfA(c));
      return { url: `/api/damage/${damageId}/charge`, body: { districtId: c.districtA.id } };
    },
    expect: money(201),
  },
  list: {
    request: (c) => ({ url: `/api/charges?districtId=${c.districtA.id}&status=open` }),
    expect: money(200),
  },
  update: {
    request: async (c) => ({
      url: `/api/charges/${await chargeOfA(c)}`,
      body: { districtId: c.districtA.id, status: 'open', note: '' },
    }),
    expect: money(200),
  },
  import: {
    request: (c) => ({
      url: '/api/charges/import',
      body: { districtId: c.districtA.id, csv: 'reference,student id,amount,date\nR-1,NOPE,20,2026-11-27\n' },
    }),
    expect: money(200),
  },
  statement: {
    request: async (c) => ({
      url: `/api/people/${await personOfA(c)}/statement.pdf?districtId=${c.districtA.id}&lang=es`,
    }),
    expect: money(200),
  },
});
