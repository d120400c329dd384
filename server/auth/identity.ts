import type { Role } from '../../domain/roles.ts';
import type { ServiceLevel } from '../../domain/tiers.ts';

/** Who is asking, with the district view applied. Guards and services use only this. */
export interface Identity {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  isDemo: boolean;
  accountRole: Role;
  /** Effective role: a provider admin in a district view acts as a district admin. */
  role: Role;
  /** Effective district; null means every district (a provider admin outside a view). */
  districtId: string | null;
  districtName: string | null;
  /** The tier that gates features: the district's, or apex for provider-wide staff. */
  serviceLevel: ServiceLevel;
  inDistrictView: boolean;
  sessionHash: string;
}

export interface IdentityRow {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  isDemo: boolean;
  role: Role;
  ownDistrictId: string | null;
  ownDistrictName: string | null;
  ownServiceLevel: ServiceLevel | null;
  viewDistrictId: string | null;
  viewDistrictName: string | null;
  viewServiceLevel: ServiceLevel | null;
}

export function toIdentity(row: IdentityRow, sessionHash: string): Identity {
  const inView = row.role === 'provider_admin' && row.viewDistrictId !== null;
  const base = {
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isDemo: row.isDemo,
    accountRole: row.role,
    sessionHash,
  };
  if (inView) {
    return {
      ...base,
      role: 'district_admin',
      districtId: row.viewDistrictId,
      districtName: row.viewDistrictName,
      serviceLevel: row.viewServiceLevel ?? 'analysis',
      inDistrictView: true,
    };
  }
  return {
    ...base,
    role: row.role,
    districtId: row.ownDistrictId,
    districtName: row.ownDistrictName,
    serviceLevel: row.role === 'provider_admin' ? 'apex' : (row.ownServiceLevel ?? 'analysis'),
    inDistrictView: false,
  };
}
