import { z } from 'zod';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const healthRoutes: FeaturePlugin = async (app, { database, databaseKind }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'external']) }),
          503: z.object({ status: z.literal('unavailable'), database: z.enum(['embedded', 'external']) }),
        },
      },
    },
    async (_req, reply) => {
      try {
        await database.pool.query('select 1');
        return { status: 'ok' as const, database: databaseKind };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const, database: databaseKind });
      }
    },
  );
};
