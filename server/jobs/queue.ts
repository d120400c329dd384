import { sql } from 'drizzle-orm';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Job, JobViewState } from '../../domain/jobs.ts';
import type { Db } from '../db/client.ts';
import { isConnectionLoss } from '../db/connection-loss.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { executorOf, type Runner } from './drizzle-executor.ts';

/** pg-boss keeps its tables in this schema of the app's own database. */
export const JOBS_SCHEMA = 'pgboss';
/** Jobs a worker takes at once from one queue (and runs side by side). */
const BATCH = 20;
/**
 * Jobs taken at once from a queue whose definition does a batch in one go (`handleMany`): its cost
 * is a few statements whatever the size, so a busy queue keeps up (measured: ticket notices at
 * 1,400 tickets a second drained as they came with 100, fell 11,000 behind in 10 s with 20).
 */
const MANY_BATCH = 100;

/** A kind of background work and the code that does it. Handlers are idempotent: a job may run twice. */
export interface JobDefinition<T extends object = Record<string, unknown>> {
  name: string;
  handle(data: T, job: JobRun): Promise<void>;
  /**
   * Does a whole fetched batch at once (fewer queries than one by one). Should it fail, each job
   * of the batch is run alone with `handle`, so one bad job fails (and retries) alone.
   */
  handleMany?(data: T[]): Promise<void>;
  /** Runs on this schedule (cron, UTC), once per slot however many servers run. */
  cron?: string;
  /** Tries after the first, with exponential backoff from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * Its jobs are sent to run at a later moment (`startAfter`) that matters to the second, such as
   * an SLA's deadline: nothing wakes a worker then, so its queue is polled every second.
   */
  timed?: boolean;
}

/** The run of a job a handler is given. */
export interface JobRun {
  id: string;
  /** True on the try after which a failure is final (the job is kept as failed). */
  lastTry: boolean;
}

