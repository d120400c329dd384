import { auditApi } from '../../../domain/api/audit.ts';
import { casesOf, statuses } from './matrix.ts';

/** The audit log: Five Star and district administrators (their own district) read it. */
export const auditEndpoints = casesOf(auditApi, {
  list: {
    request: ({ districtA }) => ({ url: `/api/audit?districtId=${districtA.id}` }),
    expect: statuses({ anonymous: 401, provider: 200, adminA: 200, adminB: 404 }, 403),
  },
  export: {
    request: ({ districtA }) => ({ url: `/api/audit/export?districtId=${districtA.id}` }),
    expect: statuses({ anonymous: 401, provider: 200, adminA: 200, adminB: 404 }, 403),
  },
});
