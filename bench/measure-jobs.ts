import { connect } from '../server/db/client.ts';
import { createJobQueue } from '../server/jobs/queue.ts';
import { createEventBus } from '../server/realtime/event-bus.ts';
import type { Measure } from './measures.ts';

const quiet = { error: () => {}, warn: () => {}, info: () => {} };

/** Jobs per second through the queue: 3,000 jobs sent, then run by one worker with a handler that does nothing. */
export const jobThroughput: Measure = {
  name: 'background jobs through the queue (3,000 no-op jobs, one worker)',
  goal: 'measured',
  async run({ databaseUrl }) {
    const database = connect(databaseUrl, 4);
    const bus = await createEventBus(databaseUrl, database.pool, () => {});
    let done = 0;
    const queue = createJobQueue(database.db, { url: databaseUrl, expireSeconds: 60, log: quiet, bus });
    queue.define({ name: 'bench.noop', retryLimit: 0, handle: async () => void done++ });
    await queue.start({ work: false });
    const total = 3000;
    const sendStart = Date.now();
    for (let i = 0; i < total; i += 100)
      await Promise.all(Array.from({ length: 100 }, (_, j) => queue.send('bench.noop', { i: i + j })));
    const sendSeconds = (Date.now() - sendStart) / 1000;
    await queue.stop();
    const worker = createJobQueue(database.db, { url: databaseUrl, expireSeconds: 60, log: quiet, bus });
    worker.define({ name: 'bench.noop', retryLimit: 0, handle: async () => void done++ });
    const runStart = Date.now();
    await worker.start({ work: true });
    while (done < total) await new Promise((r) => setTimeout(r, 50));
    const runSeconds = (Date.now() - runStart) / 1000;
    await worker.stop();
    await bus.close();
    await database.close();
    return {
      value: `${Math.round(total / runSeconds)} jobs/s run`,
      detail: `${Math.round(total / sendSeconds)} jobs/s sent (100 at a time)`,
    };
  },
};

const FAN_OUT = 500;
const districtCode = 'BENCHFAN';

/** From a ticket's creation to the last of its district's 500 administrators holding the notification. */
export const notificationFanOut: Measure = {
  name: `ticket created → notification held by all ${FAN_OUT} administrators of its district`,
  goal: '< 2 s',
  async seed(pool) {
    const { rows } = await pool.query<{ id: string }>(
      `insert into districts (name, code, service_level) values ('Fan-out USD', $1, 'apex')
       on conflict (code) do update set name = excluded.name returning id`,
      [districtCode],
    );
    await pool.query(
      `insert into users (email, first_name, last_name, role, district_id)
       select 'fan' || g || '@fanout.example', 'Admin', g::text, 'district_admin', $1
       from generate_series(1, $2) g on conflict do nothing`,
      [rows[0]!.id, FAN_OUT],
    );
  },
  async run({ pool, serverUrl, cookie }) {
    const { rows } = await pool.query<{ id: string }>('select id from districts where code = $1', [
      districtCode,
    ]);
    const districtId = rows[0]!.id;
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      const res = await fetch(`${serverUrl}/api/tickets`, {
        method: 'POST',
        headers: { cookie, origin: serverUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ districtId, title: `Fan-out ${i}`, description: 'Bench' }),
      });
      const ticket = (await res.json()) as { id: string };
      for (;;) {
        const held = await pool.query<{ n: number }>(
          'select count(*)::int as n from notifications where link = $1',
          [`/tickets?ticket=${ticket.id}`],
        );
        if (held.rows[0]!.n >= FAN_OUT) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      times.push(Date.now() - started);
    }
    times.sort((a, b) => a - b);
    return {
      value: `${(times[2]! / 1000).toFixed(2)} s median`,
      detail: `5 tickets: ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s (each a row per person, in one transaction, and a live event each)`,
    };
  },
};