export interface JobQueueOptions {
  url: string;
  /** Seconds after which a job still running (its worker died) is tried again. */
  expireSeconds: number;
  log: {
    error(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    info(obj: object, msg: string): void;
  };
  /** Called each time a job's run fails here (each try), with its queue (metrics). */
  onJobFailed?: (queue: string) => void;
  /** Tells the workers of every server that jobs are waiting, as their transaction commits. */
  bus: Pick<EventBus, 'publish' | 'publishOnCommit' | 'subscribe' | 'onReconnect'>;
  /** Seconds between the safety net's polls of a queue (`POLL_SECONDS` unless told). */
  pollSeconds?: number;
}

/** pg-boss polls its queues every few seconds: while the database is unreachable, say so this often. */
const UNREACHABLE_LOG_MS = 30_000;
/**
 * A worker is woken by the event bus when jobs are sent, so polling is only the safety net: for
 * jobs sent while the bus was reconnecting, retries after their backoff, and scheduled (cron) jobs.
 */
const POLL_SECONDS = 5;
/** The poll of a `timed` queue, whose jobs come due with no one sending them then. */
const TIMED_POLL_SECONDS = 1;
/** The bus's message that jobs of these queues were sent and can run now. */
const JOBS_SENT = 'internal:jobs_sent';

const VIEW_STATES: Record<JobViewState, string[]> = {
  queued: ['created', 'retry'],
  running: ['active'],
  failed: ['failed'],
  completed: ['completed'],
};
const viewStateOf = (state: string): JobViewState =>
  state === 'active'
    ? 'running'
    : state === 'failed'
      ? 'failed'
      : state === 'completed'
        ? 'completed'
        : 'queued';

/**
 * The PostgreSQL-backed queue (pg-boss) on the app's own database: jobs survive restarts, retry
 * with backoff, are kept as failed after their last try, and scheduled jobs run once per slot
 * however many servers run. Every server can send; `work()` makes this one a worker too.
 */
export function createJobQueue(db: Db, options: JobQueueOptions) {
  const definitions: JobDefinition[] = [];
  const byName = new Map<string, JobDefinition>();
  let boss: PgBoss | null = null;
  let working = false;
  let unreachableLoggedAt = 0;
  /** This server's worker of each queue (while it works), to wake when that queue's jobs are sent. */
  const workerIds = new Map<string, string>();
  const unhear: (() => void)[] = [];

  /**
   * An error of a job or of pg-boss. One that only says the database is unreachable is a
   * warning without a stack (the job is tried again); pg-boss's own, at most every 30 s.
   */
  function logError(err: unknown, context: object, msg: string, { throttled = false } = {}): void {
    if (!isConnectionLoss(err)) {
      options.log.error({ err, ...context }, msg);
      return;
    }
    if (throttled && Date.now() - unreachableLoggedAt < UNREACHABLE_LOG_MS) return;
    if (throttled) unreachableLoggedAt = Date.now();
    const reason =
      err instanceof Error ? (err.cause instanceof Error ? err.cause : err).message : String(err);
    options.log.warn({ ...context, reason }, `${msg}: the database is unreachable`);
  }

  function started(): PgBoss {
    if (!boss) throw new Error('The job queue is not started');
    return boss;
  }

  /**
   * Tells every server's workers that the queues of `jobs` have work now: within `tx`, when it commits
   * (a job rolled back wakes no one); without, at once. Jobs held until later wake no one.
   */
  async function announce(tx: Runner | undefined, jobs: { name: string; startAfter?: Date }[]) {
    const now = Date.now();
    const queues = [
      ...new Set(jobs.filter((j) => !(j.startAfter && j.startAfter.getTime() > now)).map((j) => j.name)),
    ];
    if (queues.length === 0) return;
    const event = { type: JOBS_SENT, districtId: null, data: { queues } } as const;
    await (tx ? options.bus.publishOnCommit(tx, event) : options.bus.publish(event));
  }

  function wake(queue: string): void {
    const id = workerIds.get(queue);
    if (id && boss) boss.notifyWorker(id);
  }

  /** Wakes this server's workers when jobs are sent anywhere, and all of them after the bus missed some. */
  function hearSends(): void {
    unhear.push(
      options.bus.subscribe((e) => {
        if (e.type !== JOBS_SENT) return;
        const queues = e.data?.queues;
        if (Array.isArray(queues)) for (const q of queues) if (typeof q === 'string') wake(q);
      }),
      options.bus.onReconnect(() => {
        for (const q of workerIds.keys()) wake(q);
      }),
    );
  }

  return {
    /** Makes kinds of jobs known (before start): every server creates their queues, workers run them. */
    define(...defs: JobDefinition<never>[]): void {
      for (const d of defs as JobDefinition[]) {
        if (byName.has(d.name)) throw new Error(`Job ${d.name} is defined twice`);
        byName.set(d.name, d);
        definitions.push(d);
      }
    },

    /** Connects, and creates the queues of every known job. `work: true` also runs them here. */
    async start({ work }: { work: boolean }): Promise<void> {
      boss = new PgBoss({
        connectionString: options.url,
        schema: JOBS_SCHEMA,
        max: 4,
        supervise: work,
        schedule: work,
        // How soon a schedule's slot is noticed and its job sent (a scheduled job then runs at most ~12 s late).
        cronMonitorIntervalSeconds: 10,
        cronWorkerIntervalSeconds: 2,
        migrate: true,
        expireInSeconds: options.expireSeconds,
        archiveCompletedAfterSeconds: 6 * 3600,
        archiveFailedAfterSeconds: 14 * 86400,
        deleteAfterDays: 14,
      });
      boss.on('error', (err) => logError(err, {}, 'job queue error', { throttled: true }));
      await boss.start();
      const creating = boss;
      // Servers starting together would deadlock creating the same queues: one at a time.
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
        for (const d of definitions) {
          await creating.createQueue(d.name, {
            name: d.name,
            retryLimit: d.retryLimit ?? 5,
            retryDelay: d.retryDelaySeconds ?? 10,
            retryBackoff: true,
            expireInSeconds: options.expireSeconds,
          });
        }
      });
      if (!work) return;
      working = true;
      for (const d of definitions) {
        // pg-boss fetches a batch, then waits out the polling interval unless woken (jobs sent). A
        // batch runs side by side, each job failing (and retrying) on its own; after a full batch
        // the worker fetches again at once, so a backlog drains as fast as the handlers go.
        const batchSize = d.handleMany ? MANY_BATCH : BATCH;
        const pollingIntervalSeconds = d.timed ? TIMED_POLL_SECONDS : (options.pollSeconds ?? POLL_SECONDS);
        const polling = { batchSize, pollingIntervalSeconds, includeMetadata: true as const };
        const running = boss;
        let workerId = '';
        workerId = await boss.work<Record<string, unknown>>(d.name, polling, async (jobs) => {
          if (jobs.length === batchSize) running.notifyWorker(workerId);
          if (d.handleMany && jobs.length > 1) {
            const done = await d.handleMany(jobs.map((j) => j.data)).then(
              () => true,
              (err) => {
                logError(err, { job: d.name }, 'batch failed; running its jobs one by one');
                return false;
              },
            );
            if (done) return;
          }
          await Promise.all(
            jobs.map(async (job) => {
              try {
                await d.handle(job.data, { id: job.id, lastTry: job.retryCount >= job.retryLimit });
              } catch (err) {
                logError(err, { job: d.name, id: job.id }, 'job failed');
                options.onJobFailed?.(d.name);
                const message = err instanceof Error ? err.message : String(err);
                await running.fail(d.name, job.id, { message });
              }
            }),
          );
        });
        workerIds.set(d.name, workerId);
        if (d.cron) await boss.schedule(d.name, d.cron, {}, { tz: 'UTC' });
      }
      hearSends();
    },

