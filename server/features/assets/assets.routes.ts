import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ASSET_IMPORT_REPORT_MAX,
  ASSET_LIST_MAX,
  ASSET_MESSAGES,
  ASSET_PAGE_SIZE,
  assetExportFileName,
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
  updateAssetSchema,
} from '../../../domain/assets.ts';
import { districtQuerySchema, errorSchema, idParamSchema, okSchema } from '../../../domain/http.ts';
import { EDITOR_ROLES } from '../../../domain/roles.ts';
import type { FeaturePlugin } from '../../app.ts';
import { requireRole, requireTier, requireUser, resolveDistrict } from '../../auth/guards.ts';
import type { Identity } from '../../auth/identity.ts';
import { createAssetsService } from './assets.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['assets'];

/** Who asks and about which district: readers for GETs, editors for writes; tier-gated. */
function scope(
  req: FastifyRequest,
  requested: string | undefined,
  write: boolean,
): { actor: Identity; districtId: string } {
  const actor = write ? requireRole(req, ...EDITOR_ROLES) : requireUser(req);
  const districtId = resolveDistrict(actor, requested);
  requireTier(actor, 'assets');
  return { actor, districtId };
}

/** For calls on one asset by id: a provider admin outside a district view may reach any district's asset. */
function assetScope(req: FastifyRequest, requested: string | undefined, write: boolean) {
  const actor = write ? requireRole(req, ...EDITOR_ROLES) : requireUser(req);
  if (actor.role === 'provider_admin' && !actor.districtId && !requested) return { actor, districtId: null };
  return scope(req, requested, write);
}

export const assetsRoutes: FeaturePlugin = async (app, { database, bus }) => {
  const service = createAssetsService({ db: database.db, bus });

  app.get(
    '/api/assets',
    {
      schema: {
        tags,
        description: `The district's assets, newest first: at most ${ASSET_LIST_MAX} per call. X-Total-Count says how many match; X-Next-Cursor continues.`,
        querystring: listAssetsQuerySchema,
        response: { 200: z.array(assetSchema), ...errors },
      },
    },
    async (req, reply) => {
      const { districtId } = scope(req, req.query.districtId, false);
      const page = await service.page(districtId, req.query);
      reply.header('x-total-count', String(page.total));
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/assets/page',
    {
      schema: {
        tags,
        description:
          'One page of the filtered, sorted inventory with the total and a cursor for the next page.',
        querystring: listAssetsQuerySchema,
        response: { 200: assetPageSchema, ...errors },
      },
    },
    async (req) => {
      const { districtId } = scope(req, req.query.districtId, false);
      return service.page(districtId, { ...req.query, limit: req.query.limit ?? ASSET_PAGE_SIZE });
    },
  );

  app.get(
    '/api/assets/summary',
    { schema: { tags, querystring: districtQuerySchema, response: { 200: assetSummarySchema, ...errors } } },
    async (req) => service.summary(scope(req, req.query.districtId, false).districtId),
  );

  app.get(
    '/api/assets/export',
    {
      schema: {
        tags,
        description:
          'The matching assets as CSV with the columns of spec 9 (file name assets-export-{date}.csv).',
        querystring: exportAssetsQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const { districtId } = scope(req, req.query.districtId, false);
      const { csv, count } = await service.exportCsv(districtId, req.query);
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
      schema: {
        tags,
        description:
          'Creates an asset; a body carrying the id of an existing asset updates it (the spec edits through this call).',
        body: saveAssetSchema,
        response: { 200: assetSchema, 201: assetSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { actor, districtId } = scope(req, req.body.districtId, true);
      const { created, asset } = await service.save(actor, districtId, req.body);
      return reply.code(created ? 201 : 200).send(asset);
    },
  );

  app.post(
    '/api/assets/import',
    {
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
      const { actor, districtId } = scope(req, req.body.districtId, true);
      const report = await service.importRows(actor, districtId, req.body.rows, req.body.dryRun);
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
    { schema: { tags, body: bulkUpdateAssetsSchema, response: { 200: bulkResultSchema, ...errors } } },
    async (req) => {
      const { actor, districtId } = scope(req, req.body.districtId, true);
      return service.bulkUpdate(actor, districtId, req.body.selection, req.body.changes);
    },
  );

  app.post(
    '/api/assets/check-out',
    { schema: { tags, body: checkOutAssetsSchema, response: { 200: bulkResultSchema, ...errors } } },
    async (req) => {
      const { actor, districtId } = scope(req, req.body.districtId, true);
      return service.checkOut(actor, districtId, req.body);
    },
  );

  app.post(
    '/api/assets/check-in',
    { schema: { tags, body: checkInAssetsSchema, response: { 200: bulkResultSchema, ...errors } } },
    async (req) => {
      const { actor, districtId } = scope(req, req.body.districtId, true);
      return service.checkIn(actor, districtId, req.body);
    },
  );

  app.get(
    '/api/assets/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: districtQuerySchema,
        response: { 200: assetSchema, ...errors },
      },
    },
    async (req) => service.get(assetScope(req, req.query.districtId, false).districtId, req.params.id),
  );

  app.get(
    '/api/assets/:id/history',
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: districtQuerySchema,
        response: { 200: z.array(assetHistoryEntrySchema), ...errors },
      },
    },
    async (req) => service.history(assetScope(req, req.query.districtId, false).districtId, req.params.id),
  );

  app.put(
    '/api/assets/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: districtQuerySchema,
        body: updateAssetSchema,
        response: { 200: assetSchema, ...errors },
      },
    },
    async (req) => {
      const { actor, districtId } = assetScope(req, req.query.districtId, true);
      return service.update(actor, districtId, req.params.id, req.body);
    },
  );

  app.delete(
    '/api/assets/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: districtQuerySchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (req) => {
      await service.remove(assetScope(req, req.query.districtId, true).districtId, req.params.id);
      return { success: true as const };
    },
  );
};
