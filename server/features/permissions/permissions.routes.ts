import { permissionsApi } from '../../../domain/api/permissions.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** Manage Permissions: feature toggles per district and the defaults new districts get (Five Star only). */
export const permissionsRoutes: FeaturePlugin = async (app, { bus, sessions, services }) => {
  const service = services.permissions;
  serve(app, permissionsApi, {
    read: (req) => service.read(req.query.districtId),
    save: async (req) => {
      const saved = await service.save(caller(req), req.body.districtId, req.body.features);
      if (saved.changedDistrict) {
        // Every server forgets the district's cached identities; its browsers refresh their sidebar.
        await sessions.changed({ districtId: saved.changedDistrict });
        await bus.publish({
          type: 'permissions_changed',
          districtId: saved.changedDistrict,
          data: { features: saved.features },
        });
      }
      return { districtId: saved.districtId, features: saved.features };
    },
  });
};
