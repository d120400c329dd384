import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/client.ts';
import { createJobQueue, type JobDefinition, type JobQueue } from '../../server/jobs/queue.ts';
import { createEventBus, type EventBus } from '../../server/realtime/event-bus.ts';
import { createTestDb } from '../support/test-db.ts';

// The queue itself, with jobs of its own: transactions, retries, failures kept, schedules once.
let shared: Awaited<ReturnType<typeof createTestDb>>;
const quiet = { error: () => {}, warn: () => {}, info: () => {} };
const queues: JobQueue[] = [];
const buses: EventBus[] = [];
const runs: Record<string, string[]> = {};

function testJobs(prefix: string): JobDefinition[] {
  const log = (name: string, entry: string) => {
    runs[name] = [...(runs[name] ?? []), entry];
  };
  const record = (name: string) => (data: { tag?: string }) => {
    log(name, data.tag ?? '');
    return Promise.resolve();
  };
  let flaky = 0;
  return [
    { name: `${prefix}.record`, handle: record(`${prefix}.record`) },
    {
      name: `${prefix}.fails`,
      retryLimit: 2,
      retryDelaySeconds: 1,
      handle: async (data: { tag?: string }) => {
        log(`${prefix}.fails`, data.tag ?? '');
        throw new Error(`printer offline (${data.tag})`);
      },
    },
    {
      name: `${prefix}.flaky`,
      retryLimit: 0,
      handle: async () => {
        flaky++;
        if (flaky === 1) throw new Error('first try fails');
        log(`${prefix}.flaky`, 'ok');
      },
    },
    { name: `${prefix}.every-minute`, cron: '* * * * *', handle: record(`${prefix}.every-minute`) },
    {
      // Done a fetched batch at once; a batch holding a 'bad' job fails as a whole.
      name: `${prefix}.batched`,
      retryLimit: 0,
      handle: async (data: { tag: string }) => {
        if (data.tag === 'bad') throw new Error('bad job');
        log(`${prefix}.batched`, `alone:${data.tag}`);
      },
      handleMany: async (list: { tag: string }[]) => {
        if (list.some((d) => d.tag === 'bad')) throw new Error('a bad job in the batch');
        const tags = list.map((d) => d.tag).sort();
        log(`${prefix}.batched`, `together:${tags.join('+')}`);
      },
    },
  ] as JobDefinition[];
}

/**
 * A server's queue on the shared database (each with its own connections and event bus). `pollSeconds`
 * long leaves its workers to be woken by the jobs sent.
 */
async function startQueue(prefix: string, work = true, pollSeconds?: number): Promise<JobQueue> {
  const database = connect(shared.url, 3);
  const bus = await createEventBus(shared.url, database.pool, () => {});
  buses.push(bus);
  const queue = createJobQueue(database.db, {
    url: shared.url,
    expireSeconds: 60,
    log: quiet,
    bus,
    pollSeconds,
  });
  queue.define(...(testJobs(prefix) as JobDefinition<never>[]));
  await queue.start({ work });
  queues.push(queue);
  return queue;
}

