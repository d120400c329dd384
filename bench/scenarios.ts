import type pg from 'pg';
import { seedAssets } from './seed-assets.ts';
import { seedLicenses } from './seed-licenses.ts';
import { seedTickets } from './seed-tickets.ts';
import { seedVault } from './seed-vault.ts';
import { seedVisits } from './seed-visits.ts';
import { seedWorkflow } from './seed-workflow.ts';

export interface BenchContext {
  pool: pg.Pool;
  /** The provider admin's session cookie. */
  cookie: string;
  /** The server's address, for a scenario that needs a session of its own. */
  serverUrl: string;
}

/** One measured endpoint: what to seed, and the request to drive. */
export interface Scenario {
  name: string;
  seed(pool: pg.Pool): Promise<void>;
  /** Path to request and the cookie to send, decided after seeding. */
  target(ctx: BenchContext): Promise<{ path: string; cookie: string }>;
  connections: number;
  /** What the issue asks of it, printed beside the result. */
  target_note: string;
}

async function seedDistricts(pool: pg.Pool, n: number) {
  await pool.query(
    `insert into districts (name, code, service_level, location, estimated_users)
     select 'Bench District ' || g, 'BENCH' || g,
            (array['analysis','ascend','altitude','apex'])[1 + g % 4]::service_level,
            'Town ' || g || ', ST', 20 + g % 400
     from generate_series(1, $1) g
     on conflict (code) do nothing`,
    [n],
  );
}

export const districtsList: Scenario = {
  name: 'GET /api/districts (500+ districts)',
  seed: (pool) => seedDistricts(pool, 500),
  target: async ({ cookie }) => ({ path: '/api/districts', cookie }),
  connections: 10,
  target_note: '≥ 0.5 of baseline req/s',
};

/** The district with the most tickets after seeding: the one the ticket list is driven on. */
async function busiestTicketDistrict(pool: pg.Pool): Promise<string> {
  const r = await pool.query<{ district_id: string }>(
    'select district_id from district_stats order by tickets_total desc limit 1',
  );
  return r.rows[0]!.district_id;
}

let ticketsSeeded = false;
async function seedMillionTickets(pool: pg.Pool) {
  if (ticketsSeeded) return;
  ticketsSeeded = true;
  await seedTickets(pool, { districts: 200, tickets: 1_000_000 });
}

export const ticketList: Scenario = {
  name: 'GET /api/tickets/:districtId (200 districts, 1,000,000 tickets)',
  seed: seedMillionTickets,
  target: async ({ pool, cookie }) => ({ path: `/api/tickets/${await busiestTicketDistrict(pool)}`, cookie }),
  connections: 10,
  target_note: '≥ 0.7 of baseline req/s',
};

export const dashboardMetrics: Scenario = {
  name: 'GET /api/dashboard/metrics (1,000,000 tickets, provider scope)',
  seed: seedMillionTickets,
  target: async ({ cookie }) => ({ path: '/api/dashboard/metrics', cookie }),
  connections: 10,
  target_note: 'p99 < 50 ms',
};

export const assetList: Scenario = {
  name: 'GET /api/assets/page (district of 50,000 assets, first 200)',
  seed: async (pool) => {
    const r = await pool.query<{ id: string }>("select id from districts where code = 'LAKESIDE'");
    await seedAssets(pool, { districtId: r.rows[0]!.id, assets: 50_000 });
  },
  target: async ({ pool, cookie }) => {
    const r = await pool.query<{ id: string }>("select id from districts where code = 'LAKESIDE'");
    return { path: `/api/assets/page?districtId=${r.rows[0]!.id}`, cookie };
  },
  connections: 10,
  target_note: '≥ 0.3 of baseline req/s; smooth at 50,000 assets (first page)',
};

/** The district the license scenarios fill: 2,000 licenses and 100,000 seats. */
const licenseDistrict = async (pool: pg.Pool) =>
  (await pool.query<{ id: string }>("select id from districts where code = 'CEDARVALLEY'")).rows[0]!.id;
