import { type EndpointCase, statuses } from './matrix.ts';

export const dashboardEndpoints: EndpointCase[] = [
  {
    route: 'GET /api/dashboard/metrics',
    request: () => ({ url: '/api/dashboard/metrics' }),
    expect: statuses({ anonymous: 401, waiting: 403 }, 200),
  },
];
