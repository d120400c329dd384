import { districtsApi } from '../../../domain/api/districts.ts';
import { caller } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const districtsRoutes: FeaturePlugin = async (app, { bus, services }) => {
  const service = services.districts;
  serve(
    app,
    districtsApi,
    {
      list: (req) => service.list(caller(req)),
      create: (req) => service.create(caller(req), req.body),
      get: (req) => service.get(caller(req), req.params.id),
    },
    { bus },
  );
};
