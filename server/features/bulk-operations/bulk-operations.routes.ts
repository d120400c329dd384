import { z } from 'zod';
import {
  bulkOperationSchema,
  bulkOperationSummarySchema,
  retryDistrictSchema,
  startBulkOperationSchema,
  startedSchema,
} from '../../../domain/admin.ts';
import { errorSchema, idParamSchema } from '../../../domain/http.ts';
import { caller } from '../../access/guard.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createBulkOperationsService } from './bulk-operations.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['admin'];
const access = { access: 'admin' as const };

/** Bulk Operations (see docs/product.md#bulk-operations): Five Star's administrators only. */
export const bulkOperationsRoutes: FeaturePlugin = async (app, { database, background }) => {
  const service = createBulkOperationsService({ db: database.db, queue: background.queue });

  app.post(
    '/api/admin/bulk-operations',
    {
      config: access,
      schema: {
        tags,
        description:
          'Starts an operation across districts as a background job (a dry run says what would change). Progress: `bulk_operation_progress` on /ws.',
        body: startBulkOperationSchema,
        response: { 202: startedSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(202).send(await service.start(caller(req), req.body)),
  );

  app.get(
    '/api/admin/bulk-operations',
    { config: access, schema: { tags, response: { 200: z.array(bulkOperationSummarySchema), ...errors } } },
    async () => service.list(),
  );

  app.get(
    '/api/admin/bulk-operations/:id',
    {
      config: access,
      schema: { tags, params: idParamSchema, response: { 200: bulkOperationSchema, ...errors } },
    },
    async (req) => service.get(req.params.id),
  );

  app.post(
    '/api/admin/bulk-operations/:id/retry',
    {
      config: access,
      schema: {
        tags,
        description: 'Runs a district that failed again, alone.',
        params: idParamSchema,
        body: retryDistrictSchema,
        response: { 202: startedSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await service.retry(caller(req), req.params.id, req.body.districtId)),
  );

  app.get(
    '/api/admin/backups/:id',
    {
      config: access,
      schema: {
        tags,
        description: "A district backup's archive (.tar.gz): every table as JSON, tickets and assets as CSV.",
        params: idParamSchema,
        produces: ['application/gzip'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (req, reply) => {
      const backup = await service.backup(req.params.id);
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${backup.fileName}"`)
        .send(backup.archive);
    },
  );
};
