import { privacyRetentionApi } from '../../../domain/api/privacy-retention.ts';
import { caller, oneDistrict } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';
import { createRetentionService } from './retention.service.ts';

/** Retention rules and the preview of tonight's run (see docs/product.md#retention). */
export const retentionRoutes: FeaturePlugin = async (app, deps) => {
  const service = createRetentionService({ db: deps.database.db });
  serve(app, privacyRetentionApi, {
    settings: (req) => service.read(oneDistrict(req)),
    save: (req) => service.save(caller(req), oneDistrict(req), req.body),
    preview: (req) => service.preview(oneDistrict(req)),
  });
};
