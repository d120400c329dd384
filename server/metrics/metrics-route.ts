import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopback } from '../config.ts';
import { parseHost } from '../lib/host-names.ts';
import { type Metrics, UNMATCHED_ROUTE } from './metrics.ts';

/** Where Prometheus scrapes (its convention; outside /api, like /ws). */
export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True for a socket address of this machine (IPv4, IPv6, and IPv4 mapped into IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.startsWith('::ffff:') ? address.slice(7) : address;
  return bare === '::1' || bare.startsWith('127.');
}

/**
 * Whether a request may read the metrics: with METRICS_TOKEN set, it must carry
 * `Authorization: Bearer <token>`; without, it must come from this machine, addressed to a loopback
 * name (a DNS-rebinding page uses its own name), and not through a proxy (a reverse proxy on this
 * machine makes every visitor's request come from loopback).
 */
export function metricsAccess(req: FastifyRequest, token: string | undefined): 'ok' | 401 | 403 {
  if (token) {
    const given = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? '';
    return given && timingSafeEqual(digest(given), digest(token)) ? 'ok' : 401;
  }
  const host = parseHost(req.headers.host ?? '');
  const proxied = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  const local =
    isLoopbackAddress(req.socket.remoteAddress) &&
    host !== null &&
    isLoopback(host.name.replace(/^\[|\]$/g, '')) &&
    !proxied;
  return local ? 'ok' : 403;
}

/**
 * `GET /metrics` (Prometheus text format) and the request instruments: every answered request is
 * observed by route pattern, method and status class in `onResponse`, once, after the answer left.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.addHook('onResponse', (req, reply, done) => {
    metrics.observeRequest(
      req.method,
      req.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime,
    );
    done();
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (req, reply) => {
    const access = metricsAccess(req, token);
    reply.header('cache-control', 'no-store');
    if (access === 401) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'A valid METRICS_TOKEN is required.' });
    }
    if (access === 403)
      return reply.code(403).send({
        message: 'Metrics are served to this machine only (set METRICS_TOKEN to scrape from elsewhere).',
      });
    return reply.type(metrics.contentType).send(await metrics.render());
  });
}
