import { z } from 'zod';
import { districtQuerySchema, errorSchema, idParamSchema, okSchema } from '../../../domain/http.ts';
import {
  connectorOverviewSchema,
  integrationDistrictBodySchema,
  integrationNameParamSchema,
  integrationSettingsSchema,
  runStartedSchema,
  saveBrightgaugeSchema,
  saveConnectwiseSchema,
  saveIncidentiqSchema,
  syncRunSchema,
  testResultSchema,
} from '../../../domain/integration-settings.ts';
import { integrationStatusSchema } from '../../../domain/integrations.ts';
import {
  createdReportingTokenSchema,
  createReportingTokenSchema,
  reportingPageSchema,
  reportingParamsSchema,
  reportingQuerySchema,
  reportingTokenSchema,
} from '../../../domain/reporting.ts';
import { caller } from '../../access/guard.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import { notFound, unauthorized } from '../../lib/http-errors.ts';
import { sendText } from '../../lib/text-answer.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { verifyCallback } from './connectwise-callback.ts';
import { syncRunnerOf } from './integration-jobs.ts';
import { createIntegrationsService } from './integrations.service.ts';
import { createReporting } from './reporting.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['integrations'];
const callbackParamsSchema = z.object({ key: z.string().min(10).max(100) });

/**
 * Integrations (see docs/product.md#integrations): a district's ConnectWise, IncidentIQ and
 * BrightGauge settings, tests, syncs and their history, BrightGauge's reporting tokens and feed,
 * ConnectWise's signed callbacks, and the dashboard's status list.
 */
