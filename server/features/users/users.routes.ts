import { usersApi } from '../../../domain/api/users.ts';
import { caller, oneDistrict } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const usersRoutes: FeaturePlugin = async (app, { services }) => {
  const service = services.users;
  serve(app, usersApi, {
    people: (req) => service.people(caller(req), oneDistrict(req), req.query.includeProvider === 'true'),
    list: (req) => service.list(caller(req), req.query.districtId, req.query),
    invite: (req) => service.invite(caller(req), req.body),
    waiting: (req) => service.waiting(caller(req), req.query.districtId),
    giveAccess: (req) => service.giveAccess(caller(req), req.params.id, req.body),
    resendInvitation: (req) => service.resend(caller(req), req.params.id),
    revokeInvitation: async (req) => {
      await service.revoke(caller(req), req.params.id);
      return { success: true as const };
    },
    import: (req) => service.importCsv(caller(req), req.body.districtId, req.body.csv, req.body.dryRun),
    update: (req) => service.update(caller(req), req.params.id, req.body),
    resetLink: (req) => service.resetLink(caller(req), req.params.id),
    signInLink: (req) => service.signInLink(caller(req), req.params.id),
  });
};
