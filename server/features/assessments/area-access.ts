import { type AccessArea, accessDenied, type Permission } from '../../../domain/access.ts';
import type { LibraryArea } from '../../../domain/library.ts';
import { accessorOf } from '../../access/guard.ts';
import type { Identity } from '../../auth/identity.ts';
import { forbidden } from '../../lib/http-errors.ts';

const AREA: Record<LibraryArea, AccessArea> = { assessment: 'assessments', toolkit: 'toolkit' };

/** Whether the caller may do `permission` in an area of the access table (null: yes; else why not). */
export function deniedIn(identity: Identity, area: AccessArea, permission: Permission): string | null {
  return accessDenied(area, permission, accessorOf(identity));
}

/**
 * The guard checks every route against `assessments`; a toolkit item (known from the request or
 * its row) must also pass the `toolkit` row of the same table (its tier is Ascend).
 */
export function requireArea(identity: Identity, area: LibraryArea, permission: Permission): void {
  const denied = deniedIn(identity, AREA[area], permission);
  if (denied) throw forbidden(denied);
}
