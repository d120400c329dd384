/** An error with an HTTP status; the app's error handler answers it as `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra answer headers (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
    /** Which fields were refused and why (a 400 of a rule no schema can state, e.g. a form's answers). */
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const badRequest = (message: string) => new HttpError(400, message);
/** A 400 naming each refused field; its message is the first issue's. */
export const invalidFields = (issues: { path: string; message: string }[]) =>
  new HttpError(400, issues[0]?.message ?? 'Invalid request.', {}, issues);
export const unavailable = (message: string) => new HttpError(503, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(retryAfterSeconds) });

/** True when a PostgreSQL error is a unique violation (optionally of one constraint). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = (err as { cause?: unknown }).cause ?? err;
  const pg = e as { code?: string; constraint?: string };
  return pg.code === '23505' && (!constraint || pg.constraint === constraint);
}
