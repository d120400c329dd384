import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '../../domain/http.ts';
import { isConnectionLoss } from '../db/connection-loss.ts';
import { HttpError } from './http-errors.ts';
import { localizeError } from './request-locale.ts';

/** Seconds a client is asked to wait before trying again while the database is unreachable. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Every error becomes `{ message, issues? }` with the right status; bad input never yields a 500,
 * and a database that does not answer yields a 503 (try again), never a 500. A route a requester
 * or a signed-out visitor calls says it in the caller's language (server/lib/request-locale.ts).
 */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const answer = (status: number, body: { message: string; issues?: { path: string; message: string }[] }) =>
    reply.code(status).send(localizeError(req, body));
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((v) => ({
      path: String(v.instancePath ?? '')
        .replace(/^\//, '')
        .replaceAll('/', '.'),
      message: v.message ?? 'Invalid value',
    }));
    return answer(400, { message: issues[0]?.message ?? 'Invalid request.', issues });
  }
  if (err instanceof HttpError) {
    reply.headers(err.headers);
    return answer(
      err.statusCode,
      err.issues ? { message: err.message, issues: err.issues } : { message: err.message },
    );
  }
  if (isResponseSerializationError(err)) {
    req.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
    return answer(500, { message: SERVER_MESSAGES.failed });
  }
  // Logged by the request log as a 503 (no stack: the cause is the database, not this request).
  if (isConnectionLoss(err)) {
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return answer(503, { message: SERVER_MESSAGES.databaseUnavailable });
  }
  const refused = databaseRefusal(err);
  if (refused) return answer(refused.status, { message: refused.message });
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return answer(status, { message: status === 429 ? err.message : clientMessage(err) });
  }
  req.log.error({ err }, 'request failed');
  return answer(500, { message: SERVER_MESSAGES.failed });
}

function clientMessage(err: FastifyError): string {
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError)
    return 'The request body is not valid JSON.';
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request is too large.';
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Send the request body as JSON.';
  return err.message;
}

/**
 * A value the database refused, answered as the client's mistake. Schemas in domain/ catch these
 * first with the field's own message; this keeps any that slip through from becoming a 500.
 */
function databaseRefusal(err: unknown): { status: number; message: string } | null {
  const pg = ((err as { cause?: unknown }).cause ?? err) as { code?: unknown; message?: unknown };
  const code = String(pg.code ?? '');
  if (code === '23503') {
    return String(pg.message).includes('still referenced')
      ? { status: 409, message: 'This is still in use elsewhere.' }
      : { status: 404, message: 'Something this refers to does not exist.' };
  }
  if (code === '23505') return { status: 409, message: 'This already exists.' };
  if (code === '23514' || code.startsWith('22'))
    return { status: 400, message: 'A value is out of range or not valid.' };
  return null;
}
