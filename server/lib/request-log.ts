import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { loggablePath } from './log-safety.ts';

/** The API and the live socket, as opposed to the web app's files. */
export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url === '/ws' || url.startsWith('/ws?') || isScimPath(url);
/** SCIM 2.0 (RFC 7644): an API for identity providers, with its own bearer tokens and no session. */
export const isScimPath = (url: string) => url === '/scim' || url.startsWith('/scim/');
/** Static files of the web app and the load balancer's health checks are not worth a line each. */
const isQuiet = (req: FastifyRequest) => !isApiPath(req.url) || req.url.startsWith('/api/health');

/**
 * One line per API request when it completes: method, the route's pattern (never the raw URL, which
 * may carry a token, nor the query string), status and time. Nothing for static files and health
 * checks, nothing when a request arrives. A 503 is a warning without a stack trace.
 */
export class RequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: isQuiet });
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      path: loggablePath(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    // Unavailable (the database is unreachable, or the server is stopping): not a fault to trace.
    if (reply.statusCode === 503) reply.log.warn(line, 'request');
    else if (error || reply.statusCode >= 500)
      reply.log.error({ ...line, ...(error ? { err: error } : {}) }, 'request');
    else reply.log.info(line, 'request');
  }
}
