import { alias } from 'drizzle-orm/pg-core';
import { districts, users } from '../db/schema/index.ts';

/** The user's own district, and the district a session views or a token is for. */
export const ownDistrict = alias(districts, 'own_district');
export const viewDistrict = alias(districts, 'view_district');

/**
 * What `toIdentity` reads of the user, their own district and the viewed district (join
 * `ownDistrict` on the user and `viewDistrict` on the session's or token's district); each
 * source adds the viewed district's id as it names it.
 */
export const identityColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isDemo: users.isDemo,
  isActive: users.isActive,
  role: users.role,
  locale: users.locale,
  ownDistrictId: users.districtId,
  ownDistrictName: ownDistrict.name,
  ownServiceLevel: ownDistrict.serviceLevel,
  ownFeatures: ownDistrict.features,
  ownMaintenanceStartsAt: ownDistrict.maintenanceStartsAt,
  ownMaintenanceEndsAt: ownDistrict.maintenanceEndsAt,
  ownMaintenanceMessage: ownDistrict.maintenanceMessage,
  viewDistrictName: viewDistrict.name,
  viewServiceLevel: viewDistrict.serviceLevel,
  viewFeatures: viewDistrict.features,
  viewMaintenanceStartsAt: viewDistrict.maintenanceStartsAt,
  viewMaintenanceEndsAt: viewDistrict.maintenanceEndsAt,
  viewMaintenanceMessage: viewDistrict.maintenanceMessage,
};
