import { monitorsApi } from '../../../domain/api/monitors.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const monitorsRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.monitors;
  serve(app, monitorsApi, {
    list: (req) => service.list(caller(req), req.query),
    suggestions: (req) => service.suggestions(caller(req), req.query),
    create: (req) => service.create(caller(req), req.body),
    update: (req) => service.update(caller(req), req.params.id, req.body),
    remove: async (req, reply) => {
      await service.remove(caller(req), req.params.id);
      return reply.code(204).send();
    },
    check: (req) => service.check(caller(req), req.params.id),
    history: (req) => service.history(caller(req), req.params.id, req.query),
    incidents: (req) => service.incidents(caller(req), req.query),
    status: (req) => service.status(caller(req), req.query),
  });
};
