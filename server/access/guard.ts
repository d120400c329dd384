import type { FastifyRequest } from 'fastify';
import {
  ACCESS_MESSAGES,
  type AccessArea,
  type Accessor,
  accessDenied,
  type Permission,
} from '../../domain/access.ts';
import { inWindow, MAINTENANCE_MESSAGE } from '../../domain/admin.ts';
import { API_TOKEN_MESSAGES, isSessionOnlyPath } from '../../domain/api-tokens.ts';
import type { Identity } from '../auth/identity.ts';
import type { FeatureApp } from '../lib/feature-app.ts';
import { forbidden, notFound, unauthorized, unavailable } from '../lib/http-errors.ts';
import { isProviderWide } from './tenancy.ts';

/**
 * What a route needs, declared in its `config.access`: nothing (`public`), a session
 * (`signed-in`), or a permission of its feature's area (from the access table in domain/access.ts).
 * `config.area` names another area for a route that belongs to one (e.g. a status the dashboard reads).
 */
export type RouteAccess = 'public' | 'signed-in' | Permission;

/**
 * Who asks and which district the request works on, resolved once by the guard: the district it
 * names (already checked visible), else the caller's own, else `all` for a Five Star administrator
 * outside a district view (null: someone of no district yet, on a `signed-in` route).
 */
export interface RequestScope {
  identity: Identity;
  districtId: string | 'all' | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    area?: AccessArea;
    /** Requesters may call it (their own things only); without it a requester gets 403. */
    requesters?: 'own';
  }
  interface FastifyRequest {
    /** Set by the guard on every route that is not public. */
    scope: RequestScope | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The district a request names in its path, query or body, if any. */
function requestedDistrict(req: FastifyRequest): string | null {
  for (const part of [req.params, req.query, req.body]) {
    const value = (part as { districtId?: unknown } | undefined)?.districtId;
    // Only an id names a district (e.g. Manage Permissions' 'defaults' names none).
    if (typeof value === 'string' && UUID.test(value)) return value;
  }
  return null;
}

/**
 * The one authorization guard, applied to every route of a feature (a hook scoped to its routes):
 * 401 without a session, then 404 for a district the caller may not see (or that does not exist),
 * then 403 for the role, the district's tier or a feature toggle. Rows looked up by id are checked
 * by their service (`visibleRow`), which answers 404 as well. A route that declares no access
 * makes the server refuse to start.
 */
export function guardFeature(
  scope: FeatureApp,
  area: AccessArea | null,
  districtExists: (id: string) => Promise<boolean>,
): void {
  scope.addHook('onRoute', (route) => {
    if (!route.config?.access)
      throw new Error(`${route.method} ${route.url} declares no access (config.access)`);
    if (!area && !route.config.area && !['public', 'signed-in'].includes(route.config.access))
      throw new Error(`${route.method} ${route.url} needs an area to check '${route.config.access}' against`);
  });
  // Before the body is read: what no API token may do, whatever it sends.
  scope.addHook('preValidation', async (req) => {
    const token = req.routeOptions.config.access !== 'public' ? req.identity?.token : undefined;
    if (token) refuseToken(token, req);
  });
  scope.addHook('preHandler', async (req) => {
    const { access, area: routeArea, requesters } = req.routeOptions.config;
    if (access === 'public') return;
    const identity = req.identity;
    if (!identity) throw unauthorized();
    const providerWide = isProviderWide(identity);
    req.scope = { identity, districtId: identity.districtId ?? (providerWide ? 'all' : null) };
    if (access === 'signed-in') return;
    // A requester reaches only the portal's endpoints, whatever the access table says of the area.
    if (identity.role === 'requester' && !requesters) throw forbidden(ACCESS_MESSAGES.role);
    // Someone of no district yet (waiting for access) is told so, whatever they ask.
    if (identity.districtId === null && !providerWide) throw forbidden(ACCESS_MESSAGES.waiting);
    const district = requestedDistrict(req);
    if (district) {
      const visible = providerWide ? await districtExists(district) : district === identity.districtId;
      if (!visible) throw notFound(ACCESS_MESSAGES.districtNotFound);
      req.scope.districtId = district;
    }
    // A district under maintenance reads but does not change; Five Star's administrators still work in it.
    const m = identity.maintenance;
    if (
      m &&
      !['GET', 'HEAD'].includes(req.method) &&
      identity.accountRole !== 'provider_admin' &&
      inWindow({ startsAt: m.startsAt, endsAt: m.endsAt })
    )
      throw unavailable(m.message ?? MAINTENANCE_MESSAGE(m.endsAt));
    requireAccess(identity, (routeArea ?? area)!, access!);
  });
}

/**
 * What an API token may not do whatever its role: its creator's sign-in, account and tokens, and,
 * read-only, any change (its write and admin permissions are refused in `requireAccess`).
 */
function refuseToken(token: NonNullable<Identity['token']>, req: FastifyRequest): void {
  if (isSessionOnlyPath(req.routeOptions.url ?? req.url)) throw forbidden(API_TOKEN_MESSAGES.sessionOnly);
  if (token.readOnly && !['GET', 'HEAD'].includes(req.method)) throw forbidden(API_TOKEN_MESSAGES.readOnly);
}

/** The caller as the access table sees them. */
export function accessorOf(identity: Identity): Accessor {
  return {
    role: identity.role,
    providerWide: isProviderWide(identity),
    provider: identity.accountRole === 'provider_admin',
    serviceLevel: identity.serviceLevel,
    features: identity.features,
  };
}

/**
 * 403 with the table's reason unless the caller may do `permission` in `area`: for what one request
 * asks beyond its route's area (an Apex field of the settings, an administrator's invitation).
 */
export function requireAccess(identity: Identity, area: AccessArea, permission: Permission): void {
  if (identity.token?.readOnly && permission !== 'read') throw forbidden(API_TOKEN_MESSAGES.readOnly);
  const denied = accessDenied(area, permission, accessorOf(identity));
  if (denied) throw forbidden(denied);
}

/** The signed-in caller of a guarded route. */
export function caller(req: FastifyRequest): Identity {
  if (!req.identity) throw unauthorized();
  return req.identity;
}

/** The district a guarded request works on, as the guard resolved it; null for every district. */
export function workingDistrict(req: FastifyRequest): string | null {
  const districtId = req.scope?.districtId;
  if (districtId === undefined || districtId === null) throw unauthorized();
  return districtId === 'all' ? null : districtId;
}

/** The one district a guarded request works on: a Five Star administrator outside a view names it. */
export function oneDistrict(req: FastifyRequest): string {
  const districtId = workingDistrict(req);
  if (!districtId) throw notFound(ACCESS_MESSAGES.chooseDistrict);
  return districtId;
}
