import { settingsApi } from '../../../domain/api/settings.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const settingsRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.settings;
  serve(app, settingsApi, {
    read: (req) => service.read(caller(req), req.query.districtId),
    update: (req) => service.update(caller(req), req.body),
    sites: (req) => service.sites(caller(req), req.query.districtId),
    createSite: (req) => service.createSite(caller(req), req.body),
    updateSite: (req) => service.updateSite(caller(req), req.params.id, req.body),
    deleteSite: async (req) => {
      await service.deleteSite(caller(req), req.params.id);
      return { success: true as const };
    },
  });
};