    /**
     * Enqueues a job. Given a transaction, the job is written in it: it exists only if the
     * transaction commits. `key` makes a job unique while queued (a second send is dropped);
     * `startAfter` holds it until that moment (a job at its moment, not a scan).
     */
    async send(
      name: string,
      data: object,
      opts: { tx?: Runner; key?: string; startAfter?: Date } = {},
    ): Promise<string | null> {
      if (!byName.has(name)) throw new Error(`Unknown job ${name}`);
      const id = await started().send(name, data, {
        ...(opts.tx ? { db: executorOf(opts.tx) } : {}),
        ...(opts.key ? { singletonKey: opts.key } : {}),
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
      });
      if (id) await announce(opts.tx, [{ name, startAfter: opts.startAfter }]);
      return id;
    },

    /**
     * Enqueues several jobs in one statement, in the transaction `tx` (they exist only if it
     * commits); a job with `startAfter` runs no sooner than that moment.
     */
    async sendMany(tx: Runner, jobs: { name: string; data: object; startAfter?: Date }[]): Promise<void> {
      if (jobs.length === 0) return;
      for (const j of jobs) if (!byName.has(j.name)) throw new Error(`Unknown job ${j.name}`);
      // insert() is one statement, run by every ticket creation: prepared once per connection.
      await started().insert(jobs, { db: executorOf(tx, 'pgboss-insert-jobs') });
      await announce(tx, jobs);
    },

