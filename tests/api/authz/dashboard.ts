import { dashboardApi } from '../../../domain/api/dashboard.ts';
import { casesOf, statuses } from './matrix.ts';

export const dashboardEndpoints = casesOf(dashboardApi, {
  metrics: {
    request: () => ({ url: '/api/dashboard/metrics' }),
    expect: statuses({ anonymous: 401, waiting: 403 }, 200),
  },
});
