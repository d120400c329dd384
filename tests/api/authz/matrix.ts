import type { FastifyInstance } from 'fastify';
import { type Endpoint, routeName } from '../../../domain/api/endpoint.ts';
import type { Db } from '../../../server/db/client.ts';
import { ACTORS, type Actor, type World } from '../../support/fixtures.ts';

export interface MatrixContext extends World {
  app: FastifyInstance;
  db: Db;
  /** Runs `make` once per file and returns its result afterwards (shared fixtures). */
  once<T>(key: string, make: () => Promise<T>): Promise<T>;
}

export interface MatrixRequest {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface EndpointCase {
  /** Method and OpenAPI path, e.g. "GET /api/districts/{id}": matched against the app's routes. */
  route: string;
  /** The request, built once per actor, so writes can use fresh values (headers: e.g. a CSV body's type). */
  request(ctx: MatrixContext): Promise<MatrixRequest> | MatrixRequest;
  /** Expected status for each actor: 401 anonymous, 404 other district, 403 wrong role, 2xx allowed. */
  expect: Record<Actor, number>;
  /** Tiers of district A and B for this case (default apex). */
}

/** How each actor fares on one endpoint of a table. */
export type MatrixCase = Omit<EndpointCase, 'route'>;

/**
 * The cases of an area's table (domain/api/<area>.ts), one per endpoint: an endpoint of the table
 * without its case is a type error. Public endpoints are given `null`.
 */
export function casesOf<T extends Record<string, Endpoint>>(
  table: T,
  cases: { [K in keyof T]: T[K] extends { access: 'public' } ? null : MatrixCase },
): EndpointCase[] {
  return Object.entries(cases).flatMap(([name, c]) => {
    if (!c) return [];
    const endpoint = table[name]!;
    const route = routeName(endpoint);
    return [
      { ...(c as MatrixCase), route, expect: withRequester(endpoint, route, (c as MatrixCase).expect) },
    ];
  });
}

/** `statuses()` leaves the requester to the endpoint: what a signed-in person gets, else 403. */
const REQUESTER_BY_ENDPOINT = -1;

function withRequester(endpoint: Endpoint, route: string, expect: Record<Actor, number>) {
  if (expect.requesterA !== REQUESTER_BY_ENDPOINT) return expect;
  // An endpoint open to requesters must say what they get: their own things, or 404 for others'.
  if (endpoint.requesters) throw new Error(`${route} is open to requesters: name requesterA's status`);
  return { ...expect, requesterA: endpoint.access === 'signed-in' ? expect.techA : 403 };
}

/** Routes that anybody may call: not part of the matrix. */
export const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/auth/check',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/logout',
  'GET /api/demo-access',
  'GET /api/auth/invite/{token}',
  'POST /api/auth/invite/accept',
  'POST /api/auth/login/2fa',
  'POST /api/auth/login/2fa/setup',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  // The private calendar feed: its secret token is the credential (tests/api/meetings-calendar.test.ts).
  'GET /api/meetings/feed/{token}',
  // A technician's private visit feed, likewise (tests/api/visits.test.ts).
  'GET /api/visits/feed/{token}',
  // BrightGauge's reporting feed (its token is the credential) and ConnectWise's signed callbacks
  // (tests/api/integrations-*.test.ts).
  'GET /api/reporting/{dataset}',
  'POST /api/integrations/connectwise/callback/{key}',
  // A satisfaction survey's signed link is the credential (tests/api/csat.test.ts).
  'GET /api/csat/{token}',
  'POST /api/csat/{token}',
  // SAML sign-in: the login page's look-up and the service provider's metadata (tests/api/saml.test.ts).
  'GET /api/auth/saml/find',
  'GET /api/auth/saml/{districtCode}/metadata',
]);

/** Shorthand for expectations: everybody gets `rest` except the named actors. */
export function statuses(named: Partial<Record<Actor, number>>, rest: number): Record<Actor, number> {
  return Object.fromEntries(
    ACTORS.map((a) => [a, named[a] ?? (a === 'requesterA' ? REQUESTER_BY_ENDPOINT : rest)]),
  ) as Record<Actor, number>;
}
