import type { JobDeps } from '../../app-deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import {
  createOffboardingService,
  OFFBOARDING_ARCHIVE_JOB,
  OFFBOARDING_DELETE_JOB,
  OFFBOARDING_SWEEP_CRON,
} from './offboarding.service.ts';

/**
 * The background steps of an offboarding: its archive (queued when Five Star starts it), the sweep
 * that starts due deletions and resumes interrupted ones, and the deletion itself.
 */
export function offboardingJobs(deps: JobDeps): JobDefinition<never>[] {
  const service = createOffboardingService({ db: deps.database.db, bus: deps.bus, queue: deps.queue });
  const archive: JobDefinition<{ offboardingId: string }> = {
    name: OFFBOARDING_ARCHIVE_JOB,
    retryLimit: 2,
    retryDelaySeconds: 30,
    async handle(data, job) {
      try {
        await service.makeArchive(data.offboardingId);
      } catch (err) {
        if (job.lastTry)
          await service.archiveFailed(data.offboardingId, String((err as Error)?.message ?? err));
        throw err;
      }
    },
  };
  const remove: JobDefinition<{ offboardingId: string }> = {
    name: OFFBOARDING_DELETE_JOB,
    // A failed run is picked up again by the sweep, from where it stopped.
    retryLimit: 2,
    retryDelaySeconds: 60,
    handle: (data) => service.deleteDistrict(data.offboardingId),
  };
  const sweep: JobDefinition = {
    name: 'offboarding.sweep',
    cron: OFFBOARDING_SWEEP_CRON,
    retryLimit: 0,
    async handle() {
      await service.sweep();
    },
  };
  return [archive, remove, sweep] as JobDefinition<never>[];
}
