import { operationsApi } from '../../../domain/api/operations.ts';
import { casesOf, statuses } from './matrix.ts';

const providerOnly = statuses({ anonymous: 401, provider: 200 }, 403);

export const operationsEndpoints = casesOf(operationsApi, {
  jobs: {
    request: () => ({ url: '/api/admin/jobs?state=failed' }),
    expect: providerOnly,
  },
  retryJob: {
    request: () => ({ url: `/api/admin/jobs/${crypto.randomUUID()}/retry` }),
    expect: statuses({ anonymous: 401, provider: 404 }, 403),
  },
  mail: { request: () => ({ url: '/api/admin/mail' }), expect: providerOnly },
  mailStatus: {
    request: () => ({ url: '/api/admin/mail/status' }),
    expect: providerOnly,
  },
});
