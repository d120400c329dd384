import { integrationsApi } from '../../../domain/api/integrations.ts';
import { caller, oneDistrict, workingDistrict } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import { notFound, unauthorized } from '../../lib/http-errors.ts';
import { sendText } from '../../lib/text-answer.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { verifyCallback } from './connectwise-callback.ts';

export const integrationsRoutes: FeaturePlugin = async (app, deps) => {
  const { service, reporting, connections, runner, remote, googleRunner } = deps.services.integrations;

  const { connectwiseCallback, ...rest } = integrationsApi;

  serve(app, rest, {
    status: (req) => service.status(caller(req), req.query.districtId),
    list: (req) => service.list(caller(req), req.query.districtId),
    overview: () => service.overview(),
    saveConnectwise: (req) => service.save(caller(req), 'connectwise', req.body),
    saveIncidentiq: (req) => service.save(caller(req), 'incidentiq', req.body),
    saveBrightgauge: (req) => service.save(caller(req), 'brightgauge', req.body),
    saveGoogle: (req) => service.save(caller(req), 'google', req.body),
    googleDiff: (req) => googleRunner.diff(caller(req), req.params.runId, req.query.districtId),
    googleApprove: (req) => googleRunner.approve(caller(req), req.params.runId, req.body.districtId),
    googleOrgUnits: (req) => googleRunner.orgUnits(oneDistrict(req)),
    saveGoogleOrgUnits: (req) => googleRunner.saveOuSites(caller(req), oneDistrict(req), req.body),
    reconcile: (req) => googleRunner.reconcile(oneDistrict(req)),
    assetGoogle: (req) => googleRunner.assetGoogle(workingDistrict(req), req.params.id),
    reconcileFix: (req) => googleRunner.fix(caller(req), oneDistrict(req), req.body),
    test: (req) => service.test(caller(req), req.params.name, req.body.districtId),
    sync: (req) => service.sync(caller(req), req.params.name, req.body.districtId, req.body.dryRun),
    runs: (req) => service.runs(caller(req), req.params.name, req.query.districtId),
    createToken: (req) => reporting.create(caller(req), oneDistrict(req), req.body.name),
    tokens: (req) => reporting.list(oneDistrict(req)),
    revokeToken: async (req) => {
      await reporting.revoke(caller(req), oneDistrict(req), req.params.id);
      return { success: true as const };
    },
    reporting: async (req, reply) => {
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
  });

  // ConnectWise's callbacks are verified on the raw body: their scope reads JSON as text.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    serve(
      scope,
      { connectwiseCallback },
      {
        connectwiseCallback: async (req) => {
          const row = await connections.byCallbackKey(req.params.key);
          if (!row?.enabled || !row.credentialsSealed || !connections.optionsOf('connectwise', row).callbacks)
            throw notFound('Callback not found.');
          const body: unknown = req.body;
          const raw = typeof body === 'string' ? body : '';
          const signature = req.headers['x-content-signature'];
          const refused = await verifyCallback(
            raw,
            typeof signature === 'string' ? signature : undefined,
            await connections.credentials(row, 'connectwise'),
            remote,
          );
          if (refused) throw unauthorized(refused);
          const runId = await runner.enqueue(row.districtId, 'connectwise', 'callback');
          return { runId };
        },
      },
    );
  });
};
