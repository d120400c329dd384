import { z } from 'zod';
import { auditPageSchema, auditQuerySchema } from '../../../domain/admin.ts';
import { errorSchema } from '../../../domain/http.ts';
import { caller } from '../../access/guard.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createAuditService } from './audit.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['audit'];

/**
 * The audit log, read only (no route edits or deletes an entry): Five Star reads every district's,
 * a district's administrators their own.
 */
export const auditRoutes: FeaturePlugin = async (app, { database }) => {
  const service = createAuditService(database.db);

  app.get(
    '/api/audit',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description:
          'Administrative acts, newest first, filtered by district (Five Star may leave it out), action and actor; page with cursor.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (req) => service.page(caller(req), req.query),
  );

  app.get(
    '/api/audit/export',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description: 'The matching entries as CSV (the same filters; at most 10,000, newest first).',
        querystring: auditQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const { csv, count } = await service.exportCsv(caller(req), req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('x-export-count', String(count))
        .send(csv);
    },
  );
};
