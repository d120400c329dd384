import { privacySubjectsApi } from '../../../domain/api/privacy-subjects.ts';
import { caller, oneDistrict } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { privacySubjectsOf } from './privacy-subjects-jobs.ts';

/** A person's data: subject access exports and erasure (see docs/product.md#a-persons-data). */
export const privacySubjectsRoutes: FeaturePlugin = async (app, deps) => {
  const service = privacySubjectsOf({ ...deps, queue: deps.background.queue }, (change) =>
    deps.sessions.changed(change),
  );
  serve(app, privacySubjectsApi, {
    search: (req) => service.search(oneDistrict(req), req.query.q),
    requestExport: (req) => service.requestExport(caller(req), oneDistrict(req), req.body),
    listExports: (req) => service.listExports(oneDistrict(req)),
    getExport: (req) => service.getExport(caller(req), req.params.id),
    downloadExport: async (req, reply) => {
      const file = await service.download(caller(req), req.params.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.archive);
    },
    erase: (req) => service.erase(caller(req), oneDistrict(req), req.body),
  });
};
