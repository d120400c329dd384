import type { FastifyRequest } from 'fastify';

/** A path segment that looks like a secret (one-time link, feed token): long and random-looking. */
const SECRET_SEGMENT = /^[A-Za-z0-9_-]{20,}(\.[a-z]+)?$/;

/**
 * The path to write in a log line: the route's pattern when one matched (`/api/auth/invite/:token`),
 * else the raw path with secret-looking segments masked. Never the query string.
 */
export function loggablePath(req: FastifyRequest): string {
  const pattern = req.routeOptions?.url;
  if (pattern && !pattern.includes('*')) return pattern;
  const rawPath = req.url.split('?')[0] ?? '/';
  return rawPath
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? ':redacted' : segment))
    .join('/');
}

interface QueryError {
  query?: unknown;
  params?: unknown;
  cause?: { code?: unknown; constraint?: unknown; table?: unknown; message?: unknown };
}

/**
 * An error as a log record, without what may hold secrets: a failed query is logged with its SQL
 * text and PostgreSQL's code, never its parameters (password hashes, tokens) nor the error detail
 * that repeats a key's value.
 */
export function serializeError(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const e = err as Error & QueryError;
  if (e.params !== undefined || (e.cause && typeof e.cause === 'object' && 'code' in e.cause)) {
    const cause = e.cause ?? {};
    return {
      type: e.name,
      message: 'Database query failed',
      query: typeof e.query === 'string' ? e.query : undefined,
      code: cause.code,
      constraint: cause.constraint,
      table: cause.table,
      // PostgreSQL quotes the offending value in some messages: keep the words, not the value.
      reason: typeof cause.message === 'string' ? cause.message.replace(/"[^"]*"/g, '"…"') : undefined,
      // Only the frames: the stack's first line repeats the message, parameters included.
      stack: framesOf(e.stack),
    };
  }
  return { type: e.name, message: e.message, stack: e.stack ?? '' };
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

const framesOf = (stack = '') =>
  stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
