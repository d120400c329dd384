import type { FastifyRequest } from 'fastify';

/**
 * True unless the browser says the request comes from another site. Requests without Origin or
 * Referer (curl, server-to-server) are not browser cross-site requests and pass; cookies are
 * SameSite=Lax in addition.
 */
export function isSameOrigin(req: FastifyRequest, publicUrl?: string): boolean {
  const source = req.headers.origin ?? refererOrigin(req.headers.referer);
  if (!source || source === 'null') return !source;
  const own = `${req.protocol}://${req.headers.host}`;
  return source === own || (publicUrl !== undefined && source === new URL(publicUrl).origin);
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
