import { randomBytes } from 'node:crypto';
import { districtsApi } from '../../../domain/api/districts.ts';
import { casesOf, statuses } from './matrix.ts';

export const districtsEndpoints = casesOf(districtsApi, {
  list: {
    request: () => ({ url: '/api/districts' }),
    expect: statuses({ anonymous: 401 }, 200),
  },
  create: {
    request: () => {
      const id = randomBytes(3).toString('hex');
      return {
        url: '/api/districts',
        body: {
          districtName: `Matrix ${id}`,
          adminName: 'Pat Doe',
          adminEmail: `pat-${id}@example.org`,
          serviceLevel: 'ascend',
        },
      };
    },
    expect: statuses({ anonymous: 401, provider: 201 }, 403),
  },
  get: {
    request: (c) => ({ url: `/api/districts/${c.districtA.id}` }),
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200),
  },
});
