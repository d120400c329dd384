import { accountApi } from '../../../domain/api/account.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import { toAuthUser } from '../auth/index.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const accountRoutes: FeaturePlugin = async (app, { sessions, services }) => {
  const account = services.account;

  serve(app, accountApi, {
    updateProfile: async (req) => {
      const identity = caller(req);
      await account.updateProfile(identity, req.body);
      return { user: toAuthUser((await sessions.lookUp(identity.sessionHash, { fresh: true }))!.identity) };
    },
    changePassword: async (req) => {
      await account.changePassword(caller(req), req.body.currentPassword, req.body.newPassword);
      return { success: true as const };
    },
    sessions: (req) => account.sessions(caller(req)),
    endSession: async (req) => {
      await account.endSession(caller(req), req.params.id);
      return { success: true as const };
    },
    signOutOthers: async (req) => ({ ended: await account.endOtherSessions(caller(req)) }),
    twoFactor: (req) => account.twoFactorStatus(caller(req)),
    beginTwoFactor: (req) => account.beginTwoFactor(caller(req)),
    enableTwoFactor: async (req) => ({
      recoveryCodes: await account.enableTwoFactor(caller(req), req.body.code),
    }),
    disableTwoFactor: async (req) => {
      await account.disableTwoFactor(caller(req), req.body.password, req.body.code);
      return { success: true as const };
    },
  });
};
