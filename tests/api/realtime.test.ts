import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { connect, type Database } from '../../server/db/client.ts';
import { createEventBus, type EventBus } from '../../server/realtime/event-bus.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { createTestDb } from '../support/test-db.ts';

/** One app server as main.ts wires it: its own pool and its own LISTEN connection. */
interface Instance {
  app: FastifyInstance;
  bus: EventBus;
  database: Database;
  port: number;
}

let shared: Awaited<ReturnType<typeof createTestDb>>;
let a: Instance;
let b: Instance;
let w: World;

async function startInstance(url: string): Promise<Instance> {
  const database = connect(url, 5);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_MODE: '0',
    RATE_LIMIT_AUTH: '1000',
  });
  const bus = await createEventBus(url, database.pool, () => {});
  const app = await buildApp({ config, database, bus, databaseKind: 'external' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, bus, database, port: typeof address === 'object' && address ? address.port : 0 };
}

async function stopInstance(i: Instance | undefined) {
  if (!i) return;
  await i.app.close();
  await i.bus.close();
  await i.database.close();
}

interface Socket {
  ws: WebSocket;
  messages: { type: string; districtId: string | null; data: Record<string, unknown> }[];
}

/** A browser-like socket on an instance: the session cookie and the page's own Origin. */
function openSocket(
  i: Instance,
  cookie: string | undefined,
  origin = `http://127.0.0.1:${i.port}`,
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${i.port}/ws`, {
      headers: { ...(cookie ? { cookie } : {}), origin },
    });
    const socket: Socket = { ws, messages: [] };
    ws.on('message', (raw) => socket.messages.push(JSON.parse(raw.toString())));
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

async function createTicket(i: Instance, cookie: string, districtId: string, title: string) {
  const res = await fetch(`http://127.0.0.1:${i.port}/api/tickets`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ districtId, title, description: 'Raised on instance A' }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; ticketNumber: string };
}

const ofTicket = (s: Socket, id: string) => s.messages.filter((m) => m.data?.id === id);

beforeAll(async () => {
  shared = await createTestDb();
  a = await startInstance(shared.url);
  b = await startInstance(shared.url);
  w = await makeWorld(a.app, shared.db);
});
afterAll(async () => {
  await stopInstance(a);
  await stopInstance(b);
  await shared.drop();
});

describe('live updates across two app servers', () => {
  it('delivers a ticket created on A to the sockets on B that may see its district, and only those', async () => {
    const sameDistrict = await openSocket(b, w.cookies.adminA);
    const viewer = await openSocket(b, w.cookies.viewerA);
    const provider = await openSocket(b, w.cookies.provider);
    const otherDistrict = await openSocket(b, w.cookies.adminB);
    const sockets = [sameDistrict, viewer, provider, otherDistrict];
    try {
      const ticket = await createTicket(a, w.cookies.adminA!, w.districtA.id, 'Wi-Fi down');
      for (const s of [sameDistrict, viewer, provider]) {
        await expect.poll(() => ofTicket(s, ticket.id)).toHaveLength(1);
        expect(ofTicket(s, ticket.id)[0]).toMatchObject({
          type: 'ticket_created',
          districtId: w.districtA.id,
          data: { ticketNumber: ticket.ticketNumber },
        });
      }

      // A later event of district B reaches B's socket: by then A's ticket would have arrived too.
      const ofB = await createTicket(a, w.cookies.adminB!, w.districtB.id, 'Printer');
      await expect.poll(() => ofTicket(otherDistrict, ofB.id)).toHaveLength(1);
      expect(ofTicket(otherDistrict, ticket.id)).toEqual([]);
      expect(otherDistrict.messages.every((m) => m.districtId === w.districtB.id)).toBe(true);
      expect(ofTicket(sameDistrict, ofB.id)).toEqual([]);

      // Updates travel the same way.
      const res = await fetch(`http://127.0.0.1:${a.port}/api/tickets/${ticket.id}`, {
        method: 'PATCH',
        headers: { cookie: w.cookies.techA!, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'resolved' }),
      });
      expect(res.status).toBe(200);
      await expect
        .poll(() => ofTicket(sameDistrict, ticket.id).map((m) => m.type))
        .toEqual(['ticket_created', 'ticket_updated']);
      expect(ofTicket(sameDistrict, ticket.id)[1]?.data).toMatchObject({
        ticketNumber: ticket.ticketNumber,
        status: 'resolved',
      });
    } finally {
      for (const s of sockets) s.ws.close();
    }
  });

  it('clears the lists B keeps as soon as a ticket changes on A', async () => {
    const list = async () => {
      const res = await fetch(`http://127.0.0.1:${b.port}/api/tickets/${w.districtA.id}`, {
        headers: { cookie: w.cookies.adminA! },
      });
      return ((await res.json()) as { id: string }[]).map((t) => t.id);
    };
    const metrics = async () => {
      const res = await fetch(`http://127.0.0.1:${b.port}/api/dashboard/metrics`, {
        headers: { cookie: w.cookies.adminA! },
      });
      return ((await res.json()) as { tickets: { total: number } }).tickets.total;
    };
    const totalBefore = await metrics();
    expect(await list()).toEqual(await list()); // B now keeps this answer (for up to 2 s)
    const ticket = await createTicket(a, w.cookies.adminA!, w.districtA.id, 'Cache check');
    // Well within the 2 s the answer would otherwise be kept.
    await expect.poll(list, { timeout: 1000 }).toContain(ticket.id);
    expect(await metrics()).toBe(totalBefore + 1);
  });

  it('answers a ping with a pong', async () => {
    const s = await openSocket(b, w.cookies.adminA);
    s.ws.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => s.messages.map((m) => m.type)).toContain('pong');
    s.ws.close();
  });

  it('refuses an upgrade without a session (401) or from another site (403)', async () => {
    await expect(openSocket(b, undefined)).rejects.toThrow('refused with 401');
    await expect(openSocket(b, 'portal_session=forged-token')).rejects.toThrow('refused with 401');
    await expect(openSocket(b, w.cookies.adminA, 'https://evil.example')).rejects.toThrow('refused with 403');
  });
});
