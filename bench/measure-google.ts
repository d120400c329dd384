import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { connect } from '../server/db/client.ts';
import { googleSyncPlans, integrationRuns } from '../server/db/schema/index.ts';
import { createConnections } from '../server/features/integrations/connections.ts';
import { createGoogleRunner } from '../server/features/integrations/google-runner.ts';
import type { JobQueue } from '../server/jobs/queue.ts';
import type { EventBus } from '../server/realtime/event-bus.ts';
import { makeServiceAccountKey, startGoogleFake } from '../tests/support/fakes/google-admin.ts';
import type { Measure } from './measures.ts';

const DEVICES = Number(process.env.BENCH_GOOGLE_DEVICES ?? 30_000);
const SCHOOLS = 20;
const CODE = 'BENCHGW';
const ADMIN = 'it-admin@bench.example';
/** BENCH_GOOGLE_NIGHT=1 adds one night's queue: NIGHT_DISTRICTS districts of NIGHT_DEVICES each. */
const NIGHT = process.env.BENCH_GOOGLE_NIGHT === '1';
const NIGHT_DISTRICTS = Number(process.env.BENCH_GOOGLE_NIGHT_DISTRICTS ?? 200);
const NIGHT_DEVICES = Number(process.env.BENCH_GOOGLE_NIGHT_DEVICES ?? 5_000);
/** The sync jobs' concurrency (pg-boss's team size for integrations.google-sync). */
const NIGHT_CONCURRENCY = Number(process.env.BENCH_GOOGLE_NIGHT_CONCURRENCY ?? 4);

/**
 * A district of 30,000 Chromebooks in 20 schools' org units against the local fake of Google's
 * Directory API (pages of 300): the first sync read and planned (a dry run, waiting for approval),
 * then applied once approved; then a second sync with nothing changed. Goals: under 60 s for the
 * first (read + apply), under 5 s for the second.
 */
export const googleSync: Measure = {
  name: `Google Workspace sync of ${DEVICES.toLocaleString('en-US')} Chromebooks (local fake)`,
  goal: 'first sync < 60 s, unchanged second sync < 5 s',
  async seed(pool) {
    await pool.query(
      `insert into districts (name, code, service_level) values ('Google Bench USD', $1, 'apex')
       on conflict (code) do nothing`,
      [CODE],
    );
    const { rows } = await pool.query<{ id: string }>('select id from districts where code = $1', [CODE]);
    for (let s = 0; s < SCHOOLS; s++)
      await pool.query(`insert into sites (district_id, name) values ($1, $2) on conflict do nothing`, [
        rows[0]!.id,
        `School ${s + 1}`,
      ]);
  },
  async run({ databaseUrl, pool }) {
    const { rows } = await pool.query<{ id: string }>('select id from districts where code = $1', [CODE]);
    const districtId = rows[0]!.id;
    const g = await startGoogleFake({ admins: [ADMIN] });
    const key = makeServiceAccountKey(g.tokenUri);
    g.delegate(key.clientEmail, key.publicKeyPem);
    for (let s = 0; s < SCHOOLS; s++) g.addOrgUnit(`/Students/School ${s + 1}`);
    for (let i = 0; i < DEVICES; i++)
      g.addDevice({
        orgUnitPath: `/Students/School ${(i % SCHOOLS) + 1}`,
        autoUpdateThrough: `${2026 + (i % 6)}-06-30`,
        model: ['HP Chromebook 11 G9 EE', 'Lenovo 300e Gen 3', 'Acer Chromebook 311'][i % 3]!,
      });
    const database = connect(databaseUrl, 4);
    const connections = createConnections(database.db, randomBytes(32));
    await connections.save(districtId, 'google', {
      enabled: true,
      credentials: { serviceAccountKey: key.text, adminEmail: ADMIN, customerId: 'my_customer' },
      options: { apiRoot: g.apiRoot },
    });
    const runner = createGoogleRunner({
      db: database.db,
      bus: { publish: async () => {} } as unknown as EventBus,
      queue: { send: async () => null } as unknown as JobQueue,
      connections,
      remote: { allowInsecure: true },
      log: { error: (obj) => console.error(obj) },
    });
    const statusOf = async (runId: string) =>
      (await database.db.select().from(integrationRuns).where(eq(integrationRuns.id, runId)))[0]!;
    try {
      const first = await runner.enqueue(districtId, 'manual');
      const t0 = Date.now();
      await runner.run(first);
      const readMs = Date.now() - t0;
      if ((await statusOf(first)).status !== 'awaiting_approval')
        throw new Error('the first sync did not wait');
      // Approved (as POST …/approve does, without the job queue), then the same run applies.
      await database.db
        .update(googleSyncPlans)
        .set({ status: 'approved' })
        .where(eq(googleSyncPlans.runId, first));
      await database.db
        .update(integrationRuns)
        .set({ status: 'queued' })
        .where(eq(integrationRuns.id, first));
      const t1 = Date.now();
      await runner.run(first);
      const applyMs = Date.now() - t1;
      const applied = await statusOf(first);
      if (applied.status !== 'succeeded') throw new Error(`apply failed: ${applied.errors.join('; ')}`);
      const second = await runner.enqueue(districtId, 'manual');
      const t2 = Date.now();
      await runner.run(second);
      const secondMs = Date.now() - t2;
      const again = await statusOf(second);
      if (again.status !== 'succeeded' || again.itemsIn !== 0)
        throw new Error(`second sync: ${again.status}, ${again.itemsIn} in`);
      const night = NIGHT ? `; ${await nightQueue(databaseUrl, pool)}` : '';
      return {
        value: `${((readMs + applyMs) / 1000).toFixed(1)} s first, ${(secondMs / 1000).toFixed(1)} s unchanged`,
        detail: `${night.slice(2)}${night ? '; ' : ''}first: read and plan ${(readMs / 1000).toFixed(1)} s (dry run), apply ${(applyMs / 1000).toFixed(1)} s, ${applied.itemsIn} assets created; ${g.seen.length} calls to the fake in all`,
      };
    } finally {
      await database.close();
      await g.stop();
    }
  },
};

