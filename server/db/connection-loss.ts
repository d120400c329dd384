/**
 * SQLSTATEs of a connection the server ended or refused: class 08 (connection exception), and
 * admin_shutdown, crash_shutdown and cannot_connect_now (starting up, shutting down, in recovery).
 */
const LOST_STATES = /^(08...|57P0[123])$/;
/** Socket errors of a database that is gone or unreachable. */
const LOST_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/**
 * node-postgres reports a dropped or unusable connection with plain messages and no code:
 * "Connection terminated unexpectedly", "Connection terminated due to connection timeout",
 * "Client has encountered a connection error and is not queryable", "timeout exceeded when trying
 * to connect" and "Cannot use a pool after calling end on the pool" (pg-pool, the latter while stopping).
 */
const LOST_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|timeout exceeded when trying to connect)/;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * True when `err` says the database connection is lost or refused (rather than a query being
 * wrong): the request that met it is answered 503, and it is worth trying again. Looks through
 * Drizzle's wrapping (`cause`) and Node's AggregateError of a failed connect (`errors`).
 */
export function isConnectionLoss(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  if (LOST_STATES.test(code) || LOST_SOCKET_CODES.has(code)) return true;
  if (typeof e.message === 'string' && LOST_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isConnectionLoss(inner, depth + 1))) return true;
  return isConnectionLoss(e.cause, depth + 1);
}
