import { z } from 'zod';
import { errorSchema, okSchema } from '../../../domain/http.ts';
import { JOB_MESSAGES, jobIdParamSchema, jobSchema, listJobsQuerySchema } from '../../../domain/jobs.ts';
import { listMailQuerySchema, mailMessageSchema } from '../../../domain/mail.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['admin'];

/** What runs in the background and what was mailed: for Five Star's administrators. */
export const operationsRoutes: FeaturePlugin = async (app, { background }) => {
  app.get(
    '/api/admin/jobs',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Queued, running, failed (with their error) and recently completed background jobs, newest first.',
        querystring: listJobsQuerySchema,
        response: { 200: z.array(jobSchema), ...errors },
      },
    },
    async (req) => background.queue.list(req.query.state, req.query.limit),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      config: { access: 'admin' },
      schema: { tags, params: jobIdParamSchema, response: { 200: okSchema, ...errors } },
    },
    async (req) => {
      const job = await background.queue.stateOf(req.params.id);
      if (!job) throw notFound(JOB_MESSAGES.notFound);
      if (job.state !== 'failed') throw conflict(JOB_MESSAGES.notFailed);
      await background.queue.retry(job.name, req.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/admin/mail',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Mail the portal wrote: sent, queued, failed, or waiting in the outbox when no mail server is configured.',
        querystring: listMailQuerySchema,
        response: { 200: z.array(mailMessageSchema), ...errors },
      },
    },
    async (req) => background.mailer.list(req.query.status, req.query.limit),
  );

  app.get(
    '/api/admin/mail/status',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: z.object({ configured: z.boolean() }), ...errors } },
    },
    async () => ({ configured: background.mailer.configured }),
  );
};
