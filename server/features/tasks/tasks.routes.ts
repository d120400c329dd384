import { tasksApi } from '../../../domain/api/tasks.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const tasksRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.tasks;
  serve(app, tasksApi, {
    list: (req) => service.list(caller(req), req.params.districtId, req.query.limit),
    create: (req) => service.create(caller(req), req.body),
    update: (req) => service.update(caller(req), req.params.id, req.body),
    remove: async (req) => {
      await service.remove(caller(req), req.params.id);
      return { success: true as const };
    },
  });
};
