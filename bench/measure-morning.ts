import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { startServer } from '../tests/support/server-process.ts';
import { percentile, sessionCookie } from './figures.ts';
import type { Measure } from './measures.ts';
import { describeFigures, READS, runMix, signInPeople } from './morning-mix.ts';
import { MORNING, morningDistricts, seedMorning, stormUserEmail } from './seed-morning.ts';

// A district's morning (issue 38): 200 people at once on a provider of 200 districts and a million
// tickets, with the answer caches on and then off; 1,000 sign-ins in a minute from one address;
// and the mix at half load for ten minutes, watching memory and the job queue.

const PEOPLE = 200;
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 60);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
/** A person's pause between requests in the paced run of the mix. */
const THINK_MS = 2000;
/** The soak's first minute: the heap and the caches grow to their working size before the first sample. */
const SOAK_WARM_UP_SECONDS = 60;

/** The server as `npm start` runs it, on the bench's database (demo mode as the bench's own server). */
const serverOn = (databaseUrl: string, env: Record<string, string> = {}) =>
  startServer({
    DATABASE_URL: databaseUrl,
    DEMO_MODE: '1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...env,
  });

export const morningMix: Measure = {
  name: `the morning mix: ${PEOPLE} people at once, ${MORNING.districts} districts, ${MORNING.tickets.toLocaleString('en-US')} tickets`,
  goal: 'p99 < 150 ms for every read kind, 0 errors',
  seed: seedMorning,
  async run({ pool, databaseUrl }) {
    const districts = await morningDistricts(pool);
    const runs: string[] = [];
    let worst = { kind: '', p99: 0 };
    let errors = 0;
    // Caches on (the figure against the goal), caches off (their share), and the same people at a
    // pace a person keeps: the latency the goal asks for at a rate the machine has room for.
    const settings: { label: string; env: Record<string, string>; thinkMs: number }[] = [
      { label: 'caches on', env: { ANSWER_CACHE: 'on' }, thinkMs: 0 },
      { label: 'caches off', env: { ANSWER_CACHE: 'off' }, thinkMs: 0 },
      {
        label: `caches on, a pause of about ${THINK_MS / 1000} s between a person's requests`,
        env: {},
        thinkMs: THINK_MS,
      },
    ];
    for (const [i, { label, env, thinkMs }] of settings.entries()) {
      const server = await serverOn(databaseUrl, env);
      try {
        const people = await signInPeople(server.url, districts, PEOPLE);
        await runMix(server.url, people, 5, thinkMs); // warm-up
        const { figures, firstErrors } = await runMix(server.url, people, MIX_SECONDS, thinkMs);
        const total = [...figures.values()].reduce((n, f) => n + f.requests, 0);
        runs.push(
          `**${label}**: ${total.toLocaleString('en-US')} requests in ${MIX_SECONDS} s (${Math.round(total / MIX_SECONDS)}/s): ${describeFigures(figures)}${firstErrors.length ? `; first errors: ${firstErrors.join(' | ')}` : ''}`,
        );
        if (i === 0) {
          for (const kind of READS) {
            const p99 = figures.get(kind)!.p99;
            if (p99 > worst.p99) worst = { kind, p99 };
          }
          errors = [...figures.values()].reduce((n, f) => n + f.errors, 0);
        }
      } finally {
        await server.stop();
      }
    }
    return {
      value: `worst read p99 ${worst.p99.toFixed(0)} ms (${worst.kind}), ${errors} errors`,
      detail: runs.join('. '),
    };
  },
};

