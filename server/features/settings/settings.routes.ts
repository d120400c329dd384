import { settingsApi } from '../../../domain/api/settings.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const settingsRoutes: FeaturePlugin = async (app, { bus, services }) => {
  const service = services.settings;
  const changed = (districtId: string) => bus.publish({ type: 'settings_changed', districtId, data: {} });

  serve(app, settingsApi, {
    read: (req) => service.read(caller(req), req.query.districtId),
    update: async (req) => {
      const saved = await service.update(caller(req), req.body);
      await changed(saved.districtId);
      return saved;
    },
    sites: (req) => service.sites(caller(req), req.query.districtId),
    createSite: async (req) => {
      const site = await service.createSite(caller(req), req.body);
      await changed(site.districtId);
      return site;
    },
    updateSite: async (req) => {
      const site = await service.updateSite(caller(req), req.params.id, req.body);
      await changed(site.districtId);
      return site;
    },
    deleteSite: async (req) => {
      await service.deleteSite(caller(req), req.params.id);
      return { success: true as const };
    },
  });
};
