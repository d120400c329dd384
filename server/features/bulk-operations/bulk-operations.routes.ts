import { bulkOperationsApi } from '../../../domain/api/bulk-operations.ts';
import { FILE_TYPES } from '../../../domain/api/endpoint.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** Bulk Operations (see docs/product.md#bulk-operations): Five Star's administrators only. */
export const bulkOperationsRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.bulkOperations;
  serve(app, bulkOperationsApi, {
    start: (req) => service.start(caller(req), req.body),
    list: () => service.list(),
    get: (req) => service.get(req.params.id),
    retry: (req) => service.retry(caller(req), req.params.id, req.body.districtId),
    backup: async (req, reply) => {
      const archive = await service.backup(req.params.id);
      return reply
        .type(FILE_TYPES.gzip)
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .send(archive.archive);
    },
  });
};
