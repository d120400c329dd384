import { ACCESS_MESSAGES } from '../../domain/access.ts';
import type { Identity } from '../auth/identity.ts';
import { forbidden, notFound } from '../lib/http-errors.ts';

/** A Five Star administrator outside any district view: acts on every district. */
export const isProviderWide = (id: Identity) => id.districtId === null && id.role === 'provider_admin';

/** May this identity see the district's data at all? */
export function canSeeDistrict(id: Identity, districtId: string): boolean {
  return id.districtId === null ? isProviderWide(id) : id.districtId === districtId;
}

/**
 * The district a request works on: the caller's own (or viewed) one; a provider admin outside a
 * view names it. Another district's id answers 404, never 403.
 */
export function resolveDistrict(id: Identity, requested?: string | null): string {
  if (id.districtId) {
    if (requested && requested !== id.districtId) throw notFound(ACCESS_MESSAGES.districtNotFound);
    return id.districtId;
  }
  if (isProviderWide(id)) {
    if (!requested) throw notFound(ACCESS_MESSAGES.chooseDistrict);
    return requested;
  }
  // A user who belongs to no district yet (waiting for access).
  throw forbidden(ACCESS_MESSAGES.waiting);
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
  if (payloadDistrictId && payloadDistrictId !== row.districtId)
    throw notFound(ACCESS_MESSAGES.districtNotFound);
  return row;
}
