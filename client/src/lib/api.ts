/**
 * The one fetch wrapper (spec 7 and 8): cookies always sent, JSON bodies, and a non-OK answer
 * becomes an Error whose message is "<status>: <body text or status text>".
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new HttpError(res.status, text, res.statusText);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

/** A query-style read. With `on401: 'null'` a 401 answer yields null instead of failing. */
export async function apiGet<T>(url: string, options: { on401?: 'throw' | 'null' } = {}): Promise<T> {
  try {
    return await apiRequest<T>('GET', url);
  } catch (err) {
    if (options.on401 === 'null' && errorStatus(err) === 401) return null as T;
    throw err;
  }
}

/** The HTTP status of an error thrown by the wrapper ("404: ..."), if any. */
export function errorStatus(err: unknown): number | undefined {
  if (err instanceof HttpError) return err.status;
  const match = err instanceof Error ? /^(\d{3}): /.exec(err.message) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * The server's own words in an error thrown by the wrapper: the JSON `message` (or `error`) of
 * the answer body, else the body text when it is short plain text. Undefined when there are none.
 */
export function errorMessage(err: unknown): string | undefined {
  if (!(err instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(err.message);
  if (!match) return undefined;
  const body = match[1]!.trim();
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
    return undefined;
  } catch {
    return body && body.length <= 200 && !body.startsWith('<') ? body : undefined;
  }
}
