import { z } from 'zod';
import { errorSchema } from '../../../domain/http.ts';
import { integrationStatusSchema } from '../../../domain/integrations.ts';
import type { FeaturePlugin } from '../../app.ts';
import { requireUser } from '../../auth/guards.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { createIntegrationsService } from './integrations.service.ts';

export const integrationsRoutes: FeaturePlugin = async (app, { database }) => {
  const service = createIntegrationsService(database.db);

  // Every dashboard shows this list (spec 2.4, "for all users"), so it is not tier-gated; only the
  // integration pages of the Altitude group are.
  app.get(
    '/api/integrations/status',
    {
      schema: {
        tags: ['integrations'],
        response: { 200: z.array(integrationStatusSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async (req) => {
      const identity = requireUser(req);
      if (!identity.districtId && identity.role !== 'provider_admin') {
        throw forbidden('Your account is waiting for access to a district.');
      }
      return service.status();
    },
  );
};
