import { z } from 'zod';
import {
  authAnswerSchema,
  authCheckSchema,
  inviteAcceptSchema,
  invitePreviewSchema,
  loginSchema,
  registerSchema,
  viewSwitchSchema,
} from '../../../domain/auth.ts';
import { errorSchema, okSchema } from '../../../domain/http.ts';
import type { FeaturePlugin } from '../../app.ts';
import { createGoogleSignIn, FLOW_COOKIE, type OidcFlow } from '../../auth/google.ts';
import { requireUser } from '../../auth/guards.ts';
import { SESSION_COOKIE } from '../../auth/sessions.ts';
import { notFound } from '../../lib/http-errors.ts';
import { createAuthService, toAuthUser } from './auth.service.ts';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
};

export const authRoutes: FeaturePlugin = async (app, { database, config, sessions, bus }) => {
  const auth = createAuthService(database.db);
  const google = config.google ? createGoogleSignIn(database.db, config.google, config.publicUrl) : null;
  const perMinute = { max: config.rateLimit.auth, timeWindow: '1 minute' };
  // Per IP before the body is read, and per account once it is.
  const limitByIp = app.rateLimit(perMinute);
  const limitByAccount = app.rateLimit({
    ...perMinute,
    keyGenerator: (req) => `account:${String((req.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
  });

  async function signIn(reply: Parameters<typeof sessions.start>[0], userId: string, oldToken?: string) {
    const token = await sessions.start(reply, userId, oldToken);
    const identity = await sessions.identify(token);
    return { user: toAuthUser(identity!) };
  }

  app.post(
    '/api/auth/register',
    {
      onRequest: limitByIp,
      preHandler: limitByAccount,
      schema: { tags: ['auth'], body: registerSchema, response: { 201: authAnswerSchema, ...errors } },
    },
    async (req, reply) => {
      const userId = await auth.register(req.body);
      return reply.code(201).send(await signIn(reply, userId, req.cookies[SESSION_COOKIE]));
    },
  );

  app.post(
    '/api/auth/login',
    {
      onRequest: limitByIp,
      preHandler: limitByAccount,
      schema: { tags: ['auth'], body: loginSchema, response: { 200: authAnswerSchema, ...errors } },
    },
    async (req, reply) => {
      const userId = await auth.login(req.body.email, req.body.password);
      return signIn(reply, userId, req.cookies[SESSION_COOKIE]);
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], response: { 200: okSchema } } },
    async (req, reply) => {
      const token = req.cookies[SESSION_COOKIE];
      if (token) {
        await sessions.end(token);
        await bus.publish({
          type: 'internal:identity_changed',
          districtId: null,
          data: { tokenHash: req.identity?.sessionHash },
        });
      }
      sessions.clearCookie(reply);
      return { success: true as const };
    },
  );

  app.get(
    '/api/auth/check',
    { schema: { tags: ['auth'], response: { 200: authCheckSchema } } },
    async (req) =>
      req.identity
        ? { isAuthenticated: true, user: toAuthUser(req.identity), demoAvailable: config.demoMode }
        : { isAuthenticated: false, demoAvailable: config.demoMode },
  );

  app.get(
    '/api/auth/user',
    { schema: { tags: ['auth'], response: { 200: authAnswerSchema.shape.user, 401: errorSchema } } },
    async (req) => toAuthUser(requireUser(req)),
  );

  app.get(
    '/api/demo-access',
    {
      onRequest: limitByIp,
      schema: {
        tags: ['auth'],
        response: { 200: authAnswerSchema.extend({ success: z.literal(true) }), ...errors },
      },
    },
    async (req, reply) => {
      if (!config.demoMode || req.headers['sec-fetch-site'] === 'cross-site')
        throw notFound('Demo access is not available.');
      return {
        success: true as const,
        ...(await signIn(reply, await auth.demoAdminId(), req.cookies[SESSION_COOKIE])),
      };
    },
  );

  app.get(
    '/api/auth/invite/:token',
    {
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
      onRequest: limitByIp,
      schema: { tags: ['auth'], body: inviteAcceptSchema, response: { 200: authAnswerSchema, ...errors } },
    },
    async (req, reply) => {
      const userId = await auth.acceptInvite(req.body.token, req.body.password);
      return signIn(reply, userId, req.cookies[SESSION_COOKIE]);
    },
  );

  app.post(
    '/api/auth/view',
    { schema: { tags: ['auth'], body: viewSwitchSchema, response: { 200: authAnswerSchema, ...errors } } },
    async (req) => {
      const id = requireUser(req);
      await auth.checkViewSwitch(id, req.body.districtId);
      await sessions.setView(id.sessionHash, req.body.districtId);
      await bus.publish({
        type: 'internal:identity_changed',
        districtId: null,
        data: { tokenHash: id.sessionHash },
      });
      return { user: toAuthUser((await sessions.identify(req.cookies[SESSION_COOKIE]))!) };
    },
  );

  app.delete(
    '/api/auth/view',
    { schema: { tags: ['auth'], response: { 200: authAnswerSchema, ...errors } } },
    async (req) => {
      const id = requireUser(req);
      await auth.checkViewSwitch(id, null);
      await sessions.setView(id.sessionHash, null);
      await bus.publish({
        type: 'internal:identity_changed',
        districtId: null,
        data: { tokenHash: id.sessionHash },
      });
      return { user: toAuthUser((await sessions.identify(req.cookies[SESSION_COOKIE]))!) };
    },
  );

  // Google: a JSON probe (the client's fetch) answers whether sign-in is available; a browser
  // navigation to the same path starts the flow (spec 7).
  app.get('/api/auth/google', { schema: { tags: ['auth'], hide: true } }, async (req, reply) => {
    if (!google) {
      return reply.code(503).send({ error: 'Google sign-in is not configured on this server.' });
    }
    if (!String(req.headers.accept ?? '').includes('text/html')) return { available: true };
    try {
      const { url, flow } = await google.start();
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
        path: '/api/auth/google',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        maxAge: 600,
      });
      return reply.redirect(url);
    } catch (err) {
      req.log.warn({ err }, 'google sign-in could not start');
      return reply.code(503).send({ error: 'Google sign-in is unreachable right now.' });
    }
  });

  app.get('/api/auth/google/callback', { schema: { tags: ['auth'], hide: true } }, async (req, reply) => {
    if (!google) return reply.code(503).send({ error: 'Google sign-in is not configured on this server.' });
    const raw = req.cookies[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, { path: '/api/auth/google' });
    try {
      if (!raw) throw new Error('no sign-in in progress');
      const flow = JSON.parse(raw) as OidcFlow;
      const userId = await google.finish(new URL(req.url, config.publicUrl), flow);
      await sessions.start(reply, userId, req.cookies[SESSION_COOKIE]);
      return reply.redirect('/');
    } catch (err) {
      req.log.warn({ err }, 'google sign-in failed');
      return reply.redirect('/?signin=google-failed');
    }
  });
};
