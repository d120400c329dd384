import { chargesApi } from '../../../domain/api/charges.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** Fees and charges (docs/product.md#charges): the money area, district administrators and Five Star. */
export const chargesRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.charges;
  serve(app, chargesApi, {
    feeSchedule: (req) => service.feeSchedule(caller(req), req.query.districtId),
    saveFeeSchedule: (req) => service.saveFeeSchedule(caller(req), req.body),
    plans: (req) => service.plans(caller(req), req.query.districtId),
    createPlan: (req) => service.savePlan(caller(req), null, req.body),
    updatePlan: (req) => service.savePlan(caller(req), req.params.id, req.body),
    enroll: (req) => service.enroll(caller(req), req.body),
    personFees: (req) => service.personFees(caller(req), req.params.id, req.query.districtId),
    setWaiver: (req) => service.setWaiver(caller(req), req.params.id, req.body),
    pending: (req) => service.pending(caller(req), req.query.districtId),
    proposal: (req) => service.proposal(caller(req), req.params.id, req.query.districtId),
    confirm: (req) => service.confirm(caller(req), req.params.id, req.body),
    list: (req) => service.list(caller(req), req.query),
    update: (req) => service.update(caller(req), req.params.id, req.body),
    import: (req) => service.importPayments(caller(req), req.body),
    statement: async (req, reply) => {
      const file = await service.statement(caller(req), req.params.id, req.query);
      reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      reply.header('cache-control', 'no-store');
      return reply.type('application/pdf').send(file.body);
    },
  });
};
