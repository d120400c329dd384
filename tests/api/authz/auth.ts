import { type EndpointCase, statuses } from './matrix.ts';

export const authEndpoints: EndpointCase[] = [
  {
    route: 'GET /api/auth/user',
    request: () => ({ url: '/api/auth/user' }),
    expect: statuses({ anonymous: 401 }, 200),
  },
  {
    route: 'POST /api/auth/view',
    request: (c) => ({ url: '/api/auth/view', body: { districtId: c.districtA.id } }),
    expect: statuses({ anonymous: 401, provider: 200 }, 403),
  },
  {
    route: 'DELETE /api/auth/view',
    request: () => ({ url: '/api/auth/view' }),
    expect: statuses({ anonymous: 401, provider: 200 }, 403),
  },
];
