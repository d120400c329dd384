import type { JobDeps } from '../../app-deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { createPrivacySubjectsService, PRIVACY_EXPORT_JOB } from './privacy-subjects.service.ts';

/** The service as the routes and the jobs build it from their deps. */
export const privacySubjectsOf = (
  deps: Pick<JobDeps, 'database' | 'queue'>,
  identityChanged?: (change: { userId: string }) => Promise<void>,
) => createPrivacySubjectsService({ db: deps.database.db, queue: deps.queue, identityChanged });

/** Daily, at night (UTC): exports past their 7 days are deleted (reads delete them too). */
export const PRIVACY_EXPORTS_EXPIRE_CRON = '20 4 * * *';

/** Subject access exports: the ZIP is built here, never inside the request; and their expiry. */
export function privacySubjectsJobs(deps: JobDeps): JobDefinition<never>[] {
  const service = privacySubjectsOf(deps);
  const build: JobDefinition<{ exportId: string }> = {
    name: PRIVACY_EXPORT_JOB,
    // A failure is recorded on the export (its status says why); asking again makes a new one.
    retryLimit: 0,
    handle: (data) => service.build(data.exportId),
  };
  const expire: JobDefinition = {
    name: 'privacy.exports-expire',
    cron: PRIVACY_EXPORTS_EXPIRE_CRON,
    retryLimit: 0,
    async handle() {
      await service.expire();
    },
  };
  return [build, expire] as JobDefinition<never>[];
}
