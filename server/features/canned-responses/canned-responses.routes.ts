import { cannedResponsesApi } from '../../../domain/api/canned-responses.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** Canned responses (see docs/product.md#canned-responses): listed, kept and filled in for a ticket. */
export const cannedResponsesRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.cannedResponses;
  serve(app, cannedResponsesApi, {
    list: (req) => service.list(caller(req), req.query),
    create: (req) => service.create(caller(req), req.body),
    update: (req) => service.update(caller(req), req.params.id, req.body),
    remove: async (req) => {
      await service.remove(caller(req), req.params.id);
      return { success: true as const };
    },
    render: (req) => service.render(caller(req), req.params.id, req.body.ticketId),
  });
};
