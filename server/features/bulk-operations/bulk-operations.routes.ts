import { z } from 'zod';
import { bulkOperationsApi } from '../../../domain/api/bulk-operations.ts';
import { errorSchema } from '../../../domain/http.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createBulkOperationsService } from './bulk-operations.service.ts';

const { backup, ...jsonEndpoints } = bulkOperationsApi;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Bulk Operations (see docs/product.md#bulk-operations): Five Star's administrators only. */
export const bulkOperationsRoutes: FeaturePlugin = async (app, { database, background }) => {
  const service = createBulkOperationsService({ db: database.db, queue: background.queue });
  serve(app, jsonEndpoints, {
    start: (req) => service.start(caller(req), req.body),
    list: () => service.list(),
    get: (req) => service.get(req.params.id),
    retry: (req) => service.retry(caller(req), req.params.id, req.body.districtId),
  });

  // Registered from its declaration by hand: serve() cannot yet say that the answer is a
  // .tar.gz file (OpenAPI's `produces` and the 200 answer's content type).
  app.get(
    backup.path,
    {
      config: { access: backup.access },
      schema: {
        tags: [backup.tag],
        description: backup.description,
        params: backup.params,
        produces: ['application/gzip'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (req, reply) => {
      const archive = await service.backup(req.params.id);
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .send(archive.archive);
    },
  );
};
