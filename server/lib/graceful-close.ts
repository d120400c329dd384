import type { Socket } from 'node:net';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SERVICE_RESTART } from '../realtime/ws-hub.ts';

/** How often connections are looked at while the server drains. */
const SWEEP_MS = 100;
/** How long a connection that has sent no request yet (just accepted, or a browser's preconnect) is given to send one. */
const FIRST_REQUEST_MS = 2_000;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Follows the server's connections from the start (call before listen), and returns the stop that
 * fails no request that reached the server. Fastify's own close alone resets the connections
 * still in the listen backlog, and closes as idle a connection accepted whose request is not read
 * yet (Node counts it idle until its first request starts): on a loaded server, requests sent
 * well before the signal. `close(deadline)`:
 * 1. accepts what waits in the listen backlog (a turn of the event loop), then closes the listener:
 *    new connections are refused;
 * 2. closes live sockets (/ws) with 1012, "service restart";
 * 3. serves every request that reaches the server, even on a kept-alive connection, with
 *    `Connection: close`; closes a connection once idle between two requests (it has read bytes
 *    and answers nothing: Node's `_httpMessage`), and one that sent none after FIRST_REQUEST_MS.
 *    Nothing is added to a request's path: connections are followed, requests are not (a
 *    listener per request cost the cached district list a large share of its requests a second);
 * 4. once every connection has ended, or at `deadline` (ms since the epoch, when whatever still
 *    runs is cut), closes the app (its onClose hooks). Resolves `true` when nothing was cut.
 */
export function gracefulCloser(app: FastifyInstance): { close(deadline: number): Promise<boolean> } {
  const server = app.server;
  // Per connection, not per request: nothing on a request's path.
  const connections = new Set<Socket>();
  const upgraded = new WeakSet<Socket>();
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  server.on('upgrade', (req) => upgraded.add(req.socket));

  return {
    async close(deadline) {
      if (!server.listening) {
        await app.close();
        return true;
      }
      await nextTurn();
      await nextTurn();
      server.on('request', (_req, res) => res.setHeader('connection', 'close'));
      const started = Date.now();
      const ended = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      // The connections the server holds as it stops listening: what it owes an answer (a test
      // tells them from the ones still in the kernel's backlog, which closing the listener resets).
      app.log.debug({ ports: [...connections].map((s) => s.remotePort) }, 'listener closed');
      const sockets = app.websocketServer.clients;
      for (const socket of sockets) socket.close(SERVICE_RESTART, 'Service restart');

      const sweep = setInterval(() => {
        const fresh = Date.now() - started < FIRST_REQUEST_MS;
        for (const socket of connections) {
          // Node's own mark of a connection answering a request (`_httpMessage`, its response).
          const answering = (socket as Socket & { _httpMessage?: unknown })._httpMessage;
          // Nothing read yet: a connection just accepted whose request is still on its way.
          const idle = !answering && !upgraded.has(socket) && (socket.bytesRead > 0 || !fresh);
          if (idle) socket.destroy();
        }
      }, SWEEP_MS);
      let timer: NodeJS.Timeout | undefined;
      const cut = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
      });
      const drained = await Promise.race([ended.then(() => true as const), cut]);
      clearInterval(sweep);
      clearTimeout(timer);
      if (!drained) {
        for (const socket of connections) socket.destroy();
        for (const socket of sockets) socket.terminate();
      }
      await app.close();
      return drained;
    },
  };
}
