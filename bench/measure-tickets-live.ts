import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import type pg from 'pg';
import WebSocket from 'ws';
import { hashToken, newToken } from '../server/auth/tokens.ts';
import { freePort } from '../tests/support/server-process.ts';
import type { Measure } from './measures.ts';

const districtCode = 'WSFANOUT';
const SOCKETS = 1000;
const TICKETS = 5;

const districtOf = async (pool: pg.Pool) =>
  (await pool.query<{ id: string }>('select id from districts where code = $1', [districtCode])).rows[0]!.id;

/** Notification jobs not yet done (queued, retrying or running). */
const pendingJobs = async (pool: pg.Pool) =>
  Number(
    (
      await pool.query<{ n: string }>(
        "select count(*) as n from pgboss.job where state in ('created', 'retry', 'active')",
      )
    ).rows[0]!.n,
  );

/** Waits until the server has told everyone of the tickets made so far, so each run starts alike. */
async function jobsDone(pool: pg.Pool) {
  for (let waited = 0; (await pendingJobs(pool)) > 0; waited += 200) {
    if (waited > 120_000) throw new Error('notification jobs still pending after 2 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Tickets created as fast as the server takes them, by 10 then 50 connections, in one district. */
export const ticketCreation: Measure = {
  name: 'POST /api/tickets (ticket creation, one district)',
  goal: '≥ 1,000 writes/s',
  async run({ pool, serverUrl, cookie, databaseUrl }) {
    const { rows } = await pool.query<{ id: string }>("select id from districts where code = 'RIVERSIDE'");
    const body = JSON.stringify({
      districtId: rows[0]!.id,
      title: 'Projector flickers',
      description: 'Bench',
    });
    const drive = async (url: string, connections: number) => {
      const r = await autocannon({
        url,
        method: 'POST',
        headers: { cookie, origin: serverUrl, 'content-type': 'application/json' },
        body,
        connections,
        duration: 10,
      });
      if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      return { rps: Math.round(r.requests.average), p99: r.latency.p99 };
    };
    const port = await freePort();
    const bare = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/bare-insert-server.ts', databaseUrl, String(port)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((r) => bare.stdout!.once('data', r));
    const results = [];
    try {
      for (const connections of [10, 50]) {
        const baseline = await drive(`http://127.0.0.1:${port}/`, connections);
        await jobsDone(pool);
        const app = await drive(`${serverUrl}/api/tickets`, connections);
        const backlog = await pendingJobs(pool);
        const started = performance.now();
        await jobsDone(pool);
        results.push({
          connections,
          app,
          baseline,
          backlog,
          drainMs: Math.round(performance.now() - started),
        });
      }
    } finally {
      bare.kill();
    }
    return {
      value: results.map((r) => `${r.app.rps}/s (${r.connections} connections)`).join(', '),
      detail: results
        .map(
          (r) =>
            `${r.connections} connections: ${r.app.rps} tickets/s, p99 ${r.app.p99} ms, ${r.backlog} notification jobs left at the end, done ${(r.drainMs / 1000).toFixed(1)} s later; bare one-row INSERT ${r.baseline.rps}/s (ratio ${(r.app.rps / r.baseline.rps).toFixed(2)})`,
        )
        .concat(
          'each ticket commits its row, its timeline entry, the district counters, an activity-log line and its notification job; requests arriving together share one transaction',
        )
        .join('; '),
    };
  },
};

/** Sessions of the district's users, made in the database: one per socket. */
async function seedSessions(pool: pg.Pool): Promise<string[]> {
  const districtId = await districtOf(pool);
  const users = await pool.query<{ id: string }>(
    `insert into users (email, first_name, last_name, role, district_id)
     select 'ws' || g || '@wsfanout.example', 'Viewer', g::text, 'viewer', $1
     from generate_series(1, $2) g
     on conflict do nothing returning id`,
    [districtId, SOCKETS],
  );
  const tokens = users.rows.map(() => newToken());
  await pool.query(
    `insert into sessions (token_hash, user_id, expires_at)
     select h, u, now() + interval '1 day' from unnest($1::text[], $2::uuid[]) as t(h, u)`,
    [tokens.map(hashToken), users.rows.map((u) => u.id)],
  );
  return tokens;
}

/** 1,000 open sockets of one district's users; a ticket created there reaches each of them. */
export const socketFanOut: Measure = {
  name: `ticket event → ${SOCKETS} WebSockets of its district`,
  goal: 'p99 delivery < 100 ms',
  async seed(pool) {
    await pool.query(
      `insert into districts (name, code, service_level) values ('Socket Fan-out USD', $1, 'apex')
       on conflict (code) do nothing`,
      [districtCode],
    );
  },
  async run({ pool, serverUrl, cookie }) {
    const districtId = await districtOf(pool);
    const tokens = await seedSessions(pool);
    const wsUrl = `${serverUrl.replace(/^http/, 'ws')}/ws`;
    const heard = new Map<string, number[]>();
    const open = (token: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(wsUrl, {
          headers: { cookie: `portal_session=${token}`, origin: serverUrl },
        });
        ws.on('open', () => resolve(ws));
        ws.on('error', reject);
        ws.on('message', (raw) => {
          const event = JSON.parse(String(raw)) as { type: string; data?: { id?: string } };
          if (event.type !== 'ticket_created' || !event.data?.id) return;
          const at = performance.now();
          const list = heard.get(event.data.id);
          if (list) list.push(at);
          else heard.set(event.data.id, [at]);
        });
      });
    // Opened 50 at a time: a thousand connections at once overflow the listen queue of a busy machine.
    const sockets: WebSocket[] = [];
    for (let i = 0; i < tokens.length; i += 50)
      sockets.push(...(await Promise.all(tokens.slice(i, i + 50).map(open))));
    try {
      const delays: number[] = [];
      const afterAnswer: number[] = [];
      let missed = 0;
      for (let i = 0; i < TICKETS; i++) {
        const sent = performance.now();
        const res = await fetch(`${serverUrl}/api/tickets`, {
          method: 'POST',
          headers: { cookie, origin: serverUrl, 'content-type': 'application/json' },
          body: JSON.stringify({ districtId, title: `Fan-out ${i}`, description: 'Bench' }),
        });
        const { id } = (await res.json()) as { id: string };
        const answered = performance.now();
        const until = performance.now() + 5000;
        while ((heard.get(id)?.length ?? 0) < SOCKETS && performance.now() < until)
          await new Promise((r) => setTimeout(r, 5));
        const times = heard.get(id) ?? [];
        missed += SOCKETS - times.length;
        for (const t of times) {
          delays.push(t - sent);
          afterAnswer.push(Math.max(0, t - answered));
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      delays.sort((a, b) => a - b);
      afterAnswer.sort((a, b) => a - b);
      const at = (q: number, list = delays) =>
        Math.round(list[Math.min(list.length - 1, Math.floor(list.length * q))]!);
      return {
        value: `p99 ${at(0.99)} ms`,
        detail: `${TICKETS} tickets × ${SOCKETS} sockets, from the POST being sent to each socket's message (the POST's own commit included): median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${Math.round(delays.at(-1)!)} ms; from the POST's answer (the commit done): median ${at(0.5, afterAnswer)} ms, p99 ${at(0.99, afterAnswer)} ms; ${missed} not delivered within 5 s`,
      };
    } finally {
      for (const ws of sockets) ws.close();
    }
  },
};
