import type { JobDeps } from '../../app-deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { createWebhookDeliverer } from './webhook-delivery.ts';
import { DELIVER_JOB } from './webhook-outbox.ts';
import { createWebhookSecrets } from './webhook-secrets.ts';

/** The deliverer as the jobs build it from their deps. */
export function webhookDelivererOf(
  deps: Pick<JobDeps, 'config' | 'database' | 'queue' | 'notifier' | 'masterKey'>,
) {
  return createWebhookDeliverer({
    db: deps.database.db,
    queue: deps.queue,
    notifier: deps.notifier,
    secrets: createWebhookSecrets(deps.database.db, deps.masterKey),
    allowInsecure: deps.config.integrationsAllowInsecure,
  });
}

/**
 * One try of one delivery per job: the schedule's next try is a new job at its moment, so the
 * queue's own retries only cover a worker that died mid-try (the try is claimed once either way).
 */
export function webhookJobs(deps: JobDeps): JobDefinition<never>[] {
  const deliverer = webhookDelivererOf(deps);
  const deliver: JobDefinition<{ deliveryId: string }> = {
    name: DELIVER_JOB,
    retryLimit: 2,
    retryDelaySeconds: 30,
    async handle({ deliveryId }) {
      await deliverer.attempt(deliveryId);
    },
  };
  return [deliver as JobDefinition<never>];
}
