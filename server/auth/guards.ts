import type { FastifyRequest } from 'fastify';
import { FEATURE_TIERS, type GatedFeature } from '../../domain/navigation.ts';
import type { Role } from '../../domain/roles.ts';
import { SERVICE_LEVEL_LABELS, tierAllows } from '../../domain/tiers.ts';
import { forbidden, notFound, unauthorized } from '../lib/http-errors.ts';
import type { Identity } from './identity.ts';

export function requireUser(req: FastifyRequest): Identity {
  if (!req.identity) throw unauthorized();
  return req.identity;
}

/** A signed-in user whose effective role is one of `roles`; others get 403. */
export function requireRole(req: FastifyRequest, ...roles: Role[]): Identity {
  const id = requireUser(req);
  if (!roles.includes(id.role)) throw forbidden();
  return id;
}

/** Resolves which district a request works on; another district's id answers 404, never 403. */
export function resolveDistrict(id: Identity, requested?: string | null): string {
  if (id.districtId) {
    if (requested && requested !== id.districtId) throw notFound('District not found.');
    return id.districtId;
  }
  if (id.role === 'provider_admin') {
    if (!requested) throw notFound('Choose a district first.');
    return requested;
  }
  // A user who belongs to no district yet (waiting for access).
  throw forbidden('Your account is waiting for access to a district.');
}

/** May this identity see the district's data at all? */
export function canSeeDistrict(id: Identity, districtId: string): boolean {
  return id.districtId === null ? id.role === 'provider_admin' : id.districtId === districtId;
}

/** 403 when the caller's district is below the tier of a gated feature (spec 2.3 / 4). */
export function requireTier(
  id: Identity,
  feature: GatedFeature,
  districtServiceLevel = id.serviceLevel,
): void {
  const required = FEATURE_TIERS[feature];
  if (id.role === 'provider_admin' && !id.inDistrictView) return;
  if (!tierAllows(districtServiceLevel, required)) {
    throw forbidden(`This feature needs the ${SERVICE_LEVEL_LABELS[required]} service level or higher.`);
  }
}

/**
 * A looked-up row the caller may see, else 404: a missing row and another district's look the same.
 * A district named in the payload must be the row's own.
 */
export function visibleRow<T extends { districtId: string }>(
  id: Identity,
  row: T | undefined,
  notFoundMessage: string,
  payloadDistrictId?: string,
): T {
  if (!row || !canSeeDistrict(id, row.districtId)) throw notFound(notFoundMessage);
  if (payloadDistrictId && payloadDistrictId !== row.districtId) throw notFound('District not found.');
  return row;
}
