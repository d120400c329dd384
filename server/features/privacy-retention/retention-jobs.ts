import type { JobDeps } from '../../app-deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { createRetentionService } from './retention.service.ts';

/** The run of one district's retention rules. */
export const RETENTION_RUN_JOB = 'privacy.retention';

/** Nightly at 08:00 UTC: 03:00 on the East Coast, midnight on the West, before any school day. */
export const RETENTION_NIGHTLY_CRON = '0 8 * * *';

/**
 * The nightly run (see docs/product.md#retention): the cron queues one job per district (not again
 * while one is queued), and each applies its district's rules in batches. A run is idempotent: run
 * twice, the second finds nothing left to remove.
 */
export function retentionJobs(deps: JobDeps): JobDefinition<never>[] {
  const service = createRetentionService({ db: deps.database.db });
  const run: JobDefinition<{ districtId: string }> = {
    name: RETENTION_RUN_JOB,
    retryLimit: 2,
    async handle(data) {
      await service.apply(data.districtId);
    },
  };
  const nightly: JobDefinition = {
    name: 'privacy.retention-nightly',
    cron: RETENTION_NIGHTLY_CRON,
    retryLimit: 0,
    async handle() {
      for (const districtId of await service.districtIds())
        await deps.queue.send(RETENTION_RUN_JOB, { districtId }, { key: `retention:${districtId}` });
    },
  };
  return [run, nightly] as JobDefinition<never>[];
}
