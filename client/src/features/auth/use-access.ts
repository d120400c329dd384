import {
  type AccessArea,
  type Accessor,
  type AccessVerdict,
  accessVerdict,
  type Permission,
} from '@domain/access';
import type { AuthUser } from '@domain/auth';
import { useCurrentUser } from './use-current-user';

/** The current user as the access table sees them. */
export function accessorOf(user: AuthUser): Accessor {
  return {
    role: user.role,
    providerWide: user.role === 'provider_admin' && user.districtId === null,
    provider: user.accountRole === 'provider_admin',
    serviceLevel: user.serviceLevel,
    features: user.features,
  };
}

/**
 * Whether the current user may use an area (read by default), and if not why: the same table the
 * server's guard applies, so a screen shows, dims or explains exactly what the API would refuse.
 */
export function useAccess(area: AccessArea, permission: Permission = 'read'): AccessVerdict {
  return accessVerdict(area, permission, accessorOf(useCurrentUser()));
}
