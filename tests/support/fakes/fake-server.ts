import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake saw it (for assertions on what our client sent). */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (req: SeenRequest, url: URL, res: ServerResponse) => void | Promise<void>;

/**
 * A small real HTTP server for a vendor fake: records every request, can answer the next ones with
 * 429 + Retry-After or a 5xx, and can be stopped and started again on the same port ("remote down").
 */
export async function startFakeServer(handle: Handler) {
  const seen: SeenRequest[] = [];
  const queued: { status: number; retryAfter?: string; body?: unknown }[] = [];
  let server: Server;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', async () => {
          const seenReq: SeenRequest = {
            method: req.method ?? 'GET',
            path: req.url ?? '/',
            headers: req.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          };
          seen.push(seenReq);
          const forced = queued.shift();
          if (forced) {
            if (forced.retryAfter) res.setHeader('retry-after', forced.retryAfter);
            return json(res, forced.status, forced.body ?? { message: `HTTP ${forced.status}` });
          }
          try {
            await handle(seenReq, new URL(seenReq.path, `http://127.0.0.1:${port}`), res);
          } catch (err) {
            json(res, 500, { message: String(err) });
          }
        });
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();

  return {
    get origin() {
      return `http://127.0.0.1:${port}`;
    },
    seen,
    /** The next `n` requests are answered with `status` (e.g. 429 with Retry-After). */
    failNext(n: number, status: number, retryAfter?: string, body?: unknown) {
      for (let i = 0; i < n; i++) queued.push({ status, retryAfter, body });
    },
    /** Stops answering (connections are refused) until `start()`. */
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    start: listen,
  };
}

export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}
