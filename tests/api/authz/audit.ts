import { type EndpointCase, statuses } from './matrix.ts';

/** The audit log: Five Star and district administrators (their own district) read it. */
export const auditEndpoints: EndpointCase[] = [
  {
    route: 'GET /api/audit',
    request: ({ districtA }) => ({ url: `/api/audit?districtId=${districtA.id}` }),
    expect: statuses({ anonymous: 401, provider: 200, adminA: 200, adminB: 404 }, 403),
  },
  {
    route: 'GET /api/audit/export',
    request: ({ districtA }) => ({ url: `/api/audit/export?districtId=${districtA.id}` }),
    expect: statuses({ anonymous: 401, provider: 200, adminA: 200, adminB: 404 }, 403),
  },
];
