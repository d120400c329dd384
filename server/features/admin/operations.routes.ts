import { operationsApi } from '../../../domain/api/operations.ts';
import { JOB_MESSAGES } from '../../../domain/jobs.ts';
import { serve } from '../../lib/endpoints.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { FeaturePlugin } from '../feature-plugin.ts';

/** What runs in the background and what was mailed: for Five Star's administrators. */
export const operationsRoutes: FeaturePlugin = async (app, { background }) => {
  serve(app, operationsApi, {
    jobs: (req) => background.queue.list(req.query.state, req.query.limit),
    retryJob: async (req) => {
      const job = await background.queue.stateOf(req.params.id);
      if (!job) throw notFound(JOB_MESSAGES.notFound);
      if (job.state !== 'failed') throw conflict(JOB_MESSAGES.notFailed);
      await background.queue.retry(job.name, req.params.id);
      return { success: true as const };
    },
    mail: (req) => background.mailer.list(req.query.status, req.query.limit),
    mailStatus: () => ({ configured: background.mailer.configured }),
  });
};
