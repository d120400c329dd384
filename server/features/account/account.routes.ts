import { accountApi } from '../../../domain/api/account.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import { toAuthUser } from '../auth/index.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const accountRoutes: FeaturePlugin = async (app, { sessions, services }) => {
  const account = services.account;
  /** Closes the sockets of ended sessions (on every server) at once. */
  const ended = (hashes: string[]) => Promise.all(hashes.map((tokenHash) => sessions.changed({ tokenHash })));

  serve(app, accountApi, {
    updateProfile: async (req) => {
      const identity = caller(req);
      await account.updateProfile(identity, req.body);
      await sessions.changed({ userId: identity.userId });
      return { user: toAuthUser((await sessions.lookUp(identity.sessionHash, { fresh: true }))!.identity) };
    },
    changePassword: async (req) => {
      await ended(await account.changePassword(caller(req), req.body.currentPassword, req.body.newPassword));
      return { success: true as const };
    },
    sessions: (req) => account.sessions(caller(req)),
    endSession: async (req) => {
      await ended(await account.endSession(caller(req), req.params.id));
      return { success: true as const };
    },
    signOutOthers: async (req) => {
      const hashes = await account.endOtherSessions(caller(req));
      await ended(hashes);
      return { ended: hashes.length };
    },
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
