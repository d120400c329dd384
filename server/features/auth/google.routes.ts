import { googleAuthApi } from '../../../domain/api/auth.ts';
import { FLOW_COOKIE, type OidcFlow } from '../../auth/google.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/**
 * Google (or any OpenID provider): a JSON probe (the client's fetch) answers whether sign-in is
 * available; a browser navigation to the same path starts the flow.
 */
export const googleRoutes: FeaturePlugin = async (app, { config, sessions, services }) => {
  const { google } = services.auth;

  serve(app, googleAuthApi, {
    start: async (req, reply) => {
      if (!google) {
        return reply.code(503).send({ error: 'Google sign-in is not configured on this server.' });
      }
      if (!String(req.headers.accept ?? '').includes('text/html')) return { available: true };
      try {
        const { url, flow } = await google.start();
        reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
          path: googleAuthApi.start.path,
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
    },
    callback: async (req, reply) => {
      if (!google) return reply.code(503).send({ error: 'Google sign-in is not configured on this server.' });
      const raw = req.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, { path: googleAuthApi.start.path });
      try {
        if (!raw) throw new Error('no sign-in in progress');
        const flow = JSON.parse(raw) as OidcFlow;
        const userId = await google.finish(new URL(req.url, config.publicUrl), flow);
        await sessions.start(req, reply, userId);
        return reply.redirect('/');
      } catch (err) {
        req.log.warn({ err }, 'google sign-in failed');
        return reply.redirect('/?signin=google-failed');
      }
    },
  });
};
