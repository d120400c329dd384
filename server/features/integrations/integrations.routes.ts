import { z } from 'zod';
import { errorSchema } from '../../../domain/http.ts';
import { integrationStatusSchema } from '../../../domain/integrations.ts';

import type { FeaturePlugin } from '../feature-plugin.ts';
import { createIntegrationsService } from './integrations.service.ts';

export const integrationsRoutes: FeaturePlugin = async (app, { database }) => {
  const service = createIntegrationsService(database.db);

  // Every dashboard shows this list (for all users), so it is not tier-gated; only the
  // integration pages of the Altitude group are.
  app.get(
    '/api/integrations/status',
    {
      config: { access: 'read', area: 'dashboard' },
      schema: {
        tags: ['integrations'],
        response: { 200: z.array(integrationStatusSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => service.status(),
  );
};
