import { z } from 'zod';
import { errorSchema } from '../../../domain/http.ts';
import { listUsersQuerySchema, userSummarySchema } from '../../../domain/users.ts';
import type { FeaturePlugin } from '../../app.ts';
import { requireUser, resolveDistrict } from '../../auth/guards.ts';
import { createUsersService } from './users.service.ts';

export const usersRoutes: FeaturePlugin = async (app, { database }) => {
  const service = createUsersService(database.db);

  app.get(
    '/api/users',
    {
      schema: {
        tags: ['users'],
        querystring: listUsersQuerySchema,
        response: {
          200: z.array(userSummarySchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (req) => {
      const districtId = resolveDistrict(requireUser(req), req.query.districtId);
      return service.list(districtId, req.query.includeProvider === 'true');
    },
  );
};
