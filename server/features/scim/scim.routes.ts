import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { scimApi, scimTokensApi } from '../../../domain/api/scim.ts';
import { bearerToken } from '../../../domain/api-tokens.ts';
import { SCIM_CONTENT_TYPE, SCIM_MESSAGES, scimError } from '../../../domain/scim.ts';
import { caller, oneDistrict } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import { errorHandler } from '../../lib/error-handler.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { type ScimClient, ScimRefusal } from './scim.service.ts';
import { scimDiscovery } from './scim-discovery.ts';

/** The District profile's SCIM tokens: the district's administrators and Five Star's. */
export const scimTokensRoutes: FeaturePlugin = async (app, { services }) => {
  const scim = services.scim;
  serve(app, scimTokensApi, {
    tokens: (req) => scim.listTokens(oneDistrict(req)),
    createToken: (req) => scim.createToken(caller(req), oneDistrict(req)),
    revokeToken: async (req) => {
      await scim.revokeToken(caller(req), oneDistrict(req), req.params.id);
      return { success: true as const };
    },
  });
};

/**
 * SCIM 2.0 for identity providers (see docs/api.md#scim-20-issue-35): `Authorization: Bearer scim_…` only
 * (the session cookie is never read here, so no Origin check applies), SCIM JSON in and out, every
 * refusal an RFC 7644 error body.
 */
export const scimRoutes: FeaturePlugin = async (app, { services }) => {
  const scim = services.scim;
  const discovery = scimDiscovery(scim.baseUrl);
  const clients = new WeakMap<FastifyRequest, ScimClient>();
  const clientOf = (req: FastifyRequest) => {
    const client = clients.get(req);
    if (!client) throw new ScimRefusal(scimError(401, SCIM_MESSAGES.unauthorized));
    return client;
  };

  app.addContentTypeParser(
    SCIM_CONTENT_TYPE,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.addHook('onRequest', async (req) => {
    const client = await scim.authenticate(bearerToken(req.headers.authorization), req.ip);
    if (!client) throw new ScimRefusal(scimError(401, SCIM_MESSAGES.unauthorized));
    clients.set(req, client);
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      reply.header('content-type', `${SCIM_CONTENT_TYPE}; charset=utf-8`);
    return payload;
  });
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const send = (status: number, body: ReturnType<typeof scimError>) =>
      reply.code(status).type(SCIM_CONTENT_TYPE).send(body);
    if (err instanceof ScimRefusal) {
      if (err.status === 401) reply.header('www-authenticate', 'Bearer realm="SCIM"');
      return send(err.status, err.body);
    }
    if (hasZodFastifySchemaValidationErrors(err))
      return send(
        400,
        scimError(400, err.validation[0]?.message ?? SCIM_MESSAGES.invalidSyntax, 'invalidValue'),
      );
    if (err instanceof HttpError && err.statusCode < 500)
      return send(err.statusCode, scimError(err.statusCode, err.message));
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return send(
        status,
        scimError(
          status,
          status === 400 ? SCIM_MESSAGES.invalidSyntax : err.message,
          status === 400 ? 'invalidSyntax' : undefined,
        ),
      );
    // A fault of ours or a database that does not answer: logged and answered as the API answers them.
    return errorHandler(err, req, reply);
  });

  serve(app, scimApi, {
    serviceProviderConfig: () => discovery.serviceProviderConfig,
    schemas: () => discovery.schemas,
    schema: (req) => {
      const found = discovery.schemaById.get(req.params.id);
      if (!found) throw new ScimRefusal(scimError(404, 'Schema not found.'));
      return found as { schemas: string[] };
    },
    resourceTypes: () => discovery.resourceTypes,
    resourceType: (req) => {
      const found = discovery.resourceTypeById.get(req.params.id);
      if (!found) throw new ScimRefusal(scimError(404, 'Resource type not found.'));
      return found as { schemas: string[] };
    },
    listUsers: (req) => scim.listUsers(clientOf(req), req.query),
    createUser: (req) => scim.createUser(clientOf(req), req.body),
    readUser: (req) => scim.readUser(clientOf(req), req.params.id),
    replaceUser: (req) => scim.replaceUser(clientOf(req), req.params.id, req.body),
    patchUser: (req) => scim.patchUser(clientOf(req), req.params.id, req.body),
    deleteUser: async (req) => {
      await scim.deleteUser(clientOf(req), req.params.id);
    },
    listGroups: (req) => scim.listGroups(clientOf(req), req.query),
    createGroup: (req) => scim.createGroup(clientOf(req), req.body),
    readGroup: (req) => scim.readGroup(clientOf(req), req.params.id, req.query.excludedAttributes),
    replaceGroup: (req) => scim.replaceGroup(clientOf(req), req.params.id, req.body),
    patchGroup: (req) => scim.patchGroup(clientOf(req), req.params.id, req.body),
    deleteGroup: async (req) => {
      await scim.deleteGroup(clientOf(req), req.params.id);
    },
  });
};
