import type { JobViewState } from '@domain/jobs';
import type { MailStatus } from '@domain/mail';

/** Query keys of the operations pages. */
export const operationsKeys = {
  jobs: ['admin', 'jobs'] as const,
  jobList: (state: JobViewState) => ['admin', 'jobs', state] as const,
  mail: ['admin', 'mail'] as const,
  mailList: (status: MailStatus | 'all') => ['admin', 'mail', 'list', status] as const,
  mailStatus: ['admin', 'mail', 'status'] as const,
};

/** The operations pages poll while they are open and the tab is visible. */
export const OPERATIONS_POLL_MS = 5000;
