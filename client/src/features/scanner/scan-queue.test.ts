import { describe, expect, it } from 'vitest';
import {
  createScanQueue,
  isFinalStatus,
  memoryScanStore,
  Refused,
  type ScanQueueDeps,
  type Settled,
} from './scan-queue';

interface Body {
  scanKey: string;
  scannedAt: string;
  code: string;
}
interface Answer {
  result: 'ok' | 'already' | 'conflict';
  message: string;
}

/**
 * A server as POST /api/scans behaves: idempotent by scanKey (the same key again answers the first
 * answer and changes nothing), 'already' for a code checked in before. `down` makes it unreachable;
 * `loseAnswers` applies the scan but loses the answer on the way back (a dropped connection).
 */
function fakeServer() {
  const answers = new Map<string, Answer>();
  const checkedIn: string[] = [];
  const received: string[] = [];
  const server = {
    down: false,
    loseAnswers: 0,
    refuse: new Set<string>(),
    conflict: new Set<string>(),
    checkedIn,
    received,
    async send(body: Body): Promise<Answer> {
      await Promise.resolve();
      if (server.down) throw new TypeError('Failed to fetch');
      received.push(body.scanKey);
      if (server.refuse.has(body.code)) throw new Refused(403, 'You may not scan here.');
      let answer = answers.get(body.scanKey);
      if (!answer) {
        if (server.conflict.has(body.code)) answer = { result: 'conflict', message: `${body.code} changed.` };
        else if (checkedIn.includes(body.code)) answer = { result: 'already', message: 'already' };
        else {
          checkedIn.push(body.code);
          answer = { result: 'ok', message: `${body.code} checked in.` };
        }
        answers.set(body.scanKey, answer);
      }
      if (server.loseAnswers > 0) {
        server.loseAnswers -= 1;
        throw new TypeError('network error after the server applied it');
      }
      return answer;
    },
  };
  return server;
}

