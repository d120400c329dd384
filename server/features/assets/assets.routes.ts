import { z } from 'zod';
import {
  ASSET_IMPORT_REPORT_MAX,
  ASSET_LIST_MAX,
  ASSET_MESSAGES,
  ASSET_PAGE_SIZE,
  assetCategoriesSchema,
  assetCategoryDefSchema,
  assetExportFileName,
  assetFieldsSchema,
  assetHistoryEntrySchema,
  assetPageSchema,
  assetSchema,
  assetSummarySchema,
  bulkResultSchema,
  bulkUpdateAssetsSchema,
  checkInAssetsSchema,
  checkOutAssetsSchema,
  exportAssetsQuerySchema,
  importAssetsSchema,
  importReportSchema,
  listAssetsQuerySchema,
  saveAssetSchema,
} from '../../../domain/assets.ts';
import { districtQuerySchema, errorSchema, idParamSchema, okSchema } from '../../../domain/http.ts';
import { caller } from '../../access/guard.ts';
import { resolveDistrict } from '../../access/tenancy.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createAssetCategories } from './asset-categories.service.ts';
import { createAssetsService } from './assets.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['assets'];
/** How long a serialized page stays kept (a change clears it at once). */
const PAGE_CACHE_MS = 2000;

export const assetsRoutes: FeaturePlugin = async (app, { database, bus }) => {
  const service = createAssetsService({ db: database.db, bus });
  const categories = createAssetCategories({ db: database.db, bus });
  // Every open inventory screen reads the page, and a large district's page is costly to build
  // (its rows, and the count of a filter's matches): the serialized page is kept briefly per
  // district and query. A change made through these routes clears it before its answer goes
  // out; one made on another server, when its event arrives; the time limit bounds the rest.
  const pages = createAnswerCache(PAGE_CACHE_MS);
  const unsubscribe = bus.subscribe((e) => {
    if (e.type === 'asset_created' || e.type === 'asset_updated' || e.type === 'asset_deleted') pages.clear();
  });
  app.addHook('onClose', async () => unsubscribe());
  app.addHook('onSend', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') pages.clear();
  });

  app.get(
    '/api/assets',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description: `The district's assets, newest first: at most ${ASSET_LIST_MAX} per call. X-Total-Count says how many match; X-Next-Cursor continues.`,
        querystring: listAssetsQuerySchema,
        response: { 200: z.array(assetSchema), ...errors },
      },
    },
    async (req, reply) => {
      const page = await service.page(caller(req), req.query.districtId, req.query);
      reply.header('x-total-count', String(page.total));
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/assets/page',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description:
          'One page of the filtered, sorted inventory with the total and a cursor for the next page.',
        querystring: listAssetsQuerySchema,
        response: { 200: assetPageSchema, ...errors },
      },
    },
    async (req, reply) => {
      const identity = caller(req);
      const {
        districtId,
        search = '',
        status = 'all',
        category = 'all',
        sort = 'recent',
        cursor = '',
      } = req.query;
      const limit = req.query.limit ?? ASSET_PAGE_SIZE;
      const key = [
        resolveDistrict(identity, districtId),
        search.trim().toLowerCase(),
        status,
        category,
        sort,
        limit,
        cursor,
      ].join('|');
      const body = await pages.get(key, () => service.page(identity, districtId, { ...req.query, limit }));
      // Already serialized (and typed by the service): sent as bytes.
      return reply.type('application/json').send(body as never);
    },
  );

  app.get(
    '/api/asset-categories',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description:
          "The district's asset categories in order, each with its custom fields (the defaults until its administrators edit them).",
        querystring: districtQuerySchema,
        response: { 200: z.array(assetCategoryDefSchema), ...errors },
      },
    },
    async (req) => categories.list(caller(req), req.query.districtId),
  );

  app.put(
    '/api/asset-categories',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          "Replaces the district's category list. Keys stay what assets store: change a label to rename. Removing a category some assets still use answers 409 with how many.",
        querystring: districtQuerySchema,
        body: assetCategoriesSchema,
        response: { 200: z.array(assetCategoryDefSchema), ...errors },
      },
    },
    async (req) => categories.replace(caller(req), req.query.districtId, req.body),
  );

  app.get(
    '/api/assets/summary',
    {
      config: { access: 'read' },
      schema: { tags, querystring: districtQuerySchema, response: { 200: assetSummarySchema, ...errors } },
    },
    async (req) => service.summary(caller(req), req.query.districtId),
  );

  app.get(
    '/api/assets/export',
    {
      config: { access: 'read' },
      schema: {
        tags,
        description:
          'The matching assets as CSV with the export columns (file name assets-export-{date}.csv).',
        querystring: exportAssetsQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const { csv, count } = await service.exportCsv(caller(req), req.query.districtId, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${assetExportFileName()}"`)
        .header('x-export-count', String(count))
        .send(csv);
    },
  );

  app.post(
    '/api/assets',
    {
      config: { access: 'write' },
      schema: {
        tags,
        description:
          'Creates an asset; a body carrying the id of an existing asset updates it (the web app’s Edit dialog saves through this call).',
        body: saveAssetSchema,
        response: { 200: assetSchema, 201: assetSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { created, asset } = await service.save(caller(req), req.body.districtId, req.body);
      return reply.code(created ? 201 : 200).send(asset);
    },
  );

  app.post(
    '/api/assets/import',
    {
      config: { access: 'write' },
      bodyLimit: 64 * 1024 * 1024,
      schema: {
        tags,
        description:
          'Checks CSV rows (dryRun: true) or creates them all in one transaction. A real import with any bad row changes nothing and answers 400.',
        body: importAssetsSchema,
        response: { 200: importReportSchema, ...errors },
      },
    },
    async (req, reply) => {
      const report = await service.importRows(
        caller(req),
        req.body.districtId,
        req.body.rows,
        req.body.dryRun,
      );
      if (!report.dryRun && report.rejectedCount > 0) {
        return reply.code(400).send({
          message: ASSET_MESSAGES.importHasErrors(report.rejectedCount),
          issues: report.rejected
            .slice(0, ASSET_IMPORT_REPORT_MAX)
            .map((r) => ({ path: `rows.${r.row - 2}`, message: `Row ${r.row}: ${r.reasons.join('; ')}` })),
        });
      }
      return report;
    },
  );

  app.post(
    '/api/assets/bulk-update',
    {
      config: { access: 'write' },
      schema: { tags, body: bulkUpdateAssetsSchema, response: { 200: bulkResultSchema, ...errors } },
    },
    async (req) => {
      return service.bulkUpdate(caller(req), req.body.districtId, req.body.selection, req.body.changes);
    },
  );

  app.post(
    '/api/assets/check-out',
    {
      config: { access: 'write' },
      schema: { tags, body: checkOutAssetsSchema, response: { 200: bulkResultSchema, ...errors } },
    },
    async (req) => {
      return service.checkOut(caller(req), req.body.districtId, req.body);
    },
  );

  app.post(
    '/api/assets/check-in',
    {
      config: { access: 'write' },
      schema: { tags, body: checkInAssetsSchema, response: { 200: bulkResultSchema, ...errors } },
    },
    async (req) => {
      return service.checkIn(caller(req), req.body.districtId, req.body);
    },
  );

  app.get(
    '/api/assets/:id',
    {
      config: { access: 'read' },
      schema: {
        tags,
        params: idParamSchema,
        querystring: districtQuerySchema,
        response: { 200: assetSchema, ...errors },
      },
    },
    async (req) => service.get(caller(req), req.query.districtId, req.params.id),
  );

  app.get(
    '/api/assets/:id/history',
    {
      config: { access: 'read' },
      schema: {
        tags,
        params: idParamSchema,
        querystring: districtQuerySchema,
        response: { 200: z.array(assetHistoryEntrySchema), ...errors },
      },
    },
    async (req) => service.history(caller(req), req.query.districtId, req.params.id),
  );

  app.put(
    '/api/assets/:id',
    {
      config: { access: 'write' },
      schema: {
        tags,
        params: idParamSchema,
        querystring: districtQuerySchema,
        body: assetFieldsSchema,
        response: { 200: assetSchema, ...errors },
      },
    },
    async (req) => service.update(caller(req), req.query.districtId, req.params.id, req.body),
  );

  app.delete(
    '/api/assets/:id',
    {
      config: { access: 'write' },
      schema: {
        tags,
        params: idParamSchema,
        querystring: districtQuerySchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (req) => {
      await service.remove(caller(req), req.query.districtId, req.params.id);
      return { success: true as const };
    },
  );
};
