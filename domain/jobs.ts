import { z } from 'zod';

/** What the operations page shows of a background job's life. */
export const JOB_VIEW_STATES = ['queued', 'running', 'failed', 'completed'] as const;
export type JobViewState = (typeof JOB_VIEW_STATES)[number];

export const JOB_VIEW_LABELS: Record<JobViewState, string> = {
  queued: 'Queued',
  running: 'Running',
  failed: 'Failed',
  completed: 'Completed',
};

export const listJobsQuerySchema = z.object({
  state: z.enum(JOB_VIEW_STATES, { error: `state must be one of: ${JOB_VIEW_STATES.join(', ')}` }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(500, 'limit must be at most 500')
    .optional(),
});

export const jobSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  state: z.enum(JOB_VIEW_STATES),
  /** Tries so far, and how many retries it may have. */
  attempts: z.number().int(),
  retryLimit: z.number().int(),
  /** The last error of a failed (or retrying) job. */
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** When a waiting job may run next (a retry waits with backoff). */
  runAfter: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobIdParamSchema = z.object({ id: z.uuid({ error: 'Not a valid job id' }) });

export const JOB_MESSAGES = {
  notFound: 'Job not found.',
  notFailed: 'Only a failed job can be retried.',
  retried: { title: 'Job queued again', description: 'It will run in a moment.' },
  retryFailed: { title: 'Error', description: 'Failed to retry the job' },
} as const;
