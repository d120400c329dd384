import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ORIGIN_HEADER } from '../../domain/events.ts';
import { announceIdentityChange } from '../../server/auth/identity-events.ts';
import { connect } from '../../server/db/client.ts';
import { sessions, users } from '../../server/db/schema/index.ts';
import { SESSION_ENDED } from '../../server/realtime/ws-hub.ts';
import { makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { startListening, TEST_PUBLIC_URL } from '../support/test-app.ts';
import { createTestDb } from '../support/test-db.ts';

/** One app server as main.ts wires it: its own pool and its own LISTEN connection. */
type Instance = Awaited<ReturnType<typeof startListening>>;

const PORTAL_ORIGIN = new URL(TEST_PUBLIC_URL).origin;
let shared: Awaited<ReturnType<typeof createTestDb>>;
let a: Instance;
let b: Instance;
let w: World;

const startInstance = (url: string, env: Record<string, string> = {}) => startListening(connect(url, 5), env);

async function stopInstance(i: Instance | undefined) {
  if (!i) return;
  await i.close();
  await i.database.close();
}

interface Socket {
  ws: WebSocket;
  messages: { type: string; districtId: string | null; data: Record<string, unknown>; origin?: string }[];
  /** The close code, once closed. */
  closed: number | null;
}

/** A browser-like socket on an instance: the session cookie and the page's own Origin. */
function openSocket(i: Instance, cookie: string | undefined, origin = PORTAL_ORIGIN): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${i.port}/ws`, {
      headers: { ...(cookie ? { cookie } : {}), origin },
    });
    const socket: Socket = { ws, messages: [], closed: null };
    ws.on('message', (raw) => socket.messages.push(JSON.parse(raw.toString())));
    ws.on('close', (code) => (socket.closed = code));
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

async function createTicket(
  i: Instance,
  cookie: string,
  districtId: string,
  title: string,
  extraHeaders: Record<string, string> = {},
) {
  const res = await fetch(`http://127.0.0.1:${i.port}/api/tickets`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', ...extraHeaders },
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
    // A requester (Staff & Students) of the district sees none of its data, live or not.
    const requester = await openSocket(b, w.cookies.requesterA);
    const sockets = [sameDistrict, viewer, provider, otherDistrict, requester];
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
      expect(ofTicket(requester, ticket.id)).toEqual([]);

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
      expect(requester.messages.filter((m) => m.type.startsWith('ticket_'))).toEqual([]);
      expect(ofTicket(sameDistrict, ticket.id)[1]?.data).toMatchObject({
        ticketNumber: ticket.ticketNumber,
        status: 'resolved',
      });
    } finally {
      for (const s of sockets) s.ws.close();
    }
  });

  it('echoes the tab that caused a change on its events, and only a well-formed tab id', async () => {
    const socket = await openSocket(b, w.cookies.adminA);
    try {
      const own = await createTicket(a, w.cookies.adminA!, w.districtA.id, 'Projector', {
        [ORIGIN_HEADER]: 'tab-1234abcd',
      });
      const none = await createTicket(a, w.cookies.adminA!, w.districtA.id, 'Speaker');
      const bad = await createTicket(a, w.cookies.adminA!, w.districtA.id, 'Screen', {
        [ORIGIN_HEADER]: '<script>',
      });
      await expect.poll(() => ofTicket(socket, bad.id)).toHaveLength(1);
      expect(ofTicket(socket, own.id)[0]?.origin).toBe('tab-1234abcd');
      expect(ofTicket(socket, none.id)[0]).not.toHaveProperty('origin');
      expect(ofTicket(socket, bad.id)[0]).not.toHaveProperty('origin');
    } finally {
      socket.ws.close();
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

describe('sockets follow their session, on every server, within a second', () => {
  const post = (i: Instance, path: string, cookie: string, body?: unknown, method = 'POST') =>
    fetch(`${i.base}${path}`, {
      method,
      headers: { cookie, origin: PORTAL_ORIGIN, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const within = { timeout: 1000, interval: 20 };

  it('closes the sockets of a session signed out on another server (4401)', async () => {
    const user = await makeUser(shared.db, { role: 'technician', districtId: w.districtA.id });
    const cookie = await signIn(a.app, user.email);
    const other = await openSocket(b, w.cookies.techA);
    const socket = await openSocket(b, cookie);
    expect((await post(a, '/api/auth/logout', cookie)).status).toBe(200);
    await expect.poll(() => socket.closed, within).toBe(SESSION_ENDED);
    expect((await fetch(`${b.base}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
    expect(other.closed).toBeNull();
    other.ws.close();
  });

  it('closes a socket when its session expires', async () => {
    const short = await startInstance(shared.url, { SESSION_MAX_DAYS: String(1.5 / 86400) });
    try {
      const user = await makeUser(shared.db, { role: 'viewer', districtId: w.districtA.id });
      const socket = await openSocket(short, await signIn(short.app, user.email));
      expect(socket.closed).toBeNull();
      await expect.poll(() => socket.closed, { timeout: 3000, interval: 50 }).toBe(SESSION_ENDED);
    } finally {
      await stopInstance(short);
    }
  });

  it('re-scopes a provider admin’s socket when they leave a district view', async () => {
    const admin = await makeUser(shared.db, { role: 'provider_admin' });
    const cookie = await signIn(a.app, admin.email);
    expect((await post(a, '/api/auth/view', cookie, { districtId: w.districtA.id })).status).toBe(200);
    const socket = await openSocket(b, cookie);
    const inB = await createTicket(a, w.cookies.adminB!, w.districtB.id, 'Not for the view');
    const inA = await createTicket(a, w.cookies.adminA!, w.districtA.id, 'For the view');
    await expect.poll(() => ofTicket(socket, inA.id)).toHaveLength(1);
    expect(ofTicket(socket, inB.id)).toEqual([]);

    expect((await post(a, '/api/auth/view', cookie, undefined, 'DELETE')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    const later = await createTicket(a, w.cookies.adminB!, w.districtB.id, 'Seen provider-wide');
    await expect.poll(() => ofTicket(socket, later.id), within).toHaveLength(1);
    expect(socket.closed).toBeNull();
    socket.ws.close();
  });

  it('re-scopes on a district change and closes on deactivation, for every session of the user', async () => {
    const user = await makeUser(shared.db, { role: 'technician', districtId: w.districtA.id });
    const socket = await openSocket(b, await signIn(a.app, user.email));
    const second = await openSocket(a, await signIn(b.app, user.email));

    await shared.db.update(users).set({ districtId: w.districtB.id }).where(eq(users.id, user.id));
    await announceIdentityChange(a.bus, { userId: user.id });
    await new Promise((r) => setTimeout(r, 200));
    const inA = await createTicket(a, w.cookies.adminA!, w.districtA.id, 'Old district');
    const inB = await createTicket(a, w.cookies.adminB!, w.districtB.id, 'New district');
    await expect.poll(() => ofTicket(socket, inB.id), within).toHaveLength(1);
    expect(ofTicket(socket, inA.id)).toEqual([]);

    // Deactivation (issue 13's switch) ends every session of the user; its sockets close.
    await shared.db.delete(sessions).where(eq(sessions.userId, user.id));
    await announceIdentityChange(b.bus, { userId: user.id });
    await expect.poll(() => [socket.closed, second.closed], within).toEqual([SESSION_ENDED, SESSION_ENDED]);
  });
});
