import type { JobDeps } from '../../app-deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { createConnections } from './connections.ts';
import { createGoogleRunner, GOOGLE_SYNC_JOB } from './google-runner.ts';
import { createSyncRunner, SYNC_JOB } from './sync-runner.ts';

/** The runner as the routes and the jobs build it from their deps. */
export function syncRunnerOf(
  deps: Pick<JobDeps, 'config' | 'database' | 'bus' | 'queue' | 'masterKey' | 'logger'>,
) {
  const connections = createConnections(deps.database.db, deps.masterKey);
  const runner = createSyncRunner({
    db: deps.database.db,
    bus: deps.bus,
    queue: deps.queue,
    connections,
    remote: { allowInsecure: deps.config.integrationsAllowInsecure },
    log: deps.logger,
  });
  const googleRunner = createGoogleRunner({
    db: deps.database.db,
    bus: deps.bus,
    queue: deps.queue,
    connections,
    remote: { allowInsecure: deps.config.integrationsAllowInsecure },
    log: deps.logger,
  });
  return { connections, runner, googleRunner };
}

/**
 * The integrations' jobs: a sync run (queued by "Sync now", the schedule or a callback), and the
 * minute's tick that queues the runs whose interval (default 15 minutes) has passed.
 */
export function integrationJobs(deps: JobDeps): JobDefinition<never>[] {
  const { runner, googleRunner } = syncRunnerOf(deps);
  const sync: JobDefinition<{ runId: string }> = {
    name: SYNC_JOB,
    // Remote calls retry inside the run; a run that failed is recorded, and the next one tries again.
    retryLimit: 1,
    handle: (data) => runner.run(data.runId),
  };
  const schedule: JobDefinition = {
    name: 'integrations.schedule',
    cron: '* * * * *',
    retryLimit: 0,
    async handle() {
      await runner.queueDue();
    },
  };
  // Google Workspace: a run reads and plans, or applies once approved; its schedule is nightly or hourly.
  const googleSync: JobDefinition<{ runId: string; dryRun?: boolean }> = {
    name: GOOGLE_SYNC_JOB,
    retryLimit: 1,
    handle: (data) => googleRunner.run(data.runId, data.dryRun ?? false),
  };
  const googleSchedule: JobDefinition = {
    name: 'integrations.google-schedule',
    cron: '*/15 * * * *',
    retryLimit: 0,
    async handle() {
      await googleRunner.queueDue();
    },
  };
  return [sync, schedule, googleSync, googleSchedule] as JobDefinition<never>[];
}
