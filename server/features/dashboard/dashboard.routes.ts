import { dashboardApi } from '../../../domain/api/dashboard.ts';
import { workingDistrict } from '../../access/guard.ts';
import { serve } from '../../lib/endpoints.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

export const dashboardRoutes: FeaturePlugin = async (app, { bus, services }) => {
  const service = services.dashboard;
  serve(
    app,
    dashboardApi,
    { metrics: (req) => service.metrics(workingDistrict(req)) },
    {
      bus,
      // Keyed by the counters' stamp too: counted changes from any server show at once; events
      // (and the time limit) cover the rest (titles, activity, districts, integrations).
      versions: { metrics: (req) => service.stampOf(workingDistrict(req)) },
    },
  );
};
