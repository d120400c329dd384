import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { canSeeDistrict } from '../auth/guards.ts';
import type { Identity } from '../auth/identity.ts';
import { isSameOrigin } from '../auth/origin.ts';
import type { EventBus } from './event-bus.ts';

/**
 * `/ws`: sockets authenticated by the session cookie at the upgrade. Each bus event reaches only
 * the sockets whose user may see its district; events without a district (type 'internal:*' aside)
 * reach provider staff only.
 */
export async function registerWsHub(app: FastifyInstance, bus: EventBus): Promise<void> {
  const sockets = new Map<WebSocket, Identity>();

  const unsubscribe = bus.subscribe((event) => {
    if (event.type.startsWith('internal:')) return;
    const message = JSON.stringify({
      type: event.type,
      districtId: event.districtId,
      data: event.data ?? {},
    });
    for (const [socket, identity] of sockets) {
      const allowed =
        event.districtId === null
          ? identity.role === 'provider_admin' && !identity.inDistrictView
          : canSeeDistrict(identity, event.districtId);
      if (allowed && socket.readyState === socket.OPEN) socket.send(message);
    }
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    for (const socket of sockets.keys()) socket.close(1001, 'Server shutting down');
  });

  app.get(
    '/ws',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (req, reply) => {
        if (!isSameOrigin(req)) return reply.code(403).send({ message: 'Cross-origin socket refused.' });
        if (!req.identity) return reply.code(401).send({ message: 'Please sign in to continue.' });
      },
    },
    (socket, req) => {
      sockets.set(socket, req.identity!);
      socket.on('message', (raw: Buffer) => {
        const text = raw.toString();
        if (text.includes('"ping"') || text === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      });
      socket.on('close', () => sockets.delete(socket));
    },
  );
}
