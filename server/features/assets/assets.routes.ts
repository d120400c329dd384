import { assetsApi } from '../../../domain/api/assets.ts';
import { fundingSourcesApi } from '../../../domain/api/funding-sources.ts';
import { assetExportFileName } from '../../../domain/assets.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const assetsRoutes: FeaturePlugin = async (app, { services }) => {
  const { service, categories, funding } = services.assets;

  serve(app, assetsApi, {
    list: async (req, reply) => {
      const page = await service.page(caller(req), req.query.districtId, req.query);
      reply.header('x-total-count', String(page.total));
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return page.items;
    },
    // Already serialized (and typed by the service): sent as bytes.
    page: async (req, reply) =>
      reply
        .type('application/json')
        .send(await service.pageAnswer(caller(req), req.query.districtId, req.query)),
    categories: (req) => categories.list(caller(req), req.query.districtId),
    replaceCategories: (req) => categories.replace(caller(req), req.query.districtId, req.body),
    summary: (req) => service.summary(caller(req), req.query.districtId),
    exportCsv: async (req, reply) => {
      const { csv, count } = await service.exportCsv(caller(req), req.query.districtId, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${assetExportFileName()}"`)
        .header('x-export-count', String(count))
        .send(csv);
    },
    save: async (req, reply) => {
      const { created, asset } = await service.save(caller(req), req.body.districtId, req.body);
      if (!created) return asset;
      // A new asset answers 201, serialized by the schema the table gives the 200 of saving over one.
      return reply
        .code(201)
        .type('application/json; charset=utf-8')
        .send(reply.serializeInput(asset, '200') as string);
    },
    importRows: (req) => service.importRows(caller(req), req.body.districtId, req.body.rows, req.body.dryRun),
    bulkUpdate: (req) =>
      service.bulkUpdate(caller(req), req.body.districtId, req.body.selection, req.body.changes),
    checkOut: (req) => service.checkOut(caller(req), req.body.districtId, req.body),
    checkIn: (req) => service.checkIn(caller(req), req.body.districtId, req.body),
    get: (req) => service.get(caller(req), req.query.districtId, req.params.id),
    history: (req) => service.history(caller(req), req.query.districtId, req.params.id),
    update: (req) => service.update(caller(req), req.query.districtId, req.params.id, req.body),
    remove: async (req) => {
      await service.remove(caller(req), req.query.districtId, req.params.id);
      return { success: true as const };
    },
  });

  serve(app, fundingSourcesApi, {
    list: (req) => funding.list(caller(req), req.query.districtId),
    replace: (req) => funding.replace(caller(req), req.query.districtId, req.body),
  });
};
