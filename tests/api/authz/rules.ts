import { randomUUID } from 'node:crypto';
import { rulesApi } from '../../../domain/api/rules.ts';
import { ticketRules } from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** A disabled rule of district A, inserted directly (one per call, so deletes have their own). */
async function insertRule(c: MatrixContext): Promise<string> {
  const [row] = await c.db
    .insert(ticketRules)
    .values({
      districtId: c.districtA.id,
      name: `Matrix rule ${randomUUID()}`,
      position: 1,
      trigger: 'created',
      conditions: {
        categories: [],
        priorities: [],
        sources: [],
        statuses: [],
        requesterRoles: [],
        sites: [],
        assetCategories: [],
        words: ['printer'],
      },
      actions: [{ type: 'set_priority', priority: 'high' }],
    })
    .returning({ id: ticketRules.id });
  return row!.id;
}

/** The district's administrators and Five Star keep its rules; technicians, viewers and requesters are refused. */
const keepers = (ok: number) => statuses({ anonymous: 401, provider: ok, adminA: ok, adminB: 404 }, 403);
const fields = () => ({
  name: `Matrix ${randomUUID()}`,
  trigger: 'created',
  actions: [{ type: 'escalate' }],
});

export const rulesEndpoints = casesOf(rulesApi, {
  list: {
    request: (c) => ({ url: `/api/rules?districtId=${c.districtA.id}` }),
    expect: keepers(200),
  },
  create: {
    request: (c) => ({ url: '/api/rules', body: { ...fields(), districtId: c.districtA.id } }),
    expect: keepers(201),
  },
  update: {
    request: async (c) => ({
      url: `/api/rules/${await c.once('rule', () => insertRule(c))}`,
      body: fields(),
    }),
    expect: keepers(200),
  },
  remove: {
    request: async (c) => ({ url: `/api/rules/${await insertRule(c)}` }),
    expect: keepers(200),
  },
  simulate: {
    request: async (c) => ({
      url: `/api/rules/${await c.once('rule', () => insertRule(c))}/simulate`,
      body: {},
    }),
    expect: keepers(200),
  },
});
