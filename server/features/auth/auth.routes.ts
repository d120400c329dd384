import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  twoFactorChallengeSchema,
  twoFactorChallengeSetupSchema,
  twoFactorLoginSchema,
  twoFactorSetupSchema,
} from '../../../domain/account.ts';
import {
  authAnswerSchema,
  authCheckSchema,
  loginSchema,
  registerSchema,
  viewSwitchSchema,
} from '../../../domain/auth.ts';
import { errorSchema, okSchema } from '../../../domain/http.ts';
import { caller } from '../../access/guard.ts';
import { SESSION_COOKIE } from '../../auth/sessions.ts';
import { hashToken } from '../../auth/tokens.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createAuthService, toAuthUser } from './auth.service.ts';
import { googleRoutes } from './google.routes.ts';
import { linkRoutes } from './links.routes.ts';
import { authErrors as errors, signIn } from './sign-in.ts';
import { createTwoFactorSignIn } from './two-factor-sign-in.ts';

/** Sign-in (password, then a code when two-factor is on), sign-out, the session, demo access and views. */
export const authRoutes: FeaturePlugin = async (app, deps) => {
  const { database, config, sessions, limits, masterKey } = deps;
  const auth = createAuthService(database.db, { demoMode: config.demoMode });
  const twoFactor = createTwoFactorSignIn({ db: database.db, key: masterKey, require2fa: config.require2fa });
  const { buckets } = limits;

  app.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: registerSchema, response: { 201: authAnswerSchema, ...errors } },
    },
    async (req, reply) => {
      await limits.count(buckets.register, req.ip);
      const userId = await auth.register(req.body);
      return reply.code(201).send(await signIn(sessions, req, reply, userId));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        description:
          'Signs in, or, when two-factor sign-in is on (or required), answers a challenge for POST /api/auth/login/2fa.',
        body: loginSchema,
        response: { 200: z.union([authAnswerSchema, twoFactorChallengeSchema]), ...errors },
      },
    },
    async (req, reply) => {
      const { email, password } = req.body;
      const who = await limits.signIn(req.ip, email, () => auth.login(email, password));
      const challenge = await twoFactor.challengeIfNeeded(who);
      return challenge ?? signIn(sessions, req, reply, who.userId);
    },
  );

  app.post(
    '/api/auth/login/2fa',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        description:
          'The second step: the code of the authenticator app, or a recovery code. After a required set-up it also answers the recovery codes.',
        body: twoFactorLoginSchema,
        response: {
          200: authAnswerSchema.extend({ recoveryCodes: z.array(z.string()).optional() }),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const { challenge, code } = req.body;
      const { userId, recoveryCodes } = await twoFactor.answer(challenge, code, (owner, check) =>
        limits.signIn(req.ip, `two-factor:${owner}`, check),
      );
      return { ...(await signIn(sessions, req, reply, userId)), ...(recoveryCodes ? { recoveryCodes } : {}) };
    },
  );

  app.post(
    '/api/auth/login/2fa/setup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        description:
          'When two-factor sign-in is required but not set up: a secret to add to an authenticator app.',
        body: twoFactorChallengeSetupSchema,
        response: { 200: twoFactorSetupSchema, ...errors },
      },
    },
    async (req) => twoFactor.setupForChallenge(req.body.challenge),
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: okSchema } } },
    async (req, reply) => {
      const token = req.cookies[SESSION_COOKIE];
      if (token) {
        await sessions.end(token);
        await sessions.changed({ tokenHash: hashToken(token) });
      }
      sessions.clearCookie(reply);
      return { success: true as const };
    },
  );

  app.get(
    '/api/auth/check',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: authCheckSchema } } },
    async (req) => {
      const gate = { demoAvailable: config.demoMode, resetByMail: Boolean(config.mail.smtpUrl) };
      return req.identity
        ? { isAuthenticated: true, user: toAuthUser(req.identity), ...gate }
        : { isAuthenticated: false, ...gate };
    },
  );

  app.get(
    '/api/auth/user',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 200: authAnswerSchema.shape.user, 401: errorSchema } },
    },
    async (req) => toAuthUser(caller(req)),
  );

  app.get(
    '/api/demo-access',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        response: { 200: authAnswerSchema.extend({ success: z.literal(true) }), ...errors },
      },
    },
    async (req, reply) => {
      if (!config.demoMode || req.headers['sec-fetch-site'] === 'cross-site')
        throw notFound('Demo access is not available.');
      await limits.count(buckets.demo, req.ip);
      return { success: true as const, ...(await signIn(sessions, req, reply, await auth.demoAdminId())) };
    },
  );

  /** A provider admin enters a district's view (or leaves it with null); nobody else may. */
  async function switchView(req: FastifyRequest, districtId: string | null) {
    const id = caller(req);
    await auth.checkViewSwitch(id, districtId);
    await auth.switchView(id, districtId);
    await sessions.changed({ tokenHash: id.sessionHash });
    return { user: toAuthUser((await sessions.identify(req.cookies[SESSION_COOKIE]))!) };
  }

  app.post(
    '/api/auth/view',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], body: viewSwitchSchema, response: { 200: authAnswerSchema, ...errors } },
    },
    async (req) => switchView(req, req.body.districtId),
  );

  app.delete(
    '/api/auth/view',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 200: authAnswerSchema, ...errors } },
    },
    async (req) => switchView(req, null),
  );

  await linkRoutes(app, deps);
  await googleRoutes(app, deps);
};
