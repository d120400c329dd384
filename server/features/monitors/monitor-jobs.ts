import type { JobDeps } from '../../app-deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import {
  createMonitorRunner,
  MONITOR_CHECK_JOB,
  MONITOR_PRUNE_JOB,
  MONITOR_SCHEDULE_JOB,
} from './monitor-runner.ts';

/** The runner as the routes and the jobs build it from their deps. */
export function monitorRunnerOf(
  deps: Pick<JobDeps, 'config' | 'database' | 'bus' | 'queue' | 'notifier' | 'ticketHooks' | 'logger'>,
) {
  return createMonitorRunner({
    ...deps,
    probe: {
      allowInsecure: deps.config.integrationsAllowInsecure,
      testCa: deps.config.monitors.testCa,
      dnsServers: deps.config.monitors.dnsServers,
    },
  });
}

/**
 * The monitors' jobs: the minute's tick that claims the monitors due and queues their checks, one
 * check (a probe and its record), and the night's prune of checks older than 31 days.
 */
export function monitorJobs(deps: JobDeps): JobDefinition<never>[] {
  const runner = monitorRunnerOf(deps);
  const schedule: JobDefinition = {
    name: MONITOR_SCHEDULE_JOB,
    cron: '* * * * *',
    retryLimit: 0,
    async handle() {
      await runner.queueDue();
    },
  };
  const check: JobDefinition<{ monitorId: string }> = {
    name: MONITOR_CHECK_JOB,
    // A check that failed to run is not retried: the next one comes within its interval.
    retryLimit: 0,
    async handle(data) {
      await runner.check(data.monitorId);
    },
  };
  const prune: JobDefinition = {
    name: MONITOR_PRUNE_JOB,
    cron: '23 3 * * *',
    retryLimit: 1,
    async handle() {
      await runner.prune();
    },
  };
  return [schedule, check, prune] as JobDefinition<never>[];
}