let licensesSeeded = false;
async function seedLicenseDistrict(pool: pg.Pool) {
  if (licensesSeeded) return;
  licensesSeeded = true;
  await seedLicenses(pool, { districtId: await licenseDistrict(pool), licenses: 2000, assignments: 100_000 });
}

export const licenseList: Scenario = {
  name: 'GET /api/licenses (district of 2,000 licenses, 100,000 seats)',
  seed: seedLicenseDistrict,
  target: async ({ pool, cookie }) => ({
    path: `/api/licenses?districtId=${await licenseDistrict(pool)}`,
    cookie,
  }),
  connections: 10,
  target_note: 'p99 < 50 ms',
};

export const licenseCards: Scenario = {
  name: 'GET /api/licenses/summary (district of 2,000 licenses, 100,000 seats)',
  seed: seedLicenseDistrict,
  target: async ({ pool, cookie }) => ({
    path: `/api/licenses/summary?districtId=${await licenseDistrict(pool)}`,
    cookie,
  }),
  connections: 10,
  target_note: 'p99 < 50 ms',
};

/** The district the visits scenario fills: 20 technicians, 5,000 visits. */
const visitDistrict = async (pool: pg.Pool) =>
  (await pool.query<{ id: string }>("select id from districts where code = 'LAKESIDE'")).rows[0]!.id;
let visitsSeeded = false;

export const visitWeek: Scenario = {
  name: 'GET /api/visits, one week (district of 20 technicians, 5,000 visits)',
  seed: async (pool) => {
    if (visitsSeeded) return;
    visitsSeeded = true;
    await seedVisits(pool, { districtId: await visitDistrict(pool), technicians: 20, visits: 5000 });
  },
  target: async ({ pool, cookie }) => {
    const monday = new Date();
    monday.setUTCHours(0, 0, 0, 0);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const sunday = new Date(monday.getTime() + 7 * 86_400_000);
    const range = `from=${monday.toISOString()}&to=${sunday.toISOString()}`;
    return { path: `/api/visits?districtId=${await visitDistrict(pool)}&${range}`, cookie };
  },
  connections: 10,
  target_note: 'p99 < 50 ms',
};

/** Benson, with 2,000 vault entries; read by a provider admin in its district view. */
const vaultDistrict = async (pool: pg.Pool) =>
  (await pool.query<{ id: string }>("select id from districts where code = 'BENSON'")).rows[0]!.id;

export const vaultList: Scenario = {
  name: 'GET /api/vault (district of 2,000 entries, in a district view)',
  seed: async (pool) => seedVault(pool, await vaultDistrict(pool), 2000),
  target: async ({ pool, serverUrl }) => {
    const demo = await fetch(`${serverUrl}/api/demo-access`);
    const cookie = demo.headers
      .getSetCookie()
      .find((c) => c.startsWith('portal_session='))!
      .split(';')[0]!;
    const view = await fetch(`${serverUrl}/api/auth/view`, {
      method: 'POST',
      headers: { cookie, origin: serverUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ districtId: await vaultDistrict(pool) }),
    });
    if (!view.ok) throw new Error(`district view: ${view.status}`);
    return { path: '/api/vault', cookie };
  },
  connections: 10,
  target_note: 'p99 < 50 ms',
};

let benchWorkflow: string | undefined;

export const workflowSummary: Scenario = {
  name: 'GET /api/workflows/:id (300 respondents, 40 questions: completion, scores, findings)',
  seed: async (pool) => {
    benchWorkflow ??= await seedWorkflow(pool, await vaultDistrict(pool), 300);
  },
  target: async ({ cookie }) => ({ path: `/api/workflows/${benchWorkflow}`, cookie }),
  connections: 10,
  target_note: 'p99 < 100 ms',
};

export const SCENARIOS: Record<string, Scenario> = {
  districts: districtsList,
  tickets: ticketList,
  dashboard: dashboardMetrics,
  assets: assetList,
  licenses: licenseList,
  'license-cards': licenseCards,
  vault: vaultList,
  visits: visitWeek,
  workflow: workflowSummary,
};
