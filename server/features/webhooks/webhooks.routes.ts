import { webhooksApi } from '../../../domain/api/webhooks.ts';
import { caller, workingDistrict } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const webhooksRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.webhooks.service;
  serve(app, webhooksApi, {
    list: (req) => service.list(caller(req), workingDistrict(req)),
    create: (req) => service.create(caller(req), workingDistrict(req), req.body),
    update: (req) => service.update(caller(req), req.params.id, req.body, workingDistrict(req)),
    remove: async (req, reply) => {
      await service.remove(caller(req), req.params.id);
      return reply.code(204).send();
    },
    deliveries: (req) => service.deliveries(caller(req), req.params.id),
    replay: (req) => service.replay(caller(req), req.params.id, req.params.deliveryId),
    test: (req) => service.test(caller(req), req.params.id),
  });
};
