import { analyticsFileName } from '../../../domain/analytics.ts';
import { analyticsApi } from '../../../domain/api/analytics.ts';
import { FILE_TYPES } from '../../../domain/api/endpoint.ts';
import { caller } from '../../access/guard.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** How long a tab's serialized answer is reused when no change event arrives. */
const ANSWER_BYTES_MS = 60_000;

/**
 * Analytics & Reports (see docs/product.md#analytics): everybody of a district reads its figures,
 * exports and reports; a provider admin reads one district or a roll-up (districtIds, tier, or all).
 */
export const analyticsRoutes: FeaturePlugin = async (app, { bus, services }) => {
  const { service, files, subscriptions } = services.analytics;
  // The tabs' answers are also kept serialized (sent as bytes, not checked and encoded again).
  const serialized = createAnswerCache(ANSWER_BYTES_MS);
  // Kept answers go as soon as any district's data changes, on this server or another.
  // ('internal:*' events other than district changes say nothing about the figures.)
  const unsubscribe = bus.subscribe((e) => {
    if (e.type.startsWith('internal:') && e.type !== 'internal:districts_changed') return;
    service.forget();
    serialized.clear();
  });
  app.addHook('onClose', async () => unsubscribe());

  serve(app, analyticsApi, {
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
    tab: async (req, reply) => {
      const identity = caller(req);
      const scope = await service.scope(identity, req.query);
      const { tab } = req.params;
      // Checked against the schema by the service's types; sent as the bytes kept.
      const body = await serialized.get(service.keyOf(tab, scope, identity), () =>
        service.tab(tab, scope, identity),
      );
      return reply.type('application/json').send(body as never);
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
  });
};
