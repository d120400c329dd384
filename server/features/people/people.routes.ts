import { FILE_TYPES } from '../../../domain/api/endpoint.ts';
import { fleetApi, peopleApi } from '../../../domain/api/people.ts';
import { ONEROSTER_MAX_BYTES } from '../../../domain/people.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** Rostered people, the OneRoster import and the AUE cliff (see docs/product.md#people and #fleet). */
export const peopleRoutes: FeaturePlugin = async (app, { services }) => {
  const { people, fleet } = services;

  // A roster arrives as the zip's bytes.
  app.addContentTypeParser(
    ['application/zip', 'application/x-zip-compressed'],
    { parseAs: 'buffer', bodyLimit: ONEROSTER_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  serve(app, peopleApi, {
    list: (req) => people.list(caller(req), req.query),
    deviceQueue: (req) => people.deviceQueue(caller(req), req.query),
    importRoster: (req) =>
      people.importRoster(
        caller(req),
        req.query.districtId,
        Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
        {
          dryRun: req.query.dryRun !== 'false',
          skipBadRows: req.query.skipBadRows === 'true',
        },
      ),
    get: (req) => people.get(caller(req), req.query.districtId, req.params.id),
  });

  serve(app, fleetApi, {
    aue: (req) => fleet.aue(caller(req), req.query.districtId),
    exportAue: async (req, reply) => {
      const file = await fleet.exportFile(caller(req), req.query);
      return reply
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .type(file.type === 'xlsx' ? FILE_TYPES.xlsx : 'text/csv; charset=utf-8')
        .send(file.body);
    },
    setModelCost: (req) => fleet.setModelCost(caller(req), req.body),
  });
};
