import { type EndpointCase, statuses } from './matrix.ts';

export const usersEndpoints: EndpointCase[] = [
  {
    route: 'GET /api/users',
    request: (c) => ({ url: `/api/users?districtId=${c.districtA.id}` }),
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200),
  },
];