/**
 * One night's queue: NIGHT_DISTRICTS districts, each with NIGHT_DEVICES Chromebooks in Google, synced
 * (read, planned, approved, applied) by NIGHT_CONCURRENCY workers as the job queue would; the
 * database's peak sampled every 200 ms (active backends of pg_stat_activity) and pg_stat_database's
 * deltas over the night.
 */
async function nightQueue(databaseUrl: string, pool: import('pg').Pool): Promise<string> {
  const g = await startGoogleFake({ admins: [ADMIN] });
  const key = makeServiceAccountKey(g.tokenUri);
  g.delegate(key.clientEmail, key.publicKeyPem);
  for (let s = 0; s < SCHOOLS; s++) g.addOrgUnit(`/Students/School ${s + 1}`);
  for (let i = 0; i < NIGHT_DEVICES; i++)
    g.addDevice({
      orgUnitPath: `/Students/School ${(i % SCHOOLS) + 1}`,
      autoUpdateThrough: `${2026 + (i % 6)}-06-30`,
    });
  const ids: string[] = [];
  for (let d = 0; d < NIGHT_DISTRICTS; d++) {
    const { rows } = await pool.query<{ id: string }>(
      `insert into districts (name, code, service_level) values ($1, $2, 'apex')
       on conflict (code) do update set name = excluded.name returning id`,
      [`Night Bench ${d + 1}`, `NIGHT${d + 1}`],
    );
    ids.push(rows[0]!.id);
  }
  const database = connect(databaseUrl, NIGHT_CONCURRENCY + 2);
  const connections = createConnections(database.db, randomBytes(32));
  for (const id of ids)
    await connections.save(id, 'google', {
      enabled: true,
      credentials: { serviceAccountKey: key.text, adminEmail: ADMIN, customerId: 'my_customer' },
      options: { apiRoot: g.apiRoot },
    });
  const runner = createGoogleRunner({
    db: database.db,
    bus: { publish: async () => {} } as unknown as EventBus,
    queue: { send: async () => null } as unknown as JobQueue,
    connections,
    remote: { allowInsecure: true },
    log: { error: (obj) => console.error(obj) },
  });
  const stats = async () =>
    (
      await pool.query<{ commits: string; inserted: string; updated: string; read: string; hit: string }>(
        `select xact_commit as commits, tup_inserted as inserted, tup_updated as updated, blks_read as read, blks_hit as hit
         from pg_stat_database where datname = current_database()`,
      )
    ).rows[0]!;
  const before = await stats();
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await pool.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      peak = Math.max(peak, rows[0]!.n);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const queue = [...ids];
  let failed = 0;
  const t0 = Date.now();
  try {
    await Promise.all(
      Array.from({ length: NIGHT_CONCURRENCY }, async () => {
        for (let id = queue.shift(); id; id = queue.shift()) {
          const runId = await runner.enqueue(id, 'schedule');
          await runner.run(runId);
          await database.db
            .update(googleSyncPlans)
            .set({ status: 'approved' })
            .where(eq(googleSyncPlans.runId, runId));
          await database.db
            .update(integrationRuns)
            .set({ status: 'queued' })
            .where(eq(integrationRuns.id, runId));
          await runner.run(runId);
          const [run] = await database.db.select().from(integrationRuns).where(eq(integrationRuns.id, runId));
          if (run?.status !== 'succeeded') failed++;
        }
      }),
    );
  } finally {
    sampling = false;
    await sampler;
    await database.close();
    await g.stop();
  }
  const ms = Date.now() - t0;
  const after = await stats();
  const delta = (k: keyof typeof before) => (Number(after[k]) - Number(before[k])).toLocaleString('en-US');
  return (
    `night: ${NIGHT_DISTRICTS} districts of ${NIGHT_DEVICES.toLocaleString('en-US')} in ${(ms / 1000).toFixed(0)} s ` +
    `with ${NIGHT_CONCURRENCY} jobs at a time (${failed} failed); database peak ${peak} active backends; ` +
    `pg_stat_database: ${delta('commits')} commits, ${delta('inserted')} rows inserted, ${delta('updated')} updated, ` +
    `${delta('read')} blocks read, ${delta('hit')} hit`
  );
}
