import { analyticsFileName } from '../../../domain/analytics.ts';
import { analyticsApi } from '../../../domain/api/analytics.ts';
import { FILE_TYPES } from '../../../domain/api/endpoint.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/**
 * Analytics & Reports (see docs/product.md#analytics): everybody of a district reads its figures,
 * exports and reports; a provider admin reads one district or a roll-up (districtIds, tier, or all).
 */
export const analyticsRoutes: FeaturePlugin = async (app, { bus, services }) => {
  const { service, files, subscriptions } = services.analytics;
  serve(
    app,
    analyticsApi,
    {
      export: async (req, reply) => {
        const identity = caller(req);
        const { format, tab, ...query } = req.query;
        const scope = await service.scope(identity, query);
        const bytes =
          format === 'pdf'
            ? await files.tabPdf(tab, scope, identity)
            : await files.workbook(tab, scope, identity);
        const name = analyticsFileName(
          format === 'pdf' ? `analytics-${tab}` : 'analytics',
          scope.range,
          format,
        );
        reply.header('content-disposition', `attachment; filename="${name}"`);
        return reply.type(FILE_TYPES[format]).send(bytes);
      },
      subscription: (req) => subscriptions.get(caller(req), req.query.districtId),
      subscribe: (req) => subscriptions.set(caller(req), req.body.districtId, req.body.subscribed),
      tab: async (req) => {
        const identity = caller(req);
        return service.tab(req.params.tab, await service.scope(identity, req.query), identity);
      },
      report: async (req, reply) => {
        const identity = caller(req);
        const scope = await service.scope(identity, req.query);
        const bytes = await files.report(req.params.report, scope, identity);
        reply.header(
          'content-disposition',
          `attachment; filename="${analyticsFileName(req.params.report, scope.range, 'pdf')}"`,
        );
        return reply.type(FILE_TYPES.pdf).send(bytes);
      },
    },
    { bus },
  );
};