beforeAll(async () => {
  shared = await createTestDb();
});
afterAll(async () => {
  for (const q of queues) await q.stop(1000);
  for (const b of buses) await b.close();
  await shared.drop();
});

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('the job queue', () => {
  it('writes a job in the transaction of the change: both commit, or neither', async () => {
    const queue = await startQueue('tx');
    await shared.db
      .transaction(async (tx) => {
        await queue.send('tx.record', { tag: 'rolled back' }, { tx });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await shared.db.transaction(async (tx) => {
      await queue.send('tx.record', { tag: 'committed' }, { tx });
    });
    await until(() => (runs['tx.record'] ?? []).includes('committed'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs['tx.record']).toEqual(['committed']);
  });

  it('retries with backoff, keeps a job failed after its last try, and a failure blocks nothing else', async () => {
    const queue = await startQueue('retry');
    const failing = (await queue.send('retry.fails', { tag: 'A' }))!;
    await queue.send('retry.record', { tag: 'meanwhile' });
    await until(() => (runs['retry.record'] ?? []).includes('meanwhile'));
    await until(async () => (await queue.stateOf(failing))?.state === 'failed', 30_000);
    expect(runs['retry.fails']).toEqual(['A', 'A', 'A']); // the first try and two retries
    const failed = await queue.list('failed');
    expect(failed.find((j) => j.id === failing)).toMatchObject({
      name: 'retry.fails',
      state: 'failed',
      error: 'printer offline (A)',
    });
  });

  it('lets an administrator retry a failed job', async () => {
    const queue = await startQueue('again');
    const id = (await queue.send('again.flaky', {}))!;
    await until(async () => (await queue.stateOf(id))?.state === 'failed');
    await queue.retry('again.flaky', id);
    await until(() => (runs['again.flaky'] ?? []).length === 1);
    await until(async () => (await queue.stateOf(id))?.state === 'completed');
  });

  it('does a fetched batch at once; when it fails, runs each job alone so only the bad one fails', async () => {
    const sender = await startQueue('many', false);
    const jobs = (tags: string[]) => tags.map((tag) => ({ name: 'many.batched', data: { tag } }));
    await sender.sendMany(shared.db, jobs(['a', 'b', 'c']));
    await startQueue('many');
    await until(() => (runs['many.batched'] ?? []).length === 1);
    expect(runs['many.batched']).toEqual(['together:a+b+c']);
    await sender.sendMany(shared.db, jobs(['d', 'bad', 'e']));
    await until(() => (runs['many.batched'] ?? []).length === 3);
    expect(runs['many.batched']!.slice(1).sort()).toEqual(['alone:d', 'alone:e']);
    await until(async () => (await sender.list('failed')).some((j) => j.name === 'many.batched'));
    expect((await sender.list('failed')).filter((j) => j.name === 'many.batched')).toMatchObject([
      { error: 'bad job' },
    ]);
  });

  it('runs a scheduled job once per slot however many servers run', async () => {
    await Promise.all([startQueue('cron'), startQueue('cron'), startQueue('cron')]);
    await until(() => (runs['cron.every-minute'] ?? []).length >= 1, 45_000);
    await new Promise((r) => setTimeout(r, 4000));
    expect(runs['cron.every-minute']).toHaveLength(1);
    const { rows } = await shared.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'cron.every-minute'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('wakes the workers of every server when a job is sent, as its transaction commits', async () => {
    // Polled once an hour: each job below runs only because its sending woke a worker.
    const api = await startQueue('wake', false, 3600);
    await startQueue('wake', true, 3600);
    await startQueue('wake', true, 3600);
    // The workers' first fetches (at their start) are past once a first job has run.
    await api.send('wake.record', { tag: 'first' });
    await until(() => (runs['wake.record'] ?? []).includes('first'));
    await api.send('wake.record', { tag: 'sent alone' });
    await until(() => (runs['wake.record'] ?? []).includes('sent alone'));
    await shared.db.transaction(async (tx) => {
      await api.sendMany(tx, [{ name: 'wake.record', data: { tag: 'sent in a transaction' } }]);
      // Not yet committed: heard by no worker, and not yet visible to one.
      await new Promise((r) => setTimeout(r, 300));
      expect(runs['wake.record']).not.toContain('sent in a transaction');
    });
    await until(() => (runs['wake.record'] ?? []).includes('sent in a transaction'));
    // A job held until later wakes no one: it waits for its moment (and a poll).
    await api.send('wake.record', { tag: 'later' }, { startAfter: new Date(Date.now() + 3_600_000) });
    await api.send('wake.record', { tag: 'now' });
    await until(() => (runs['wake.record'] ?? []).includes('now'));
    expect(runs['wake.record']).toEqual(['first', 'sent alone', 'sent in a transaction', 'now']);
  });

  it('lets an API-only server send jobs that a worker elsewhere runs', async () => {
    const api = await startQueue('split', false);
    await startQueue('split', true);
    await api.send('split.record', { tag: 'from the API server' });
    await until(() => (runs['split.record'] ?? []).includes('from the API server'));
  });
});
