import { announcementsApi } from '../../../domain/api/announcements.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** System announcements from Five Star: the signed-in user's current banners, dismissible per user. */
export const announcementsRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.announcements;
  serve(app, announcementsApi, {
    current: (req) => service.current(caller(req)),
    dismiss: async (req) => {
      await service.dismiss(caller(req), req.params.id);
      return { success: true as const };
    },
  });
};
