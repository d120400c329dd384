import { usersApi } from '../../../domain/api/users.ts';
import { caller } from '../../access/guard.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import { serve } from '../../lib/endpoints.ts';
import { forbidden } from '../../lib/http-errors.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const usersRoutes: FeaturePlugin = async (app, { sessions, services }) => {
  const service = services.users;

  serve(app, usersApi, {
    people: (req) => {
      const identity = caller(req);
      const districtId = resolveDistrict(identity, req.query.districtId);
      const includeProvider = req.query.includeProvider === 'true';
      // Five Star's staff and their addresses are for Five Star's administrators.
      if (includeProvider && identity.accountRole !== 'provider_admin') throw forbidden();
      return service.people(districtId, includeProvider);
    },
    list: (req) => service.list(caller(req), req.query.districtId, req.query),
    invite: async (req) => {
      const answer = await service.invite(caller(req), req.body);
      if (answer.attached) await sessions.changed({ userId: answer.invitation.id });
      return answer;
    },
    waiting: (req) => service.waiting(caller(req), req.query.districtId),
    giveAccess: async (req) => {
      const user = await service.giveAccess(caller(req), req.params.id, req.body);
      // Their open sessions take the district at once.
      await sessions.changed({ userId: user.id });
      return user;
    },
    resendInvitation: (req) => service.resend(caller(req), req.params.id),
    revokeInvitation: async (req) => {
      await service.revoke(caller(req), req.params.id);
      return { success: true as const };
    },
    import: (req) => service.importCsv(caller(req), req.body.districtId, req.body.csv, req.body.dryRun),
    update: async (req) => {
      const { user, identityChanged } = await service.update(caller(req), req.params.id, req.body);
      // Their sessions are re-checked on every server: ended if deactivated, re-scoped if the role changed.
      if (identityChanged) await sessions.changed({ userId: user.id });
      return user;
    },
    resetLink: (req) => service.resetLink(caller(req), req.params.id),
    signInLink: (req) => service.signInLink(caller(req), req.params.id),
  });
};
