import autocannon from 'autocannon';
import { ANALYTICS_TABS } from '../domain/analytics.ts';
import type { Measure } from './measures.ts';
import { seedAssets } from './seed-assets.ts';
import { seedLicenses } from './seed-licenses.ts';
import { seedTickets } from './seed-tickets.ts';

// Analytics & Reports at scale (docs/performance.md): one district of 200,000 tickets, 50,000
// assets and 2,000 licenses; and a roll-up of every district with 500 more districts of 400
// tickets each. Seeded with generate_series (bench/seed-*.ts).

let bigDistrict = '';

async function drive(url: string, cookie: string, connections: number) {
  const r = await autocannon({ url, connections, duration: 5, headers: { cookie } });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return r;
}

async function timed(url: string, cookie: string, times: number) {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    ms.push(performance.now() - start);
  }
  return ms.sort((a, b) => a - b);
}

export const analyticsTabs: Measure = {
  name: 'GET /api/analytics/{tab}, reports and roll-up (district of 200,000 tickets, 50,000 assets, 2,000 licenses; 500 more districts)',
  goal: 'each tab p99 < 150 ms; Executive Summary PDF < 2 s; roll-up of 500 districts < 1 s',
  async seed(pool) {
    const { districtIds } = await seedTickets(pool, { districts: 1, tickets: 200_000 });
    bigDistrict = districtIds[0]!;
    await seedAssets(pool, { districtId: bigDistrict, assets: 50_000 });
    await seedLicenses(pool, { districtId: bigDistrict, licenses: 2000, assignments: 20_000 });
    await pool.query(
      `insert into district_settings (district_id, timezone, enrollment, school_day_start, school_day_end, sla_targets)
       values ($1, 'America/New_York', 30000, '07:00', '16:00', '{"critical": 4, "high": 8, "medium": 24, "low": 72}')`,
      [bigDistrict],
    );
    await seedTickets(pool, { districts: 500, tickets: 200_000 });
  },
  async run({ serverUrl, cookie, pool }) {
    const base = `${serverUrl}/api/analytics`;
    // What the roll-up covers: in a full bench run, the other scenarios' districts and tickets too.
    const { rows: sizes } = await pool.query<{ districts: number; tickets: number }>(
      'select (select count(*) from districts)::int as districts, (select count(*) from tickets)::int as tickets',
    );
    const one = `districtId=${bigDistrict}`;
    const cold: string[] = [];
    const warm: string[] = [];
    let worstWarm = 0;
    let worstCold = 0;
    for (const tab of ANALYTICS_TABS) {
      // The first answer is computed (cold); the same question again within a minute is kept (warm).
      const [first] = await timed(`${base}/${tab}?${one}`, cookie, 1);
      worstCold = Math.max(worstCold, first!);
      cold.push(`${tab} ${Math.round(first!)} ms`);
      const r = await drive(`${base}/${tab}?${one}`, cookie, 4);
      worstWarm = Math.max(worstWarm, r.latency.p99);
      warm.push(`${tab} p99 ${r.latency.p99} ms (${Math.round(r.requests.average)} req/s)`);
    }
    const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
    const [year] = await timed(`${base}/tickets?${one}&from=${day(364)}&to=${day(0)}`, cookie, 1);
    // Other ranges than the tabs' above, so the report computes every tab (cold), then again (kept).
    const pdfCold = await timed(
      `${serverUrl}/api/reports/executive-summary?${one}&from=${day(30)}&to=${day(0)}`,
      cookie,
      1,
    );
    const pdfWarm = await timed(
      `${serverUrl}/api/reports/executive-summary?${one}&from=${day(30)}&to=${day(0)}`,
      cookie,
      3,
    );
    const rollup = await timed(`${base}/overview`, cookie, 1);
    const rollupTickets = await timed(`${base}/tickets?from=${day(90)}&to=${day(0)}`, cookie, 1);
    return {
      value: `slowest tab ${Math.round(worstCold)} ms computed, p99 ${worstWarm} ms kept; Executive Summary ${Math.round(pdfCold[0]!)} ms; roll-up ${Math.round(rollup[0]!)} ms`,
      detail: `Last 30 days of the big district. Computed (first request): ${cold.join(', ')}; tickets over a year (all 200,000) ${Math.round(year!)} ms. Kept (the same question again, 4 connections, 5 s): ${warm.join('; ')}. Executive Summary PDF computed ${Math.round(pdfCold[0]!)} ms, kept ${pdfWarm.map((m) => Math.round(m)).join(', ')} ms. Roll-up of every district (${sizes[0]!.districts} districts, ${sizes[0]!.tickets.toLocaleString('en-US')} tickets): overview ${Math.round(rollup[0]!)} ms, tickets of 90 days ${Math.round(rollupTickets[0]!)} ms (computed).`,
    };
  },
};
