import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningServer, startServer, tempDataDir } from '../support/server-process.ts';

// SIGTERM to the real server process under load: requests accepted before the signal all finish
// (slow ones too), sockets are told to come back (1012), the embedded PostgreSQL stops, exit 0.

const PROCESS_TEST_MS = 180_000;
/** Request loops at once, each a new connection per request. */
const WORKERS = 12;
/** Requests whose body arrives slowly: begun before the signal, their body ends after it. */
const SLOW = 4;
const SLOW_AFTER_SIGNAL_MS = 1500;

const started: RunningServer[] = [];
afterAll(async () => {
  for (const s of started) await s.kill().catch(() => {});
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Outcome {
  what: string;
  /** When the connection was open and the whole request written (ms since the epoch). */
  sentAt: number | null;
  port?: number;
  status: number | null;
  error?: string;
}

/** One request on a connection of its own; `body` given in pieces is written `gapMs` apart. */
function request(
  url: string,
  opts: {
    method?: string;
    headers?: Record<string, string>;
    body?: string[];
    gapMs?: number;
    /** Called once the connection is open and the first piece written. */
    onStarted?: () => void;
  },
): Promise<Outcome> {
  const what = `${opts.method ?? 'GET'} ${new URL(url).pathname}`;
  return new Promise((resolve) => {
    const outcome: Outcome = { what, sentAt: null, status: null };
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers, agent: false });
    req.on('response', (res) => {
      outcome.status = res.statusCode ?? null;
      res.resume();
      res.on('end', () => resolve(outcome));
      res.on('error', (err) => resolve({ ...outcome, error: err.message }));
    });
    req.on('error', (err: Error & { code?: string }) =>
      resolve({ ...outcome, status: null, error: err.code ?? err.message }),
    );
    req.on('socket', (socket) =>
      socket.once('connect', async () => {
        outcome.port = socket.localPort;
        for (const [i, piece] of (opts.body ?? []).entries()) {
          if (i > 0) await sleep(opts.gapMs ?? 0);
          req.write(piece);
          if (i === 0) opts.onStarted?.();
        }
        req.end(() => (outcome.sentAt = Date.now()));
      }),
    );
  });
}

/** When the server logged taking the signal in (pino's `time`, this machine's clock). */
function signalTakenAt(output: string): number {
  const line = output.split('\n').find((l) => l.includes('SIGTERM received, stopping'));
  if (!line) throw new Error(`the server did not log the signal:\n${output.slice(-2000)}`);
  return (JSON.parse(line) as { time: number }).time;
}

/** The client ports of the connections the server held when it closed its listener. */
function heldPorts(output: string): Set<number> {
  const line = output.split('\n').find((l) => l.includes('"listener closed"'));
  if (!line) throw new Error(`the server did not log closing its listener:\n${output.slice(-2000)}`);
  return new Set((JSON.parse(line) as { ports: number[] }).ports);
}

async function demoSession(base: string) {
  const demo = await fetch(`${base}/api/demo-access`);
  expect(demo.status).toBe(200);
  const cookie = demo.headers.get('set-cookie')!.split(';')[0]!;
  const districts = (await (await fetch(`${base}/api/districts`, { headers: { cookie } })).json()) as {
    id: string;
  }[];
  return { cookie, districtId: districts[0]!.id };
}

