import type { JobDeps } from '../../app-deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { createRosterSourceService, ROSTER_FETCH_JOB } from './roster-source.service.ts';

/** The service as the routes and the jobs build it from their deps. */
export const rosterSourceOf = (deps: Pick<JobDeps, 'config' | 'database' | 'bus' | 'queue' | 'masterKey'>) =>
  createRosterSourceService({
    db: deps.database.db,
    bus: deps.bus,
    queue: deps.queue,
    masterKey: deps.masterKey,
    remote: { allowInsecure: deps.config.integrationsAllowInsecure },
  });

/** A fetch of a roster source (queued by "Fetch now" or the nightly tick), and the tick itself. */
export function rosterSourceJobs(deps: JobDeps): JobDefinition<never>[] {
  const service = rosterSourceOf(deps);
  const fetch: JobDefinition<{ runId: string }> = {
    name: ROSTER_FETCH_JOB,
    // The download retries inside the run; a failed run is recorded and the next night tries again.
    retryLimit: 0,
    handle: (data) => service.run(data.runId),
  };
  const schedule: JobDefinition = {
    name: 'people.roster-schedule',
    cron: '*/15 * * * *',
    retryLimit: 0,
    async handle() {
      await service.queueDue();
    },
  };
  return [fetch, schedule] as JobDefinition<never>[];
}
