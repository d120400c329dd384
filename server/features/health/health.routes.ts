import { healthApi } from '../../../domain/api/health.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const healthRoutes: FeaturePlugin = async (app, { database, databaseKind }) => {
  serve(app, healthApi, {
    check: async (_req, reply) => {
      try {
        await database.pool.query('select 1');
        return { status: 'ok' as const, database: databaseKind };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const, database: databaseKind });
      }
    },
  });
};
