import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  RESET_LINK_HOURS,
} from '../../../domain/account.ts';
import { authAnswerSchema, inviteAcceptSchema, invitePreviewSchema } from '../../../domain/auth.ts';
import { errorSchema, okSchema } from '../../../domain/http.ts';
import { passwordResetMail } from '../../mail/password-reset.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createAuthService } from './auth.service.ts';
import { authErrors as errors, signIn } from './sign-in.ts';

/** The one-time links: accepting an invitation, and choosing a new password after forgetting it. */
export const linkRoutes: FeaturePlugin = async (app, { database, config, sessions, limits, background }) => {
  const auth = createAuthService(database.db, { demoMode: config.demoMode });
  const { buckets } = limits;

  app.get(
    '/api/auth/invite/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        params: z.object({ token: z.string().max(200) }),
        response: { 200: invitePreviewSchema, 404: errorSchema },
      },
    },
    async (req) => auth.invitePreview(req.params.token),
  );

  app.post(
    '/api/auth/invite/accept',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: inviteAcceptSchema, response: { 200: authAnswerSchema, ...errors } },
    },
    async (req, reply) => {
      await limits.count(buckets.inviteAccept, req.ip);
      const userId = await auth.acceptInvite(req.body.token, req.body.password);
      return signIn(sessions, req, reply, userId);
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        description:
          'Mails a link to choose a new password (valid 1 hour) through the mail server; without one (`resetByMail` false in `/api/auth/check`) nothing can be delivered. The answer is the same whether or not the address has an account.',
        body: passwordResetRequestSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (req) => {
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
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        description: 'Sets the new password with the link’s token and ends every session of the account.',
        body: passwordResetConfirmSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (req) => {
      await limits.count(buckets.passwordReset, req.ip);
      const userId = await auth.confirmPasswordReset(req.body.token, req.body.password);
      await sessions.changed({ userId });
      return { success: true as const };
    },
  );
};
