import { analyticsApi } from '../../../domain/api/analytics.ts';
import { casesOf, statuses } from './matrix.ts';

/** Everybody of the district reads analytics (viewers too); another district is 404. */
const read = statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200);

/** Subscribing to the monthly report is for administrators (of district A, or Five Star naming it). */
const admin = statuses({ anonymous: 401, techA: 403, viewerA: 403, adminB: 404, waiting: 403 }, 200);

export const analyticsEndpoints = casesOf(analyticsApi, {
  tab: {
    request: (c) => ({ url: `/api/analytics/overview?districtId=${c.districtA.id}` }),
    expect: read,
  },
  export: {
    request: (c) => ({ url: `/api/analytics/export?format=pdf&tab=costs&districtId=${c.districtA.id}` }),
    expect: read,
  },
  report: {
    request: (c) => ({ url: `/api/reports/executive-summary?districtId=${c.districtA.id}` }),
    expect: read,
  },
  subscription: {
    request: (c) => ({ url: `/api/analytics/subscription?districtId=${c.districtA.id}` }),
    expect: admin,
  },
  subscribe: {
    request: (c) => ({
      url: '/api/analytics/subscription',
      body: { districtId: c.districtA.id, subscribed: false },
    }),
    expect: admin,
  },
});
