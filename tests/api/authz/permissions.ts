import { DEFAULT_FEATURES } from '../../../domain/access.ts';
import { permissionsApi } from '../../../domain/api/permissions.ts';
import { casesOf, statuses } from './matrix.ts';

/** Manage Permissions: Five Star only (district A's own administrator included is refused). */
export const permissionsEndpoints = casesOf(permissionsApi, {
  read: {
    request: () => ({ url: '/api/admin/permissions?districtId=defaults' }),
    expect: statuses({ anonymous: 401, provider: 200 }, 403),
  },
  save: {
    request: ({ districtA }) => ({
      url: '/api/admin/permissions',
      body: { districtId: districtA.id, features: DEFAULT_FEATURES },
    }),
    expect: statuses({ anonymous: 401, provider: 200, adminB: 404 }, 403),
  },
});
