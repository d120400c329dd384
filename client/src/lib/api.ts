// Zod-free: the login gate loads this file, and it must not pull zod into the first chunk.
import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type TakesNoInput,
  urlOf,
} from '@domain/api/endpoint';
import { ORIGIN_HEADER } from '@domain/events';
import type { ApiError } from '@domain/http';
import { currentLocale } from './locale';

/**
 * A non-OK answer of the API. Its message is "<status>: <body text or status text>" (see
 * docs/product.md#errors); the answer's body is read once, here, into `status` and `apiError`.
 */
export class HttpError extends Error {
  readonly status: number;
  /**
   * The server's error answer `{ message, issues? }` (ApiError of domain/http.ts), or null when the
   * body said nothing usable. A JSON `error` field or a short plain-text body counts as its message.
   */
  readonly apiError: ApiError | null;
  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.apiError = readApiError(body);
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * This tab's id, sent with every call: the live events its own changes cause come back with it
 * (`LiveMessage.origin`), so the tab knows them for its own.
 */
export const TAB_ORIGIN: string =
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * The headers every call sends: the tab's id, and the language the client shows (a signed-out
 * visitor's answers follow it; a signed-in person's follow their account's, docs/product.md#spanish).
 */
export const tabHeaders = (headers: Record<string, string>) => ({
  'accept-language': currentLocale(),
  ...headers,
  [ORIGIN_HEADER]: TAB_ORIGIN,
});

/** Cookies always sent, JSON in and out; a non-OK answer throws an HttpError. */
export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: tabHeaders(
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    ),
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

/** What `api(endpoint, …)` takes after the endpoint: its input, optional when it needs none. */
export type InputArgs<E extends Endpoint> =
  TakesNoInput<E> extends true ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/**
 * Calls an endpoint of the table (domain/api/): its path filled from `params`, `query` as the query
 * string, `body` as JSON; the answer typed by the endpoint's response schema.
 */
export function api<E extends Endpoint>(e: E, ...[input]: InputArgs<E>): Promise<EndpointAnswer<E>> {
  return apiRequest<EndpointAnswer<E>>(e.method, urlOf(e, input), input?.body);
}

/** The HTTP status of a failed call, if `err` is one. */
export function errorStatus(err: unknown): number | undefined {
  return err instanceof HttpError ? err.status : undefined;
}

/** The server's own words about a failed call, if it gave any. */
export function errorMessage(err: unknown): string | undefined {
  return err instanceof HttpError ? err.apiError?.message : undefined;
}

/** A structural check of the error body (no zod here: see the import above). */
function readApiError(body: string): ApiError | null {
  const text = body.trim();
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return text.length <= 200 && !text.startsWith('<') ? { message: text } : null;
  }
  if (typeof json !== 'object' || json === null) return null;
  const { message, error, issues } = json as Record<string, unknown>;
  const said = nonEmpty(message) ?? nonEmpty(error);
  if (said === undefined) return null;
  return Array.isArray(issues) ? { message: said, issues: issues.filter(isIssue) } : { message: said };
}

const nonEmpty = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

function isIssue(v: unknown): v is { path: string; message: string } {
  const issue = v as { path?: unknown; message?: unknown } | null;
  return typeof issue?.path === 'string' && typeof issue.message === 'string';
}