/** Timers under the test's control: `tick()` runs what is due. */
function manualTimers() {
  const timers = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  return {
    timers,
    setTimer: (run: () => void, ms: number) => {
      const id = next++;
      timers.set(id, { run, ms });
      return id;
    },
    clearTimer: (id: unknown) => timers.delete(id as number),
    /** The pauses asked for so far that are still pending. */
    pending: () => [...timers.values()].map((t) => t.ms),
    async fire() {
      const due = [...timers.entries()];
      timers.clear();
      for (const [, t] of due) t.run();
      await settle();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let clock = Date.parse('2026-06-01T08:00:00Z');
const tick = () => {
  clock += 1000;
  return new Date(clock);
};
let keys = 0;
const scan = (code: string): Body => ({
  scanKey: `key-${++keys}-${code}`,
  scannedAt: tick().toISOString(),
  code,
});

function setUp(overrides: Partial<ScanQueueDeps<Body, Answer>> = {}) {
  const server = fakeServer();
  const store = memoryScanStore<Body, Answer>();
  const timers = manualTimers();
  const settled: Settled<Body, Answer>[] = [];
  const queue = createScanQueue<Body, Answer>({
    store,
    send: (b) => server.send(b),
    isConflict: (a) => a.result === 'conflict',
    messageOf: (a) => a.message,
    onSettled: (s) => settled.push(s),
    now: tick,
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
    ...overrides,
  });
  return { server, store, timers, settled, queue };
}

describe('the scan queue', () => {
  it('sends a scan at once when the server answers, and leaves the queue empty', async () => {
    const { server, store, queue, settled } = setUp();
    await queue.enqueue(scan('T-1'));
    await queue.idle();
    expect(server.checkedIn).toEqual(['T-1']);
    expect(await store.pending()).toEqual([]);
    expect(queue.size).toBe(0);
    expect(settled).toMatchObject([{ kind: 'answered', answer: { result: 'ok' } }]);
  });

  it('offline: keeps every scan with its time, counts them, and sends them all when back', async () => {
    const { server, store, queue, timers, settled } = setUp();
    server.down = true;
    const made: Body[] = [];
    for (let i = 1; i <= 20; i++) made.push((await queue.enqueue(scan(`T-${i}`))).body);
    await queue.idle();
    expect(queue.size).toBe(20);
    expect((await store.pending()).map((q) => q.body)).toEqual(made);
    expect(server.checkedIn).toEqual([]);
    expect(timers.pending().length).toBe(1);

    server.down = false;
    await queue.retryNow();
    expect(server.checkedIn).toEqual(made.map((b) => b.code));
    expect(queue.size).toBe(0);
    expect(settled.length).toBe(20);
    // The times are those of the scans, not of the sending.
    expect(server.received).toEqual(made.map((b) => b.scanKey));
    expect(timers.pending()).toEqual([]);
  });

  it('retries after a growing pause while the network stays down', async () => {
    const { server, queue, timers } = setUp();
    server.down = true;
    await queue.enqueue(scan('T-1'));
    await queue.idle();
    expect(timers.pending()).toEqual([1000]);
    await timers.fire();
    expect(timers.pending()).toEqual([2000]);
    await timers.fire();
    expect(timers.pending()).toEqual([4000]);
    server.down = false;
    await timers.fire();
    expect(server.checkedIn).toEqual(['T-1']);
    expect(timers.pending()).toEqual([]);
  });

  it('reorder: sends in the order scanned, whatever order the store returns them in', async () => {
    const { server, store, queue } = setUp();
    server.down = true;
    const made = [];
    for (const code of ['A', 'B', 'C', 'D']) made.push((await queue.enqueue(scan(code))).body.code);
    // A store (IndexedDB by key) lists them in another order.
    const shuffled = [...store.queued.entries()].reverse();
    store.queued.clear();
    for (const [k, v] of shuffled) store.queued.set(k, v);
    server.down = false;
    await queue.retryNow();
    expect(server.checkedIn).toEqual(made);
  });

  it('reorder: a failed head is not overtaken by the scans behind it', async () => {
    const { server, queue, timers } = setUp();
    await queue.enqueue(scan('A'));
    await queue.idle();
    server.down = true;
    await queue.enqueue(scan('B'));
    await queue.idle();
    server.down = false;
    // The next scan asks for a send; B goes first.
    await queue.enqueue(scan('C'));
    await queue.idle();
    expect(server.checkedIn).toEqual(['A', 'B', 'C']);
    expect(timers.pending()).toEqual([]);
  });

  it('replay: an answer lost on the way back is asked again with the same key, applied once', async () => {
    const { server, queue, settled } = setUp();
    server.loseAnswers = 1;
    const first = (await queue.enqueue(scan('T-9'))).body;
    await queue.idle();
    expect(queue.size).toBe(1);
    await queue.retryNow();
    expect(server.received).toEqual([first.scanKey, first.scanKey]);
    expect(server.checkedIn).toEqual(['T-9']);
    expect(settled).toMatchObject([{ kind: 'answered', answer: { result: 'ok' } }]);
  });

  it('replay: a queue made again on the same store (a reload) sends what was left', async () => {
    const first = setUp();
    first.server.down = true;
    await first.queue.enqueue(scan('X'));
    await first.queue.enqueue(scan('Y'));
    await first.queue.idle();
    first.queue.stop();

    first.server.down = false;
    const again = createScanQueue<Body, Answer>({
      store: first.store,
      send: (b) => first.server.send(b),
      isConflict: (a) => a.result === 'conflict',
      messageOf: (a) => a.message,
      now: tick,
    });
    await again.flush();
    await again.idle();
    expect(first.server.checkedIn).toEqual(['X', 'Y']);
    expect(again.size).toBe(0);
  });

  it('duplicate: flushes asked at once (an online event, a new scan, a timer) send each scan once', async () => {
    const { server, queue } = setUp();
    server.down = true;
    for (const code of ['A', 'B', 'C']) await queue.enqueue(scan(code));
    await queue.idle();
    server.down = false;
    await Promise.all([queue.retryNow(), queue.flush(), queue.flush(), queue.retryNow()]);
    await queue.idle();
    expect(server.received.length).toBe(3);
    expect(server.checkedIn).toEqual(['A', 'B', 'C']);
  });

  it('duplicate: two queues (two tabs) on one store send each scan at most once in effect', async () => {
    const server = fakeServer();
    const store = memoryScanStore<Body, Answer>();
    let chain: Promise<void> = Promise.resolve();
    // navigator.locks in the browser: one tab sends at a time.
    const exclusive = (task: () => Promise<void>) => {
      const run = chain.then(task);
      chain = run.catch(() => undefined);
      return run;
    };
    const make = () =>
      createScanQueue<Body, Answer>({
        store,
        send: (b) => server.send(b),
        isConflict: (a) => a.result === 'conflict',
        messageOf: (a) => a.message,
        exclusive,
        now: tick,
      });
    const [tabA, tabB] = [make(), make()];
    server.down = true;
    await tabA.enqueue(scan('A'));
    await tabB.enqueue(scan('B'));
    await Promise.all([tabA.idle(), tabB.idle()]);
    server.down = false;
    await Promise.all([tabA.retryNow(), tabB.retryNow()]);
    expect(server.received.length).toBe(2);
    expect(server.checkedIn).toEqual(['A', 'B']);
    tabA.stop();
    tabB.stop();
  });

  it('duplicate: the same code scanned twice is two scans; the second is answered "already"', async () => {
    const { queue, settled } = setUp();
    await queue.enqueue(scan('T-5'));
    await queue.enqueue(scan('T-5'));
    await queue.idle();
    expect(settled.map((s) => (s.kind === 'answered' ? s.answer.result : s.kind))).toEqual(['ok', 'already']);
  });

  it('duplicate: a scan put again under its key is still one scan', async () => {
    const { server, store, queue } = setUp();
    server.down = true;
    const body = scan('T-7');
    await queue.enqueue(body);
    await queue.enqueue(body);
    expect((await store.pending()).length).toBe(1);
    server.down = false;
    await queue.retryNow();
    expect(server.received).toEqual([body.scanKey]);
  });

  it('a refusal is final: kept as a problem, and the scans behind it go on', async () => {
    const { server, store, queue, settled, timers } = setUp();
    server.refuse.add('B');
    for (const code of ['A', 'B', 'C']) await queue.enqueue(scan(code));
    await queue.idle();
    expect(server.checkedIn).toEqual(['A', 'C']);
    expect(await store.pending()).toEqual([]);
    expect(await store.problems()).toMatchObject([
      { status: 403, message: 'You may not scan here.', body: { code: 'B' } },
    ]);
    expect(settled.map((s) => s.kind)).toEqual(['answered', 'refused', 'answered']);
    expect(timers.pending()).toEqual([]);
  });

  it('conflicts are listed, not lost, until dismissed', async () => {
    const { server, store, queue } = setUp();
    server.conflict.add('C-1');
    const body = (await queue.enqueue(scan('C-1'))).body;
    await queue.idle();
    expect(await store.pending()).toEqual([]);
    const [problem] = await store.problems();
    expect(problem).toMatchObject({
      scanKey: body.scanKey,
      answer: { result: 'conflict' },
      message: 'C-1 changed.',
    });
    await store.dismissProblem(body.scanKey);
    expect(await store.problems()).toEqual([]);
  });

  it('a status that says "later" is retried; other 4xx are final', () => {
    expect([400, 403, 404, 409, 413, 422].every(isFinalStatus)).toBe(true);
    expect([401, 408, 429, 500, 502, 503].some(isFinalStatus)).toBe(false);
  });
});
