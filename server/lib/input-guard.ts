import type { FastifyReply, FastifyRequest } from 'fastify';

const MAX_DEPTH = 64;

/**
 * The path of the first string holding a NUL character, which PostgreSQL cannot store; null if
 * none. (Runs on every request: the path is built only when one is found.)
 */
function findNul(value: unknown, depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (key.includes('\u0000')) return [key];
    const found = findNul(record[key], depth + 1);
    if (found) {
      found.unshift(key);
      return found;
    }
  }
  return null;
}

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** preValidation: input carrying NUL is refused with 400 before any schema or query sees it. */
export async function refuseNul(req: FastifyRequest, reply: FastifyReply) {
  for (const [part, value] of [
    ['params', req.params],
    ['query', req.query],
    ['body', req.body],
  ] as const) {
    const path = findNul(value);
    if (path) {
      const where = [part, ...path].join('.');
      return reply.code(400).send({ message: NUL_MESSAGE, issues: [{ path: where, message: NUL_MESSAGE }] });
    }
  }
}