export const integrationsRoutes: FeaturePlugin = async (app, deps) => {
  const { database, config, bus } = deps;
  const { connections, runner } = syncRunnerOf({ ...deps, queue: deps.background.queue });
  const remote = { allowInsecure: config.integrationsAllowInsecure };
  const service = createIntegrationsService({
    db: database.db,
    bus,
    connections,
    runner,
    remote,
    publicUrl: config.publicUrl,
  });
  const reporting = createReporting(database.db, database.pool);

  // Every dashboard shows this list (for all users), so it is not tier-gated; only the
  // integration pages of the Altitude group are.
  app.get(
    '/api/integrations/status',
    {
      config: { access: 'read', area: 'dashboard' },
      schema: {
        tags,
        description:
          "The dashboard's list: name, lastSync and the state behind it, for the caller's district.",
        querystring: districtQuerySchema,
        response: { 200: z.array(integrationStatusSchema), ...errors },
      },
    },
    async (req) => service.status(caller(req), req.query.districtId),
  );

  app.get(
    '/api/integrations',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description: "The district's three integrations with their status; credentials are never answered.",
        querystring: districtQuerySchema,
        response: { 200: z.array(integrationSettingsSchema), ...errors },
      },
    },
    async (req) => service.list(caller(req), req.query.districtId),
  );

  app.get(
    '/api/integrations/overview',
    {
      config: { access: 'read', area: 'admin' },
      schema: {
        tags,
        description: "Five Star's table: every district's connectors and their state.",
        response: { 200: z.array(connectorOverviewSchema), ...errors },
      },
    },
    async () => service.overview(),
  );

  const saves = [
    ['connectwise', saveConnectwiseSchema],
    ['incidentiq', saveIncidentiqSchema],
    ['brightgauge', saveBrightgaugeSchema],
  ] as const;
  for (const [name, body] of saves) {
    app.put(
      `/api/integrations/${name}`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          description: `Saves the district's ${name} settings. Credentials, when given, replace the saved ones and are never answered.`,
          body,
          response: { 200: integrationSettingsSchema, ...errors },
        },
      },
      async (req) => service.save(caller(req), name, req.body),
    );
  }

  app.post(
    '/api/integrations/:name/test',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: 'Calls the remote system with the saved credentials: { ok, message } says what failed.',
        params: integrationNameParamSchema,
        body: integrationDistrictBodySchema,
        response: { 200: testResultSchema, ...errors },
      },
    },
    async (req) => service.test(caller(req), req.params.name, req.body.districtId),
  );

  app.post(
    '/api/integrations/:name/sync',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: 'Queues a sync now (a background job): { runId } of the run in the history.',
        params: integrationNameParamSchema,
        body: integrationDistrictBodySchema,
        response: { 202: runStartedSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await service.sync(caller(req), req.params.name, req.body.districtId)),
  );

  app.get(
    '/api/integrations/:name/runs',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description: 'The sync history, newest first: start, end, items in and out, errors.',
        params: integrationNameParamSchema,
        querystring: districtQuerySchema,
        response: { 200: z.array(syncRunSchema), ...errors },
      },
    },
    async (req) => service.runs(caller(req), req.params.name, req.query.districtId),
  );

  // BrightGauge's reporting tokens: created (the value shown once), listed without values, revoked.
  app.post(
    '/api/integrations/brightgauge/tokens',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        body: createReportingTokenSchema,
        response: { 201: createdReportingTokenSchema, ...errors },
      },
    },
    async (req, reply) => {
      const identity = caller(req);
      const districtId = resolveDistrict(identity, req.body.districtId);
      return reply.code(201).send(await reporting.create(identity, districtId, req.body.name));
    },
  );

  app.get(
    '/api/integrations/brightgauge/tokens',
    {
      config: { access: 'read' },
      schema: {
        tags,
        querystring: districtQuerySchema,
        response: { 200: z.array(reportingTokenSchema), ...errors },
      },
    },
    async (req) => reporting.list(resolveDistrict(caller(req), req.query.districtId)),
  );

  app.delete(
    '/api/integrations/brightgauge/tokens/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: idParamSchema,
        querystring: districtQuerySchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (req) => {
      const identity = caller(req);
      await reporting.revoke(identity, resolveDistrict(identity, req.query.districtId), req.params.id);
      return { success: true as const };
    },
  );

  // Public: BrightGauge calls it without a session; the token is the credential.
  app.get(
    '/api/reporting/:dataset',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          "The read-only reporting feed of the token's district: ?token= or Authorization: Bearer; format json or csv; paged; updatedSince.",
        params: reportingParamsSchema,
        querystring: reportingQuerySchema,
        response: { 200: reportingPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (req, reply) => {
      const bearer = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      const { page, csv } = await reporting.page(
        req.query.token ?? bearer,
        req.params.dataset,
        req.query,
        req.ip,
      );
      if (csv !== null) {
        reply.header('x-has-more', String(page.hasMore));
        return sendText(reply, csv, {
          type: 'text/csv; charset=utf-8',
          cacheControl: 'no-store',
          fileName: `${page.dataset}-page-${page.page}.csv`,
        });
      }
      return page;
    },
  );

  // ConnectWise's callbacks: public, but each call must carry a valid signature (on the raw body).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      '/api/integrations/connectwise/callback/:key',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            "ConnectWise's callback for a district: verified with x-content-signature, then a sync is queued.",
          params: callbackParamsSchema,
          response: { 202: runStartedSchema, 401: errorSchema, 404: errorSchema },
        },
      },
      async (req, reply) => {
        const row = await connections.byCallbackKey((req.params as z.infer<typeof callbackParamsSchema>).key);
        if (!row?.enabled || !row.credentialsSealed || !connections.optionsOf('connectwise', row).callbacks)
          throw notFound('Callback not found.');
        const raw = typeof req.body === 'string' ? req.body : '';
        const signature = req.headers['x-content-signature'];
        const refused = await verifyCallback(
          raw,
          typeof signature === 'string' ? signature : undefined,
          await connections.credentials(row, 'connectwise'),
          remote,
        );
        if (refused) throw unauthorized(refused);
        const runId = await runner.enqueue(row.districtId, 'connectwise', 'callback');
        return reply.code(202).send({ runId });
      },
    );
  });
};
