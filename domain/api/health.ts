import { z } from 'zod';
import { endpoints } from './endpoint.ts';

const databaseKind = z.enum(['embedded', 'external']);

/** The load balancer's health check: 200 while the database answers, else 503 (not an error answer). */
export const healthApi = endpoints('health', {
  check: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    response: z.object({ status: z.literal('ok'), database: databaseKind }),
    answers: { 503: z.object({ status: z.literal('unavailable'), database: databaseKind }) },
  },
});
