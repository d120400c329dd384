import { portalApi } from '../../../domain/api/portal.ts';
import { caller, oneDistrict } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const portalRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.portal;
  serve(app, portalApi, {
    tickets: (req) => service.tickets(caller(req), oneDistrict(req), req.query),
    devices: (req) => service.devices(caller(req), oneDistrict(req)),
    createTicket: (req) => service.createTicket(caller(req), oneDistrict(req), req.body, req.log),
  });
};
