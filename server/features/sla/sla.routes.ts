import { slaApi } from '../../../domain/api/sla.ts';
import { caller, workingDistrict } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** SLA targets (see docs/product.md#sla-targets): a district's policy and the tiers' defaults. */
export const slaRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.sla;
  serve(app, slaApi, {
    policies: (req) => service.policies(caller(req), req.query.districtId),
    updatePolicies: (req) => service.updatePolicies(caller(req), req.query.districtId, req.body),
    defaults: () => service.defaults(),
    updateDefaults: (req) => service.updateDefaults(caller(req), req.params.tier, req.body),
    atRisk: (req) => service.atRisk(workingDistrict(req)),
  });
};
