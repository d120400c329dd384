import { permissionsApi } from '../../../domain/api/permissions.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** Manage Permissions: feature toggles per district and the defaults new districts get (Five Star only). */
export const permissionsRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.permissions;
  serve(app, permissionsApi, {
    read: (req) => service.read(req.query.districtId),
    save: (req) => service.save(caller(req), req.body.districtId, req.body.features),
  });
};
