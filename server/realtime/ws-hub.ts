import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { REQUESTER_EVENT_TYPES } from '../../domain/events.ts';
import { canSeeDistrict } from '../access/tenancy.ts';
import type { Identity } from '../auth/identity.ts';
import { type IdentityChange, identityChangeOf } from '../auth/identity-events.ts';
import { isAllowedOrigin } from '../auth/origin.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { EventBus, PortalEvent } from './event-bus.ts';

/** Close code of a socket whose session ended (signed out, expired, deactivated). */
export const SESSION_ENDED = 4401;
/**
 * Close code of every socket when the server stops (RFC 6455 "service restart"): the browser
 * connects again, to this server once it is back or to another behind the load balancer.
 */
export const SERVICE_RESTART = 1012;
/** How often sockets whose session may have expired are checked. */
const EXPIRY_CHECK_MS = 500;

interface Client {
  identity: Identity;
  /** When the session ends unless used again; re-checked then. */
  endsAt: number;
}

function concerns(change: IdentityChange, identity: Identity): boolean {
  if (change.tokenHash) return change.tokenHash === identity.sessionHash;
  if (change.userId) return change.userId === identity.userId;
  if (change.districtId) return change.districtId === identity.districtId;
  return true;
}

function mayReceive(identity: Identity, event: PortalEvent): boolean {
  // Meant for one person (a notification, checked against their district when it was made).
  if (event.userId) return event.userId === identity.userId;
  // A requester sees none of the district's data, live or not.
  if (identity.role === 'requester' && !REQUESTER_EVENT_TYPES.includes(event.type)) return false;
  return event.districtId === null
    ? identity.role === 'provider_admin' && !identity.inDistrictView
    : canSeeDistrict(identity, event.districtId);
}

/**
 * `/ws`: sockets authenticated by the session cookie at the upgrade. Each bus event reaches only
 * the sockets whose user may see its district; events without a district (type 'internal:*' aside)
 * reach provider staff only. A socket follows its session: when the session ends it is closed
 * (4401), when its identity changes (view switch, role, district) it is re-scoped at once. When the
 * bus listens again after losing the database, every socket is sent `live_resync`.
 */
export async function registerWsHub(
  app: FastifyInstance,
  deps: { bus: EventBus; sessions: SessionStore; allowedOrigins: () => readonly string[] },
): Promise<{ openSockets: () => number }> {
  const { bus, sessions } = deps;
  const clients = new Map<WebSocket, Client>();

  async function recheck(socket: WebSocket, client: Client): Promise<void> {
    const session = await sessions
      .lookUp(client.identity.sessionHash, { fresh: true })
      .catch(() => undefined);
    if (session === undefined) return; // the database did not answer: keep the socket, try again later
    if (!session) {
      clients.delete(socket);
      socket.close(SESSION_ENDED, 'Session ended');
      return;
    }
    client.identity = session.identity;
    client.endsAt = session.endsAt;
  }

  const unsubscribe = bus.subscribe((event) => {
    const change = identityChangeOf(event);
    if (change) {
      for (const [socket, client] of clients)
        if (concerns(change, client.identity)) void recheck(socket, client);
      return;
    }
    if (event.type.startsWith('internal:')) return;
    const message = JSON.stringify({
      type: event.type,
      districtId: event.districtId,
      data: event.data ?? {},
      ...(event.origin ? { origin: event.origin } : {}),
    });
    for (const [socket, client] of clients) {
      if (mayReceive(client.identity, event) && socket.readyState === socket.OPEN) socket.send(message);
    }
  });

  // Events sent while the bus was not listening were never heard: every browser refetches.
  const resync = JSON.stringify({ type: 'live_resync', districtId: null, data: {} });
  const unsubscribeReconnect = bus.onReconnect(() => {
    for (const socket of clients.keys()) if (socket.readyState === socket.OPEN) socket.send(resync);
  });

  const expiry = setInterval(() => {
    const now = Date.now();
    for (const [socket, client] of clients) if (client.endsAt <= now) void recheck(socket, client);
  }, EXPIRY_CHECK_MS);
  expiry.unref();

  app.addHook('onClose', async () => {
    unsubscribe();
    unsubscribeReconnect();
    clearInterval(expiry);
    for (const socket of clients.keys()) socket.close(SERVICE_RESTART, 'Service restart');
  });

  app.get(
    '/ws',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (req, reply) => {
        if (!isAllowedOrigin(req, deps.allowedOrigins()))
          return reply.code(403).send({ message: 'Cross-origin socket refused.' });
        if (!req.identity) return reply.code(401).send({ message: 'Please sign in to continue.' });
      },
    },
    async (socket, req) => {
      const client: Client = { identity: req.identity!, endsAt: 0 };
      clients.set(socket, client);
      socket.on('message', (raw: Buffer) => {
        const text = raw.toString();
        if (text.includes('"ping"') || text === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      });
      socket.on('close', () => clients.delete(socket));
      // The upgrade's identity may be up to a few seconds old: check it now and learn its end.
      await recheck(socket, client);
    },
  );
  return { openSockets: () => clients.size };
}
