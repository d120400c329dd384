import { type FeatureToggles, featuresOf } from '../../domain/access.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../domain/locales/locale.ts';
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
  /** The effective district's feature toggles (all on for provider-wide staff, whom they do not bind). */
  features: FeatureToggles;
  /** The effective district's maintenance window, if one is set (it may be past or to come). */
  maintenance: { startsAt: Date; endsAt: Date; message: string | null } | null;
  inDistrictView: boolean;
  /** The person's language (docs/product.md#spanish); absent for the system's own actors: English. */
  locale?: Locale;
  sessionHash: string;
  /** Set when the request came with an API token (server/auth/api-tokens.ts) rather than a session. */
  token?: { id: string; name: string; readOnly: boolean };
}

export interface IdentityRow {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  isDemo: boolean;
  role: Role;
  /** users.locale: 'en' or 'es' (anything else reads as English). */
  locale?: string;
  ownDistrictId: string | null;
  ownDistrictName: string | null;
  ownServiceLevel: ServiceLevel | null;
  ownFeatures: Record<string, boolean> | null;
  ownMaintenanceStartsAt?: Date | null;
  ownMaintenanceEndsAt?: Date | null;
  ownMaintenanceMessage?: string | null;
  viewDistrictId: string | null;
  viewDistrictName: string | null;
  viewServiceLevel: ServiceLevel | null;
  viewFeatures: Record<string, boolean> | null;
  viewMaintenanceStartsAt?: Date | null;
  viewMaintenanceEndsAt?: Date | null;
  viewMaintenanceMessage?: string | null;
}

const windowOf = (startsAt?: Date | null, endsAt?: Date | null, message?: string | null) =>
  startsAt && endsAt ? { startsAt, endsAt, message: message ?? null } : null;

export function toIdentity(row: IdentityRow, sessionHash: string): Identity {
  const inView = row.role === 'provider_admin' && row.viewDistrictId !== null;
  const base = {
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isDemo: row.isDemo,
    accountRole: row.role,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    sessionHash,
  };
  if (inView) {
    return {
      ...base,
      role: 'district_admin',
      districtId: row.viewDistrictId,
      districtName: row.viewDistrictName,
      serviceLevel: row.viewServiceLevel ?? 'analysis',
      features: featuresOf(row.viewFeatures),
      maintenance: windowOf(
        row.viewMaintenanceStartsAt,
        row.viewMaintenanceEndsAt,
        row.viewMaintenanceMessage,
      ),
      inDistrictView: true,
    };
  }
  return {
    ...base,
    role: row.role,
    districtId: row.ownDistrictId,
    districtName: row.ownDistrictName,
    serviceLevel: row.role === 'provider_admin' ? 'apex' : (row.ownServiceLevel ?? 'analysis'),
    features: featuresOf(row.ownFeatures),
    maintenance: windowOf(row.ownMaintenanceStartsAt, row.ownMaintenanceEndsAt, row.ownMaintenanceMessage),
    inDistrictView: false,
  };
}

/** How a person is named in history and timelines: their name, else their email. */
export const displayName = (id: Pick<Identity, 'firstName' | 'lastName' | 'email'>) =>
  `${id.firstName} ${id.lastName}`.trim() || id.email;

/**
 * Who did something, as history records it: a Five Star administrator in a district view stays
 * themselves ("Ana Diaz (Five Star) as district admin").
 */
export const actorLabel = (id: Identity) =>
  id.inDistrictView ? `${displayName(id)} (Five Star) as district admin` : displayName(id);
