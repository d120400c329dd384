import { ticketsApi } from '../../../domain/api/tickets.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { sendPage } from './ticket-desk.ts';

export const ticketsRoutes: FeaturePlugin = async (app, { services }) => {
  const tickets = services.tickets;
  serve(app, ticketsApi, {
    list: async (req, reply) => sendPage(reply, await tickets.list(caller(req), req.query)),
    summary: (req) => tickets.summary(caller(req), req.query.districtId),
    listOfDistrict: async (req, reply) =>
      sendPage(reply, await tickets.listOfDistrict(caller(req), req.params.districtId, req.query)),
    details: (req) => tickets.details(caller(req), req.params.id),
    create: (req) => tickets.create(caller(req), req.body, { log: req.log }),
    update: (req) => tickets.update(caller(req), req.params.id, req.body, req.log),
    comment: (req) => tickets.comment(caller(req), req.params.id, req.body, req.log),
  });
};
