import type { JobDeps } from '../../app-deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { createWarrantyService, WARRANTY_LOOKUP_JOB } from './warranty.service.ts';

/** The service as the routes and the jobs build it from their deps. */
export const warrantyOf = (deps: Pick<JobDeps, 'config' | 'database' | 'bus' | 'queue' | 'masterKey'>) =>
  createWarrantyService({
    db: deps.database.db,
    bus: deps.bus,
    queue: deps.queue,
    masterKey: deps.masterKey,
    remote: { allowInsecure: deps.config.integrationsAllowInsecure },
  });

/** Weekly (Monday 06:00 UTC), before the school day in every US time zone. */
export const WARRANTY_WEEKLY_CRON = '0 6 * * 1';

/**
 * A district's warranty look-up, queued by "Look up now" or the weekly run (never inside a user's
 * request), and the weekly run itself.
 */
export function warrantyJobs(deps: JobDeps): JobDefinition<never>[] {
  const service = warrantyOf(deps);
  const lookup: JobDefinition<{ districtId: string }> = {
    name: WARRANTY_LOOKUP_JOB,
    // The calls retry inside the run; a failed run is recorded and the next one tries again.
    retryLimit: 0,
    handle: (data) => service.run(data.districtId),
  };
  const weekly: JobDefinition = {
    name: 'warranty.weekly',
    cron: WARRANTY_WEEKLY_CRON,
    retryLimit: 0,
    async handle() {
      await service.queueEnabled();
    },
  };
  return [lookup, weekly] as JobDefinition<never>[];
}