    /** Jobs for the operations page, newest first. */
    async list(state: JobViewState | undefined, limit = 100): Promise<Job[]> {
      const states = state ? VIEW_STATES[state] : Object.values(VIEW_STATES).flat();
      const { rows } = await db.execute<{
        id: string;
        name: string;
        state: string;
        retry_count: number;
        retry_limit: number;
        output: { message?: string; value?: { message?: string } } | null;
        created_on: Date;
        started_on: Date | null;
        completed_on: Date | null;
        start_after: Date;
      }>(sql`
        select id, name, state, retry_count, retry_limit, output, created_on, started_on, completed_on, start_after
        from ${sql.raw(JOBS_SCHEMA)}.job
        where state::text in (${sql.join(
          states.map((st) => sql`${st}`),
          sql`, `,
        )}) and name not like '\\_\\_%' escape '\\'
        order by created_on desc
        limit ${limit}`);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        state: viewStateOf(r.state),
        attempts: r.retry_count + (r.state === 'created' ? 0 : 1),
        retryLimit: r.retry_limit,
        error:
          r.state === 'failed' || r.state === 'retry'
            ? (r.output?.message ?? r.output?.value?.message ?? null)
            : null,
        createdAt: new Date(r.created_on).toISOString(),
        startedAt: r.started_on ? new Date(r.started_on).toISOString() : null,
        finishedAt: r.completed_on ? new Date(r.completed_on).toISOString() : null,
        runAfter: new Date(r.start_after).toISOString(),
      }));
    },

    /**
     * Jobs per queue that are queued (created or to retry), running, or failed (kept until archived,
     * 14 days), in one statement: the waiting ones through pg-boss's partial index, the running and
     * failed ones by a scan of each queue's partition (completed jobs stay there 6 hours).
     */
    async counts(): Promise<{ queue: string; state: 'queued' | 'active' | 'failed'; count: number }[]> {
      const { rows } = await db.execute<{
        queue: string;
        state: 'queued' | 'active' | 'failed';
        count: number;
      }>(sql`
        select name as queue,
          case when state in ('created', 'retry') then 'queued' else state::text end as state,
          count(*)::int as count
        from ${sql.raw(JOBS_SCHEMA)}.job
        where state in ('created', 'retry', 'active', 'failed') and name not like '\\_\\_%' escape '\\'
        group by 1, 2`);
      // Every known queue in every state, 0 when none: a series that vanishes reads as "unknown".
      const found = new Map(rows.map((r) => [`${r.queue} ${r.state}`, r.count]));
      return definitions.flatMap((d) =>
        (['queued', 'active', 'failed'] as const).map((state) => ({
          queue: d.name,
          state,
          count: found.get(`${d.name} ${state}`) ?? 0,
        })),
      );
    },

    /** pg-boss's own connection pool while started (metrics). */
    pool(): pg.Pool | null {
      return boss ? ((boss.getDb() as unknown as { pool?: pg.Pool }).pool ?? null) : null;
    },

    /** The state of one job, or null if there is none. */
    async stateOf(id: string): Promise<{ name: string; state: JobViewState } | null> {
      const { rows } = await db.execute<{ name: string; state: string }>(
        sql`select name, state from ${sql.raw(JOBS_SCHEMA)}.job where id = ${id}`,
      );
      return rows[0] ? { name: rows[0].name, state: viewStateOf(rows[0].state) } : null;
    },

    /** Queues a failed job again, with a fresh count of tries. */
    async retry(name: string, id: string): Promise<void> {
      await started().retry(name, id);
      await announce(undefined, [{ name }]);
    },

    /** Takes no more jobs (the running ones go on): the first step of a stop. */
    async pause(): Promise<void> {
      if (!boss || !working) return;
      const running = boss;
      for (const stop of unhear.splice(0)) stop();
      workerIds.clear();
      await Promise.all(definitions.map((d) => running.offWork(d.name)));
    },

    /**
     * Stops: running jobs get `graceMs` to finish; the rest stay queued for the next worker (and a
     * job cut short is tried again once it expires). `graceMs` 0 waits for none.
     */
    async stop(graceMs = 20_000): Promise<void> {
      if (!boss) return;
      for (const stop of unhear.splice(0)) stop();
      workerIds.clear();
      await boss.stop({ graceful: working && graceMs > 0, wait: true, timeout: graceMs });
      boss = null;
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