export const signInStorm: Measure = {
  name: `8:00 sign-in storm: ${MORNING.stormAccounts.toLocaleString('en-US')} accounts in 60 s from one address`,
  goal: 'p99 sign-in < 1 s, 0 refusals of a right password',
  seed: seedMorning,
  async run({ serverUrl }) {
    const signIns: number[] = [];
    const dashboards: number[] = [];
    let refused = 0;
    const interval = 60_000 / MORNING.stormAccounts;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: MORNING.stormAccounts }, async (_, i) => {
        const wait = start + i * interval - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const t0 = performance.now();
        const res = await fetch(`${serverUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: serverUrl },
          body: JSON.stringify({ email: stormUserEmail(i + 1), password: MORNING.password }),
        });
        await res.arrayBuffer();
        signIns.push(performance.now() - t0);
        if (!res.ok) {
          refused++;
          return;
        }
        const cookie = sessionCookie(res);
        const t1 = performance.now();
        await (await fetch(`${serverUrl}/api/dashboard/metrics`, { headers: { cookie } })).arrayBuffer();
        dashboards.push(performance.now() - t1);
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    signIns.sort((a, b) => a - b);
    dashboards.sort((a, b) => a - b);
    return {
      value: `p99 ${percentile(signIns, 99).toFixed(0)} ms, ${refused} refused`,
      detail: `${signIns.length} sign-ins (argon2id at the stored cost) over ${seconds.toFixed(1)} s; sign-in p50 ${percentile(signIns, 50).toFixed(0)} ms, p95 ${percentile(signIns, 95).toFixed(0)} ms, max ${signIns.at(-1)!.toFixed(0)} ms; then each one's dashboard: p50 ${percentile(dashboards, 50).toFixed(0)} ms, p99 ${percentile(dashboards, 99).toFixed(0)} ms`,
    };
  },
};

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
/** A process's proportional share of memory: shared pages (PostgreSQL's buffers) split among those mapping them. */
const pssKb = (pid: number) =>
  Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);

/** PostgreSQL's memory: the sum of its processes' proportional shares (their RSS would count the shared buffers once per process). */
async function postgresMemoryMb(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ pid: number }>('select pid from pg_stat_activity');
  let kb = 0;
  for (const { pid } of rows) {
    try {
      kb += pssKb(pid);
    } catch {
      // A backend that ended meanwhile.
    }
  }
  return Math.round(kb / 1024);
}

const backlog = async (pool: pg.Pool) =>
  (
    await pool.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`,
    )
  ).rows[0]!.n;

export const soak: Measure = {
  name: `soak: the mix at half load (${PEOPLE / 2} people) for ${SOAK_SECONDS / 60} minutes`,
  goal: 'RSS flat within 10 %, 0 errors, job backlog 0 within 10 s of the end',
  seed: seedMorning,
  async run({ pool, databaseUrl }) {
    const districts = await morningDistricts(pool);
    const server = await serverOn(databaseUrl);
    try {
      const people = await signInPeople(server.url, districts, PEOPLE / 2);
      await runMix(server.url, people, SOAK_WARM_UP_SECONDS);
      const samples: { node: number; pg: number }[] = [];
      const sample = async () =>
        samples.push({
          node: Math.round(rssKb(server.process.pid!) / 1024),
          pg: await postgresMemoryMb(pool),
        });
      await sample();
      const half = SOAK_SECONDS / 2;
      const first = await runMix(server.url, people, half);
      await sample();
      const second = await runMix(server.url, people, half);
      await sample();
      const ended = performance.now();
      let left = await backlog(pool);
      while (left > 0 && performance.now() - ended < 10_000) {
        await new Promise((r) => setTimeout(r, 500));
        left = await backlog(pool);
      }
      const drainedIn = (performance.now() - ended) / 1000;
      const errors = [first, second].reduce(
        (n, r) => n + [...r.figures.values()].reduce((m, f) => m + f.errors, 0),
        0,
      );
      const requests = [first, second].reduce(
        (n, r) => n + [...r.figures.values()].reduce((m, f) => m + f.requests, 0),
        0,
      );
      const drift = (xs: number[]) => ((Math.max(...xs) - Math.min(...xs)) / Math.min(...xs)) * 100;
      const nodeDrift = drift(samples.map((s) => s.node));
      const pgDrift = drift(samples.map((s) => s.pg));
      return {
        value: `RSS drift node ${nodeDrift.toFixed(0)} %, PostgreSQL ${pgDrift.toFixed(0)} %; ${errors} errors; backlog ${left}`,
        detail: `${requests.toLocaleString('en-US')} requests in ${SOAK_SECONDS} s; memory at start, middle and end: node RSS ${samples.map((s) => `${s.node} MB`).join(', ')}; PostgreSQL (proportional set size, after a ${SOAK_WARM_UP_SECONDS} s warm-up) ${samples.map((s) => `${s.pg} MB`).join(', ')}; job queue backlog ${left} after ${drainedIn.toFixed(1)} s; last half: ${describeFigures(second.figures)}`,
      };
    } finally {
      await server.stop();
    }
  },
};