describe('SIGTERM under load', () => {
  it(
    'finishes every request accepted before the signal, closes sockets with 1012, stops PostgreSQL and exits 0',
    async () => {
      const dataDir = await tempDataDir();
      // At debug, the server logs the moment it takes the signal in and the connections it holds.
      const server = await startServer({
        DATA_DIR: dataDir,
        DEMO_MODE: '1',
        SHUTDOWN_TIMEOUT_SECONDS: '20',
        LOG_LEVEL: 'debug',
      });
      started.push(server);
      const { cookie, districtId } = await demoSession(server.url);
      const headers = { cookie, origin: server.url };
      const ticket = (title: string) =>
        JSON.stringify({ districtId, title, description: 'Sent while the server stops' });

      const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws`, { headers });
      const closed = new Promise<{ code: number; reason: string }>((resolve) =>
        socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
      );
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

      const outcomes: Outcome[] = [];
      let stopped = false;
      const kinds = [
        () => request(`${server.url}/api/tickets?districtId=${districtId}`, { headers }),
        () =>
          request(`${server.url}/api/tickets`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: [ticket('Under load')],
          }),
        () => request(`${server.url}/api/dashboard/metrics`, { headers }),
      ];
      const workers = Array.from({ length: WORKERS }, async (_, n) => {
        for (let i = n; !stopped; i++) {
          const outcome = await kinds[i % kinds.length]!();
          outcomes.push(outcome);
          if (outcome.status === null) await sleep(20);
        }
      });
      await sleep(1500); // the load runs

      // Slow requests: headers and the first half of the body now, the rest after the signal.
      const body = ticket('Slow to arrive');
      const half = Math.floor(body.length / 2);
      // Counted from the moment all have begun: this test's own event loop is busy too.
      let begun = 0;
      const slow = Array.from({ length: SLOW }, () =>
        request(`${server.url}/api/tickets`, {
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
          },
          body: [body.slice(0, half), body.slice(half)],
          gapMs: 300 + SLOW_AFTER_SIGNAL_MS,
          onStarted: () => begun++,
        }),
      );
      await expect.poll(() => begun, { interval: 10 }).toBe(SLOW);
      await sleep(300);

      const signalAt = Date.now();
      server.process.kill('SIGTERM');
      const exited = new Promise<number | null>((resolve) =>
        server.process.exitCode !== null
          ? resolve(server.process.exitCode)
          : server.process.once('exit', (code) => resolve(code)),
      );
      const code = await exited;
      const stoppedAt = Date.now();
      stopped = true;
      await Promise.all(workers);
      const slowOutcomes = await Promise.all(slow);

      const diagnosis = { code, ms: stoppedAt - signalAt, slowOutcomes };
      const takenAt = signalTakenAt(server.output());
      expect(takenAt).toBeGreaterThanOrEqual(signalAt);
      // The slow requests, whose bodies ended after the signal, were all answered.
      expect(
        slowOutcomes.map((o) => o.status),
        JSON.stringify(diagnosis),
      ).toEqual(Array(SLOW).fill(201));
      expect(stoppedAt - signalAt).toBeGreaterThanOrEqual(SLOW_AFTER_SIGNAL_MS);
      // Every request on a connection the server had accepted was answered, and answered well;
      // its connections are the ones it held as it closed its listener, and those that ended
      // before. A connection still in the kernel's backlog then (a loaded machine may leave some
      // there for tens of milliseconds) is reset by the kernel, as with any server that stops; a
      // request sent a second before the signal was accepted whatever its port.
      const held = heldPorts(server.output());
      const accepted = outcomes.filter(
        (o) =>
          o.sentAt !== null &&
          o.sentAt < takenAt &&
          (o.status !== null || held.has(o.port!) || o.sentAt < takenAt - 1000),
      );
      expect(accepted.length).toBeGreaterThan(WORKERS);
      expect(
        accepted
          .filter((o) => o.status === null || o.status >= 400)
          .map((o) => ({ ...o, beforeTaken: takenAt - o.sentAt! })),
        JSON.stringify({ signalAt, takenAt, held: held.size }),
      ).toEqual([]);
      // Requests after the signal were refused (no connection) or told 503; never a 500.
      expect(outcomes.filter((o) => o.status !== null && o.status >= 500 && o.status !== 503)).toEqual([]);

      expect(await closed).toEqual({ code: 1012, reason: 'Service restart' });
      expect(code).toBe(0);
      // The embedded PostgreSQL stopped (it removes its pid file on a clean stop).
      expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
      expect(server.output()).not.toMatch(/unhandled|uncaught|were cut/i);
    },
    PROCESS_TEST_MS,
  );
});
