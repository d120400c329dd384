import { projectsApi } from '../../../domain/api/projects.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const projectsRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.projects;
  serve(app, projectsApi, {
    list: (req) => service.list(caller(req), req.query.districtId),
    create: (req) => service.create(caller(req), req.body),
    update: (req) => service.update(caller(req), req.params.id, req.body),
    remove: async (req) => {
      await service.remove(caller(req), req.params.id);
      return { success: true as const };
    },
  });
};
