import { monitorsApi } from '../../../domain/api/monitors.ts';
import { monitors } from '../../../server/db/schema/index.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

/** An integration monitor of district A (its check reads the database, never the network), inserted directly. */
export async function insertMonitor(c: MatrixContext): Promise<string> {
  const [row] = await c.db
    .insert(monitors)
    .values({
      districtId: c.districtA.id,
      name: 'Matrix monitor',
      kind: 'integration',
      target: 'connectwise',
    })
    .returning({ id: monitors.id });
  return row!.id;
}

const payload = (districtId: string) => ({
  districtId,
  name: 'Google sync',
  kind: 'integration',
  target: 'google',
});

const readers = statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200);
// District administrators and Five Star change monitors; technicians and viewers read them.
const writers = (ok: number) =>
  statuses({ anonymous: 401, techA: 403, viewerA: 403, adminB: 404, waiting: 403 }, ok);

export const monitorsEndpoints = casesOf(monitorsApi, {
  list: {
    request: (c) => ({ url: `/api/monitors?districtId=${c.districtA.id}` }),
    expect: readers,
  },
  suggestions: {
    request: (c) => ({ url: `/api/monitors/suggestions?districtId=${c.districtA.id}` }),
    expect: readers,
  },
  create: {
    request: (c) => ({ url: '/api/monitors', body: payload(c.districtA.id) }),
    expect: writers(201),
  },
  update: {
    request: async (c) => ({
      url: `/api/monitors/${await c.once('monitor', () => insertMonitor(c))}`,
      body: payload(c.districtA.id),
    }),
    expect: writers(200),
  },
  remove: {
    request: async (c) => ({ url: `/api/monitors/${await insertMonitor(c)}` }),
    expect: writers(204),
  },
  check: {
    request: async (c) => ({ url: `/api/monitors/${await c.once('monitor', () => insertMonitor(c))}/check` }),
    expect: writers(200),
  },
  history: {
    request: async (c) => ({
      url: `/api/monitors/${await c.once('monitor', () => insertMonitor(c))}/history?range=7d`,
    }),
    expect: readers,
  },
  incidents: {
    request: (c) => ({ url: `/api/incidents?districtId=${c.districtA.id}&state=open` }),
    expect: readers,
  },
  status: {
    request: (c) => ({ url: `/api/status?districtId=${c.districtA.id}` }),
    expect: readers,
  },
});
