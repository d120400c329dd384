import { type EndpointCase, statuses } from './matrix.ts';

/** Everybody of the district reads analytics (viewers too); another district is 404. */
const read = statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200);

export const analyticsEndpoints: EndpointCase[] = [
  {
    route: 'GET /api/analytics/{tab}',
    request: (c) => ({ url: `/api/analytics/overview?districtId=${c.districtA.id}` }),
    expect: read,
  },
  {
    route: 'GET /api/analytics/export',
    request: (c) => ({ url: `/api/analytics/export?format=pdf&tab=costs&districtId=${c.districtA.id}` }),
    expect: read,
  },
  {
    route: 'GET /api/reports/{report}',
    request: (c) => ({ url: `/api/reports/executive-summary?districtId=${c.districtA.id}` }),
    expect: read,
  },
];

/** Subscribing to the monthly report is for administrators (of district A, or Five Star naming it). */
const admin = statuses({ anonymous: 401, techA: 403, viewerA: 403, adminB: 404, waiting: 403 }, 200);

export const analyticsSubscriptionEndpoints: EndpointCase[] = [
  {
    route: 'GET /api/analytics/subscription',
    request: (c) => ({ url: `/api/analytics/subscription?districtId=${c.districtA.id}` }),
    expect: admin,
  },
  {
    route: 'PUT /api/analytics/subscription',
    request: (c) => ({
      url: '/api/analytics/subscription',
      body: { districtId: c.districtA.id, subscribed: false },
    }),
    expect: admin,
  },
];
