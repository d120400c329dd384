import type { FastifyRequest } from 'fastify';
import { authApi } from '../../../domain/api/auth.ts';
import { caller } from '../../access/guard.ts';
import { SESSION_COOKIE } from '../../auth/sessions.ts';
import { hashToken } from '../../auth/tokens.ts';
import { serve } from '../../lib/endpoints.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { toAuthUser } from './auth.service.ts';
import { googleRoutes } from './google.routes.ts';
import { linkRoutes } from './links.routes.ts';
import { signIn } from './sign-in.ts';

/** Sign-in (password, then a code when two-factor is on), sign-out, the session, demo access and views. */
export const authRoutes: FeaturePlugin = async (app, deps) => {
  const { config, sessions, limits, services } = deps;
  const { auth, twoFactor } = services.auth;
  const { buckets } = limits;

  /** A provider admin enters a district's view (or leaves it with null); nobody else may. */
  async function switchView(req: FastifyRequest, districtId: string | null) {
    const id = caller(req);
    await auth.checkViewSwitch(id, districtId);
    await auth.switchView(id, districtId);
    await sessions.changed({ tokenHash: id.sessionHash });
    return { user: toAuthUser((await sessions.identify(req.cookies[SESSION_COOKIE]))!) };
  }

  serve(app, authApi, {
    register: async (req, reply) => {
      await limits.count(buckets.register, req.ip);
      const userId = await auth.register(req.body);
      return signIn(sessions, req, reply, userId);
    },
    login: async (req, reply) => {
      const { email, password } = req.body;
      // A district (or Five Star) that requires SAML has password sign-in off for its accounts.
      await services.saml.refusePasswordSignIn(email);
      const who = await limits.signIn(req.ip, email, () => auth.login(email, password));
      const challenge = await twoFactor.challengeIfNeeded(who);
      return challenge ?? signIn(sessions, req, reply, who.userId);
    },
    answerChallenge: async (req, reply) => {
      const { challenge, code } = req.body;
      const { userId, recoveryCodes } = await twoFactor.answer(challenge, code, (owner, check) =>
        limits.signIn(req.ip, `two-factor:${owner}`, check),
      );
      return {
        ...(await signIn(sessions, req, reply, userId)),
        ...(recoveryCodes ? { recoveryCodes } : {}),
      };
    },
    challengeSetup: (req) => twoFactor.setupForChallenge(req.body.challenge),
    logout: async (req, reply) => {
      const token = req.cookies[SESSION_COOKIE];
      if (token) {
        await sessions.end(token);
        await sessions.changed({ tokenHash: hashToken(token) });
      }
      sessions.clearCookie(reply);
      return { success: true as const };
    },
    check: (req) => {
      const gate = { demoAvailable: config.demoMode, resetByMail: Boolean(config.mail.smtpUrl) };
      return req.identity
        ? { isAuthenticated: true, user: toAuthUser(req.identity), ...gate }
        : { isAuthenticated: false, ...gate };
    },
    user: (req) => toAuthUser(caller(req)),
    demoAccess: async (req, reply) => {
      if (!config.demoMode || req.headers['sec-fetch-site'] === 'cross-site')
        throw notFound('Demo access is not available.');
      await limits.count(buckets.demo, req.ip);
      return {
        success: true as const,
        ...(await signIn(sessions, req, reply, await auth.demoAdminId())),
      };
    },
    enterView: (req) => switchView(req, req.body.districtId),
    leaveView: (req) => switchView(req, null),
  });

  await linkRoutes(app, deps);
  await googleRoutes(app, deps);
};
