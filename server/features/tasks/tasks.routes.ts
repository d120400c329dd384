import { tasksApi } from '../../../domain/api/tasks.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createTasksService } from './tasks.service.ts';

export const tasksRoutes: FeaturePlugin = async (app, { database, bus }) => {
  const service = createTasksService({ db: database.db, bus });
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
