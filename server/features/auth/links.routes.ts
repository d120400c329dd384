import { ACCOUNT_MESSAGES, RESET_LINK_HOURS } from '../../../domain/account.ts';
import { authLinksApi } from '../../../domain/api/auth.ts';
import { serve } from '../../lib/endpoints.ts';
import { passwordResetMail } from '../../mail/password-reset.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { signIn } from './sign-in.ts';

/** The one-time links: accepting an invitation, and choosing a new password after forgetting it. */
export const linkRoutes: FeaturePlugin = async (
  app,
  { database, sessions, limits, background, services },
) => {
  const { auth } = services.auth;
  const { buckets } = limits;

  serve(app, authLinksApi, {
    invite: (req) => auth.invitePreview(req.params.token),
    acceptInvite: async (req, reply) => {
      await limits.count(buckets.inviteAccept, req.ip);
      const userId = await auth.acceptInvite(req.body.token, req.body.password);
      return signIn(sessions, req, reply, userId);
    },
    requestPasswordReset: async (req) => {
      await limits.count(buckets.passwordReset, req.ip);
      const reset = await auth.requestPasswordReset(req.body.email);
      if (reset) {
        await background.mailer.queue(database.db, {
          to: req.body.email,
          kind: 'password_reset',
          districtId: null,
          dedupeKey: `password-reset:${reset.userId}:${Date.now()}`,
          mail: passwordResetMail({ firstName: reset.firstName, hours: RESET_LINK_HOURS }),
          link: { userId: reset.userId, purpose: 'password' },
        });
      }
      return { message: ACCOUNT_MESSAGES.resetSent };
    },
    confirmPasswordReset: async (req) => {
      await limits.count(buckets.passwordReset, req.ip);
      const userId = await auth.confirmPasswordReset(req.body.token, req.body.password);
      await sessions.changed({ userId });
      return { success: true as const };
    },
  });
};
