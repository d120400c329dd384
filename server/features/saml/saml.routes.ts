import { samlApi } from '../../../domain/api/saml.ts';
import { caller, oneDistrict } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { SamlRefused } from './saml.service.ts';

/** SAML sign-in: the configuration (District profile), the service provider's metadata, sign-in and ACS. */
export const samlRoutes: FeaturePlugin = async (app, { sessions, services }) => {
  const saml = services.saml;
  // The POST binding posts a form; only this area's routes read one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  /** The scope asked for: `fivestar`, or the district the guard resolved. */
  const scopeOf = (req: Parameters<typeof oneDistrict>[0], requested: string) =>
    requested === 'fivestar' ? requested : oneDistrict(req);

  serve(app, samlApi, {
    readConfig: (req) => saml.readConfig(caller(req), scopeOf(req, req.query.districtId)),
    updateConfig: (req) => saml.saveConfig(caller(req), scopeOf(req, req.query.districtId), req.body),
    lookUp: (req) => saml.lookUp(req.query.for),
    metadata: async (req, reply) =>
      reply.type('application/samlmetadata+xml').send(await saml.metadata(req.params.districtCode)),
    login: async (req, reply) => reply.redirect(await saml.loginUrl(req.params.districtCode, req.query.next)),
    acs: async (req, reply) => {
      try {
        const { userId, next } = await saml.finish(req.params.districtCode, req.body);
        await sessions.start(req, reply, userId);
        return reply.redirect(next, 303);
      } catch (err) {
        if (!(err instanceof SamlRefused)) throw err;
        req.log.warn({ reason: err.reason, detail: err.detail }, 'saml sign-in refused');
        return reply.redirect(`/?signin=saml-${err.reason}`, 303);
      }
    },
  });
};
