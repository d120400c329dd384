import { privacyAgreementsApi } from '../../../domain/api/privacy-agreements.ts';
import { privacyAppsFileName } from '../../../domain/privacy-agreements.ts';
import { caller, oneDistrict } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** Vendor agreements (docs/product.md#vendor-agreements): the privacy area (features/index.ts). */
export const privacyAgreementsRoutes: FeaturePlugin = async (app, { services }) => {
  const agreements = services.privacyAgreements;
  serve(app, privacyAgreementsApi, {
    forLicense: (req) => agreements.forLicense(caller(req), req.query.districtId, req.params.id),
    saveForLicense: (req) =>
      agreements.saveForLicense(caller(req), req.query.districtId, req.params.id, req.body),
    apps: (req) => agreements.list(oneDistrict(req), req.query),
    export: async (req, reply) => {
      const { csv, count } = await agreements.exportCsv(oneDistrict(req), req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${privacyAppsFileName(day)}"`)
        .header('x-export-count', String(count))
        .header('cache-control', 'no-store')
        .send(csv);
    },
    addApp: (req) => agreements.addApp(caller(req), oneDistrict(req), req.body),
    updateApp: (req) => agreements.updateApp(caller(req), req.query.districtId, req.params.id, req.body),
    removeApp: async (req) => {
      await agreements.removeApp(caller(req), req.query.districtId, req.params.id);
      return { success: true as const };
    },
  });
};
