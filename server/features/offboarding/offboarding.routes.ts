import { FILE_TYPES } from '../../../domain/api/endpoint.ts';
import { offboardingApi } from '../../../domain/api/offboarding.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** District offboarding (docs/product.md#district-offboarding): Five Star's administrators only. */
export const offboardingRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.offboarding;
  serve(app, offboardingApi, {
    start: (req) => service.start(caller(req), req.params.id, req.body),
    get: (req) => service.get(req.params.id),
    cancel: (req) => service.cancel(caller(req), req.params.id),
    certificate: async (req, reply) => {
      const file = await service.certificate(req.params.id);
      reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      reply.header('cache-control', 'no-store');
      return reply.type(FILE_TYPES.pdf).send(file.body);
    },
    list: () => service.list(),
  });
};
