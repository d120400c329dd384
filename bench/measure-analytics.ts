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
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
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
  async run({ serverUrl, cookie }) {
    const base = `${serverUrl}/api/analytics`;
    const parts: string[] = [];
    let worst = 0;
    for (const tab of ANALYTICS_TABS) {
      const r = await drive(`${base}/${tab}?districtId=${bigDistrict}`, cookie, 4);
      worst = Math.max(worst, r.latency.p99);
      parts.push(`${tab} p99 ${r.latency.p99} ms (${Math.round(r.requests.average)} req/s)`);
    }
    const year = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const longRange = await drive(`${base}/tickets?districtId=${bigDistrict}&from=${year}`, cookie, 4);
    parts.push(`tickets over a year (all 200,000) p99 ${longRange.latency.p99} ms`);
    const pdf = await timed(`${serverUrl}/api/reports/executive-summary?districtId=${bigDistrict}`, cookie, 5);
    const rollup = await timed(`${base}/overview`, cookie, 5);
    return {
      value: `worst tab p99 ${worst} ms; Executive Summary ${Math.round(pdf.at(-1)!)} ms; roll-up ${Math.round(rollup.at(-1)!)} ms`,
      detail: `last 30 days, 4 connections, 5 s each: ${parts.join('; ')}. Executive Summary PDF (every tab's figures) in ${pdf.map((m) => Math.round(m)).join(', ')} ms. Overview of every district (506, 400,000 tickets) in ${rollup.map((m) => Math.round(m)).join(', ')} ms (five in a row, slowest last).`,
    };
  },
};
