import type { Measure } from './measures.ts';

const DISTRICTS = 500;
const CODE_PREFIX = 'BULKBENCH';

interface Run {
  id: string;
  status: string;
  done: number;
  total: number;
  counts: { ok: number; skipped: number; failed: number };
}

/** A bulk operation across 500 districts, from the request to its last district's result. */
export const bulkOperation: Measure = {
  name: `bulk operation across ${DISTRICTS} districts (update feature access, for real)`,
  goal: '< 30 s',
  async seed(pool) {
    await pool.query(
      `insert into districts (name, code, service_level)
       select 'Bulk Bench ' || g, $1 || g, 'apex' from generate_series(1, $2) g
       on conflict (code) do nothing`,
      [CODE_PREFIX, DISTRICTS],
    );
  },
  async run({ pool, serverUrl, cookie }) {
    const { rows } = await pool.query<{ id: string }>('select id from districts where code like $1', [
      `${CODE_PREFIX}%`,
    ]);
    const headers = { cookie, origin: serverUrl, 'content-type': 'application/json' };
    const started = Date.now();
    const res = await fetch(`${serverUrl}/api/admin/bulk-operations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        operation: 'update_feature_access',
        districtIds: rows.map((r) => r.id),
        params: { features: { analytics: false } },
        dryRun: false,
      }),
    });
    if (!res.ok) throw new Error(`bulk operation: ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    let run: Run;
    let polls = 0;
    for (;;) {
      run = (await (await fetch(`${serverUrl}/api/admin/bulk-operations/${id}`, { headers })).json()) as Run;
      polls++;
      if (run.status === 'completed' || run.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (Date.now() - started) / 1000;
    return {
      value: `${seconds.toFixed(1)} s`,
      detail: `${run.total} districts: ${run.counts.ok} ok, ${run.counts.skipped} skipped, ${run.counts.failed} failed; progress read ${polls} times while it ran`,
    };
  },
};
