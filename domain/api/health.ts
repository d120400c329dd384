import { z } from 'zod';
import { endpoints } from './endpoint.ts';

const databaseKind = z.enum(['embedded', 'external']);

/**
 * The load balancer's health check. Its 503 answer, `{ status: 'unavailable', database }`, is not
 * an error answer (`errorSchema`), so it is left undeclared (and unchecked) here.
 */
export const healthApi = endpoints('health', {
  check: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    response: z.object({ status: z.literal('ok'), database: databaseKind }),
  },
});
