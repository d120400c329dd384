import { apiTokensApi } from '../../../domain/api/api-tokens.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** The signed-in user's API tokens (see docs/api.md#calling-the-api-with-a-token). */
export const apiTokensRoutes: FeaturePlugin = async (app, { services }) => {
  const tokens = services.apiTokens;
  serve(app, apiTokensApi, {
    list: (req) => tokens.list(caller(req)),
    create: (req) => tokens.create(caller(req), req.body),
    revoke: async (req) => {
      await tokens.revoke(caller(req), req.params.id);
      return { success: true as const };
    },
  });
};
