import type pg from 'pg';

export interface BenchContext {
  pool: pg.Pool;
  /** The provider admin's session cookie. */
  cookie: string;
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

export const SCENARIOS: Record<string, Scenario> = { districts: districtsList };
