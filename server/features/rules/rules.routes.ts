import { rulesApi } from '../../../domain/api/rules.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** Ticket rules (see docs/product.md#rules): kept, ordered, and tried on the last 90 days. */
export const rulesRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.rules;
  serve(app, rulesApi, {
    list: (req) => service.list(caller(req), req.query),
    create: (req) => service.create(caller(req), req.body),
    update: (req) => service.update(caller(req), req.params.id, req.body),
    remove: async (req) => {
      await service.remove(caller(req), req.params.id);
      return { success: true as const };
    },
    simulate: (req) => service.simulate(caller(req), req.params.id, req.body ?? {}),
  });
};
