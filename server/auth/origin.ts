import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../domain/api-tokens.ts';

/**
 * The API token of a request (`Authorization: Bearer …`), or null for a request that relies on
 * the session cookie. A bearer request needs no Origin check: a browser never adds the header on
 * its own (a cross-site page would need CORS, which the API does not allow), and the request is
 * answered as the token, never as the cookie.
 */
export const requestBearer = (req: FastifyRequest): string | null => bearerToken(req.headers.authorization);

/**
 * True unless the browser says the request comes from a site other than the app's own
 * (own-address.ts: PUBLIC_URL's origin, Vite's in development, the loopback names on a loopback
 * HOST). The request's own Host header is never
 * trusted: a DNS-rebinding page would make it agree with itself. Requests without Origin or
 * Referer (curl, server-to-server) are not browser cross-site requests and pass; cookies are
 * SameSite=Lax in addition.
 */
export function isAllowedOrigin(req: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const source = req.headers.origin ?? refererOrigin(req.headers.referer);
  if (source === undefined) return true;
  return allowedOrigins.includes(source);
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
