import type { Offboarding } from '../domain/offboarding.ts';
import type { Measure } from './measures.ts';
import { seedTickets } from './seed-tickets.ts';

// Offboarding a district of 100,000 rows (issue 38): Five Star starts it with no confirmation
// period, and the server's own jobs make the archive and delete every row in batches.

const TICKETS = 60_000;
const ASSETS = 40_000;
let districtId = '';

const seconds = (from: string | null, to: string | null) =>
  from && to ? ((Date.parse(to) - Date.parse(from)) / 1000).toFixed(1) : '?';

export const offboardingRun: Measure = {
  name: `offboarding a district of ${(TICKETS + ASSETS).toLocaleString('en-US')} rows`,
  goal: '< 5 min from the request to the last row deleted',
  async seed(pool) {
    districtId = (await seedTickets(pool, { districts: 1, tickets: TICKETS })).districtIds[0]!;
    await pool.query(
      `insert into assets (district_id, asset_tag, name, model)
       select $1, 'OB-' || lpad(g::text, 6, '0'), 'Chromebook ' || g, 'Chromebook 311'
       from generate_series(1, $2::int) g`,
      [districtId, ASSETS],
    );
  },
  async run({ serverUrl, cookie }) {
    const headers = { cookie, origin: serverUrl, 'content-type': 'application/json' };
    const url = `${serverUrl}/api/districts/${districtId}/offboarding`;
    const t0 = performance.now();
    const started = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ deleteAfterDays: 0 }),
    });
    if (!started.ok) throw new Error(`offboarding: ${started.status} ${await started.text()}`);
    let last: Offboarding | null = null;
    let polls = 0;
    while (performance.now() - t0 < 15 * 60_000) {
      await new Promise((r) => setTimeout(r, 500));
      polls++;
      last = ((await (await fetch(url, { headers })).json()) as { offboarding: Offboarding | null })
        .offboarding;
      if (last?.status === 'deleted' || last?.status === 'failed') break;
    }
    const total = (performance.now() - t0) / 1000;
    if (last?.status !== 'deleted') throw new Error(`offboarding ended ${last?.status}: ${last?.error}`);
    const rows = Object.values(last.deletedCounts).reduce((a, b) => a + b, 0);
    return {
      value: `${total.toFixed(1)} s`,
      detail: `${rows.toLocaleString('en-US')} rows deleted (${last.deletedCounts.tickets ?? 0} tickets, ${last.deletedCounts.assets ?? 0} assets, the rest the district's own settings and counters); archive ${((last.archive.sizeBytes ?? 0) / 1e6).toFixed(1)} MB made in ${seconds(last.requestedAt, last.archive.readyAt)} s, deletion ${seconds(last.deletionStartedAt, last.deletedAt)} s; progress read ${polls} times while it ran (every 500 ms)`,
    };
  },
};
