import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from '../tests/support/server-process.ts';
import { percentile, sessionCookie } from './figures.ts';
import type { Measure } from './measures.ts';

// Webhook delivery at 100 events a second (issue 38): tickets opened through the API for 30 s, a
// provider-wide webhook on ticket.created, and a local receiver that notes when each arrives.
// Loopback is reachable only with INTEGRATIONS_ALLOW_INSECURE, which production refuses: this
// measure runs its own server (NODE_ENV=test, otherwise as `npm start`) on a database of its own in
// the bench's cluster, so the bench server's workers do not take its deliveries.

const RATE = 100;
const SECONDS = 30;
const DISTRICT = 'LAKESIDE';

/** A receiver that answers 200 at once and notes when each ticket's event arrived. */
async function receiver() {
  const arrived = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = performance.now();
      const body = JSON.parse(Buffer.concat(chunks).toString()) as { data: { ticket: { id: string } } };
      arrived.set(body.data.ticket.id, at);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { arrived, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, server };
}

export const webhookDelivery: Measure = {
  name: `webhook delivery to a local receiver at ${RATE} events/s`,
  goal: 'p99 < 1 s from the change committed to the receiver',
  async run({ pool, databaseUrl }) {
    await pool.query('drop database if exists bench_webhooks');
    await pool.query('create database bench_webhooks');
    const url = new URL(databaseUrl);
    url.pathname = '/bench_webhooks';
    const hook = await receiver();
    const server = await startServer(
      {
        DATABASE_URL: url.toString(),
        DEMO_MODE: '1',
        NODE_ENV: 'test',
        INTEGRATIONS_ALLOW_INSECURE: 'true',
        LOG_LEVEL: 'warn',
      },
      300_000,
    );
    try {
      const cookie = sessionCookie(await fetch(`${server.url}/api/demo-access`));
      const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
      const districts = (await (await fetch(`${server.url}/api/districts`, { headers })).json()) as {
        id: string;
        code: string;
      }[];
      const districtId = districts.find((d) => d.code === DISTRICT)!.id;
      const made = await fetch(`${server.url}/api/webhooks`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ url: hook.url, events: ['ticket.created'], description: 'bench receiver' }),
      });
      if (made.status !== 201) throw new Error(`webhook: ${made.status} ${await made.text()}`);
      const committed = new Map<string, number>();
      let refused = 0;
      const total = RATE * SECONDS;
      const start = performance.now();
      const posts: Promise<void>[] = [];
      for (let i = 0; i < total; i++) {
        const wait = start + (i * 1000) / RATE - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        posts.push(
          fetch(`${server.url}/api/tickets`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              districtId,
              title: `Webhook bench ${i}`,
              description: 'Opened by the bench.',
            }),
          }).then(async (res) => {
            const body = (await res.json()) as { id?: string };
            if (res.status !== 201 || !body.id) refused++;
            else committed.set(body.id, performance.now());
          }),
        );
      }
      await Promise.all(posts);
      const sent = (performance.now() - start) / 1000;
      const until = performance.now() + 60_000;
      while (hook.arrived.size < committed.size && performance.now() < until)
        await new Promise((r) => setTimeout(r, 100));
      const lags = [...committed]
        .filter(([id]) => hook.arrived.has(id))
        .map(([id, at]) => Math.max(0, hook.arrived.get(id)! - at))
        .sort((a, b) => a - b);
      return {
        value: `p99 ${percentile(lags, 99).toFixed(0)} ms`,
        detail: `${committed.size} tickets opened in ${sent.toFixed(1)} s (${refused} refused), ${lags.length} events received, ${committed.size - lags.length} missing after 60 s; from the ticket's answer (its commit) to the receiver: p50 ${percentile(lags, 50).toFixed(0)} ms, p95 ${percentile(lags, 95).toFixed(0)} ms, max ${(lags.at(-1) ?? 0).toFixed(0)} ms (each delivery signed, its try recorded; its own server with loopback allowed, as tests run it)`,
      };
    } finally {
      await server.stop();
      hook.server.close();
      await pool.query('drop database if exists bench_webhooks with (force)');
    }
  },
};
