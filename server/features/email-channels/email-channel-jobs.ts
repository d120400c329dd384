import type { JobDeps } from '../../app-deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { createChannelStore } from './channel-store.ts';
import { createEmailChannelsService } from './email-channels.service.ts';
import { createEmailRunner, POLL_JOB } from './email-runner.ts';
import { createTicketIntake } from './ticket-intake.ts';

type AreaDeps = Pick<
  JobDeps,
  'config' | 'database' | 'bus' | 'queue' | 'mailer' | 'masterKey' | 'logger' | 'ticketHooks'
>;

/** The email channels as the routes and the jobs build them from their deps. */
export function emailChannelsOf(deps: AreaDeps) {
  const db = deps.database.db;
  const store = createChannelStore(db, deps.masterKey);
  const imap = { allowInsecure: deps.config.integrationsAllowInsecure };
  const runner = createEmailRunner({
    db,
    queue: deps.queue,
    mailer: deps.mailer,
    store,
    tickets: createTicketIntake({
      db,
      queue: deps.queue,
      bus: deps.bus,
      log: deps.logger,
      hooks: deps.ticketHooks,
    }),
    imap,
    publicUrl: deps.config.publicUrl,
    mailFrom: deps.config.mail.from,
    log: deps.logger,
  });
  return { store, runner, service: createEmailChannelsService({ db, store, runner, imap }) };
}

/**
 * The email channels' jobs: a run (queued by Poll now or the schedule), and the minute's tick that
 * queues a run of every enabled channel (one waiting or running already is not queued again).
 */
export function emailChannelJobs(deps: JobDeps): JobDefinition<never>[] {
  const { runner } = emailChannelsOf(deps);
  const poll: JobDefinition<{ runId: string }> = {
    name: POLL_JOB,
    // A run records its own failure; the next minute's run goes on from where it stopped.
    retryLimit: 1,
    handle: (data) => runner.run(data.runId),
  };
  const schedule: JobDefinition = {
    name: 'email-channels.schedule',
    cron: '* * * * *',
    retryLimit: 0,
    async handle() {
      await runner.queueDue();
    },
  };
  return [poll, schedule] as JobDefinition<never>[];
}
