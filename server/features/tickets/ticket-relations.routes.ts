import { ticketRelationsApi } from '../../../domain/api/ticket-relations.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** Merge, links and Sparky's suggestion for a ticket (see docs/product.md#tickets). */
export const ticketRelationsRoutes: FeaturePlugin = async (app, { services }) => {
  const { merge, links, suggest } = services.ticketRelations;
  serve(app, ticketRelationsApi, {
    merge: (req) => merge(caller(req), req.params.id, req.body.intoTicketId),
    relations: (req) => links.relations(caller(req), req.params.id),
    link: (req) => links.link(caller(req), req.params.id, req.body.ticketId),
    unlink: async (req) => {
      await links.unlink(caller(req), req.params.id, req.params.ticketId);
      return { success: true as const };
    },
    suggestion: (req) => suggest(caller(req), req.params.id),
  });
};
