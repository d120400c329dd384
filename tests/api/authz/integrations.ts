import { type EndpointCase, statuses } from './matrix.ts';

export const integrationsEndpoints: EndpointCase[] = [
  {
    route: 'GET /api/integrations/status',
    request: () => ({ url: '/api/integrations/status' }),
    expect: statuses({ anonymous: 401, waiting: 403 }, 200),
  },
];
