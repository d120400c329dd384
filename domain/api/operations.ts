import { z } from 'zod';
import { okSchema } from '../http.ts';
import { jobIdParamSchema, jobSchema, listJobsQuerySchema } from '../jobs.ts';
import { listMailQuerySchema, mailMessageSchema } from '../mail.ts';
import { endpoints } from './endpoint.ts';

/** What runs in the background and what was mailed: for Five Star's administrators. */
export const operationsApi = endpoints('admin', {
  jobs: {
    method: 'GET',
    path: '/api/admin/jobs',
    access: 'admin',
    description:
      'Queued, running, failed (with their error) and recently completed background jobs, newest first.',
    query: listJobsQuerySchema,
    response: z.array(jobSchema),
  },
  retryJob: {
    method: 'POST',
    path: '/api/admin/jobs/:id/retry',
    access: 'admin',
    params: jobIdParamSchema,
    response: okSchema,
  },
  mail: {
    method: 'GET',
    path: '/api/admin/mail',
    access: 'admin',
    description:
      'Mail the portal wrote: sent, queued, failed, or waiting in the outbox when no mail server is configured.',
    query: listMailQuerySchema,
    response: z.array(mailMessageSchema),
  },
  mailStatus: {
    method: 'GET',
    path: '/api/admin/mail/status',
    access: 'admin',
    response: z.object({ configured: z.boolean() }),
  },
});
