import { notificationsApi } from '../../../domain/api/notifications.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const notificationsRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.notifications;
  serve(app, notificationsApi, {
    list: (req) => service.list(caller(req), req.query),
    markAllRead: (req) => service.markAllRead(caller(req)),
    markRead: (req) => service.markRead(caller(req), req.params.id),
    preferences: async (req) => ({ preferences: await service.preferences(caller(req)) }),
    savePreferences: async (req) => ({
      preferences: await service.savePreferences(caller(req), req.body.preferences),
    }),
  });
};
