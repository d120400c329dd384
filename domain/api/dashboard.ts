import { dashboardMetricsSchema, metricsQuerySchema } from '../dashboard.ts';
import { endpoints } from './endpoint.ts';

/** The dashboard's metrics. */
export const dashboardApi = endpoints('dashboard', {
  metrics: {
    method: 'GET',
    path: '/api/dashboard/metrics',
    access: 'read',
    description:
      "Metrics of the caller's district, or of every district for a provider admin (or one, with districtId).",
    query: metricsQuerySchema,
    response: dashboardMetricsSchema,
    // Every open dashboard polls it; tickets, assets, districts, licenses and activity change it.
    cache: { ms: 2000, clearedBy: ['changes', 'internal:districts_changed'] },
  },
});
