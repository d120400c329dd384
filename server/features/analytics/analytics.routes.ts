import { z } from 'zod';
import {
  analyticsAnswerSchema,
  analyticsFileName,
  analyticsQuerySchema,
  analyticsTabParamsSchema,
  exportQuerySchema,
  reportParamsSchema,
  setSubscriptionSchema,
  subscriptionSchema,
} from '../../../domain/analytics.ts';
import { districtQuerySchema, errorSchema } from '../../../domain/http.ts';
import { caller } from '../../access/guard.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createAnalyticsService } from './analytics.service.ts';
import { createAnalyticsFiles } from './analytics-files.ts';
import { createAnalyticsSubscriptions } from './analytics-subscriptions.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['analytics'];
const PDF_TYPE = 'application/pdf';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** How long a tab's serialized answer is reused when no change event arrives. */
const ANSWER_BYTES_MS = 60_000;

/**
 * Analytics & Reports (see docs/product.md#analytics): everybody of a district reads its figures,
 * exports and reports; a provider admin reads one district or a roll-up (districtIds, tier, or all).
 */
export const analyticsRoutes: FeaturePlugin = async (app, { database, bus }) => {
  const service = createAnalyticsService({ pool: database.pool });
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
  const files = createAnalyticsFiles(database.pool, service);
  const subscriptions = createAnalyticsSubscriptions(database.db);

  app.get(
    '/api/analytics/export',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description:
          'A tab as PDF (format=pdf) or every tab and the raw ticket rows as an Excel workbook (format=xlsx).',
        querystring: exportQuerySchema,
        produces: [PDF_TYPE, XLSX_TYPE],
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
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
      return reply.type(format === 'pdf' ? PDF_TYPE : XLSX_TYPE).send(bytes as never);
    },
  );

  app.get(
    '/api/analytics/subscription',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: "Whether the caller receives the district's Executive Summary by email each month.",
        querystring: districtQuerySchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (req) => subscriptions.get(caller(req), req.query.districtId),
  );

  app.put(
    '/api/analytics/subscription',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          "Subscribes the caller to the district's monthly Executive Summary by email (PDF attached), or not.",
        body: setSubscriptionSchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (req) => subscriptions.set(caller(req), req.body.districtId, req.body.subscribed),
  );

  app.get(
    '/api/analytics/:tab',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description:
          'The figures of one tab over a range (from, to; the last 30 days by default) for one district, a set (districtIds), a tier or every district.',
        params: analyticsTabParamsSchema,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsAnswerSchema, ...errors },
      },
    },
    async (req, reply) => {
      const identity = caller(req);
      const scope = await service.scope(identity, req.query);
      const { tab } = req.params;
      // Checked against the schema by the service's types; sent as the bytes kept.
      const body = await serialized.get(service.keyOf(tab, scope, identity), () =>
        service.tab(tab, scope, identity),
      );
      return reply.type('application/json').send(body as never);
    },
  );

  app.get(
    '/api/reports/:report',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description: 'A custom report as PDF: executive-summary, technical-details or cost-analysis.',
        params: reportParamsSchema,
        querystring: analyticsQuerySchema,
        produces: [PDF_TYPE],
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const identity = caller(req);
      const scope = await service.scope(identity, req.query);
      const bytes = await files.report(req.params.report, scope, identity);
      reply.header(
        'content-disposition',
        `attachment; filename="${analyticsFileName(req.params.report, scope.range, 'pdf')}"`,
      );
      return reply.type(PDF_TYPE).send(bytes as never);
    },
  );
};
