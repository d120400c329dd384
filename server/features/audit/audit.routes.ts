import { auditApi } from '../../../domain/api/audit.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const auditRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.audit;
  serve(app, auditApi, {
    list: (req) => service.page(caller(req), req.query),
    export: async (req, reply) => {
      const { csv, count } = await service.exportCsv(caller(req), req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('x-export-count', String(count))
        .send(csv);
    },
  });
};
