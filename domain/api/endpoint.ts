import type { z } from 'zod';
import type { AccessArea, Permission } from '../access.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a call needs: nothing (`public`), a session (`signed-in`), or a permission of its area. */
export type EndpointAccess = 'public' | 'signed-in' | Permission;

/**
 * One endpoint of the API, declared once: the server registers it from here (server/lib/endpoints.ts),
 * the client calls it through `api()` (client/src/lib/api.ts) and the authorization matrix names it.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Fastify's form: `/api/tickets/:id` (SCIM's own `/scim/v2/Users/:id`, RFC 7644). */
  path: `/api/${string}` | `/scim/v2/${string}`;
  access: EndpointAccess;
  /** The access-table area checked, when not the one of the feature that registers it. */
  area?: AccessArea;
  /**
   * Requesters (Staff & Students) may call it, and its service keeps them to what is their own (their
   * tickets, their devices, their conversations). Every endpoint without it answers 403 to a requester.
   */
  requesters?: 'own';
  /** The OpenAPI tag (set for the whole table by `endpoints()`). */
  tag: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer; none for a file, a stream or a redirect. */
  response?: z.ZodType;
  /** The success status (200 unless said). */
  status?: 200 | 201 | 202 | 204;
  /** A second success status answered with the same response (an upsert: 201 when it creates). */
  alsoStatus?: 200 | 201;
  /** Error statuses it may answer beyond 400, 401, 403, 404 and 409 (their answers are `errorSchema`). */
  errors?: readonly (413 | 429 | 500 | 503)[];
  /** Other answers than the success and the errors, by status (the health check's 503). */
  answers?: Readonly<Record<number, z.ZodType>>;
  /** The content types of a file it answers (no `response`: the file is sent as it is). */
  produces?: readonly string[];
  /** The content types of a body other than JSON it takes (a CSV import). */
  consumes?: readonly string[];
  /** The largest body it accepts, when not the server's default. */
  bodyLimit?: number;
  /** Left out of the OpenAPI document (a browser navigation, not an API call). */
  hidden?: boolean;
  /**
   * A form another site posts to on purpose (SAML's assertion consumer service): the cross-site
   * Origin check of changes is not applied; it must be public and read no session.
   */
  crossSite?: true;
  /**
   * Answers kept for a short time per caller's scope and validated input (server/lib/endpoint-cache.ts),
   * serialised once; any event `clearedBy` names, from any server, drops them.
   */
  cache?: AnswerCacheRule;
}

/**
 * How long an endpoint's answers are kept and which live events clear them: an event type, a prefix
 * ending in `*` (`district_*`), or `changes`: every event about a district's data (all but the
 * servers' internal ones).
 */
export interface AnswerCacheRule {
  ms: number;
  clearedBy: readonly string[];
}

/** Does an event of `type` clear answers kept under `rule`? */
export function clears(rule: AnswerCacheRule, type: string): boolean {
  return rule.clearedBy.some((pattern) =>
    pattern === 'changes'
      ? !type.startsWith('internal:')
      : pattern.endsWith('*')
        ? type.startsWith(pattern.slice(0, -1))
        : type === pattern,
  );
}

/** The content types of the files endpoints answer or take. */
export const FILE_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  gzip: 'application/gzip',
} as const;

type Declared = Omit<Endpoint, 'tag'>;

/** An area's table of endpoints, each tagged with the area's name. */
export function endpoints<const T extends Record<string, Declared>>(
  tag: string,
  table: T,
): { readonly [K in keyof T]: T[K] & { tag: string } } {
  return Object.fromEntries(Object.entries(table).map(([k, e]) => [k, { ...e, tag }])) as never;
}

/** "GET /api/tickets/{id}": an endpoint as OpenAPI (and the authorization matrix) names it. */
export const routeName = (e: Pick<Endpoint, 'method' | 'path'>): string =>
  `${e.method} ${e.path.replace(/:(\w+)/g, '{$1}')}`;

type Part<E, K extends 'params' | 'query' | 'body', Name extends string> = E extends {
  [P in K]: z.ZodType;
}
  ? // biome-ignore lint/complexity/noBannedTypes: "every field optional" is tested against {}.
    {} extends z.input<E[K]>
    ? { [P in Name]?: z.input<E[K]> }
    : { [P in Name]: z.input<E[K]> }
  : { [P in Name]?: never };

/** What a caller sends: the path's params, the query and the body, each as its schema accepts it. */
export type EndpointInput<E extends Endpoint> = Part<E, 'params', 'params'> &
  Part<E, 'query', 'query'> &
  Part<E, 'body', 'body'>;

/** What the endpoint answers (its schema's output); unknown when it answers no JSON. */
export type EndpointAnswer<E extends Endpoint> = E extends { response: z.ZodType }
  ? z.output<E['response']>
  : unknown;

/** True when every part of the input is optional (so `api(e)` may omit it). */
// biome-ignore lint/complexity/noBannedTypes: "nothing required" is tested against {}.
export type TakesNoInput<E extends Endpoint> = {} extends EndpointInput<E> ? true : false;

/** The path with its `:name` parts filled in (each encoded). */
export function pathOf(e: Pick<Endpoint, 'path'>, params: Record<string, unknown> | undefined): string {
  return e.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${e.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call ('' when empty): undefined and null values are left out. */
export function queryOf(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** The URL of a call: path, params and query. */
export function urlOf(e: Pick<Endpoint, 'path'>, input: { params?: unknown; query?: unknown } = {}): string {
  return (
    pathOf(e, input.params as Record<string, unknown> | undefined) +
    queryOf(input.query as Record<string, unknown> | undefined)
  );
}
