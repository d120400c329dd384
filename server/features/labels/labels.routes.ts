import { labelsApi } from '../../../domain/api/labels.ts';
import { caller, oneDistrict } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** Asset labels (docs/product.md#asset-labels): checked against the assets area (features/index.ts). */
export const labelsRoutes: FeaturePlugin = async (app, { services }) => {
  const labels = services.labels;
  serve(app, labelsApi, {
    print: async (req, reply) => {
      const file = await labels.print(oneDistrict(req), req.body);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-label-count', String(file.count))
        .header('cache-control', 'no-store')
        .serializer((payload: unknown) => payload as string)
        .send(file.body);
    },
    byTag: (req) => labels.byTag(caller(req), req.query.districtId, req.query.tag),
  });
};
