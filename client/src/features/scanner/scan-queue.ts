/**
 * The offline scan queue (see docs/product.md#scanner). Every scan is written to a store first
 * (IndexedDB in the browser, memory in tests), then sent to the server in the order it was
 * scanned, one at a time. A scan leaves the queue only once the server has answered it:
 *
 * - an answer (200) is its result;
 * - a refusal (4xx but 401, 408 and 429) is final too: the scan is kept as a problem, never lost;
 * - no answer (the network failed, 5xx, 401, 408, 429) leaves it at the head of the queue and the
 *   queue tries again after a growing pause (or at once when the browser says it is back online).
 *
 * The server is idempotent by `scanKey`: a scan whose answer was lost is sent again with the same
 * key and answered as the first time, so each scan takes effect at most once. Answers whose result
 * is `conflict` (the asset changed on the server meanwhile) are kept as problems too.
 *
 * Pure of the browser: the store, the sender, the clock and the timers are given.
 */

/** What a queued scan carries to the server: at least its key and the time it was scanned. */
export interface ScanBodyBase {
  scanKey: string;
  scannedAt: string;
}

export interface QueuedScan<B extends ScanBodyBase> {
  /** The order of scanning (ties broken by scannedAt, then scanKey). */
  seq: number;
  body: B;
  /** Failed attempts so far (no answer). */
  attempts: number;
}

/** A scan that did not simply go through: a refusal or a conflicting answer, kept until dismissed. */
export interface ScanProblem<B extends ScanBodyBase, A> {
  scanKey: string;
  body: B;
  /** The server's answer (a `conflict`), when it answered. */
  answer?: A;
  /** The refusal's status and words, when it refused. */
  status?: number;
  message: string;
  settledAt: string;
}

/** Where queued scans and problems are kept (IndexedDB in the browser). */
export interface ScanStore<B extends ScanBodyBase, A> {
  pending(): Promise<QueuedScan<B>[]>;
  /** Adds or replaces the queued scan of the same key. */
  put(scan: QueuedScan<B>): Promise<void>;
  remove(scanKey: string): Promise<void>;
  problems(): Promise<ScanProblem<B, A>[]>;
  /** Records a problem and removes the scan from the queue, as one step when the store can. */
  settleWithProblem(problem: ScanProblem<B, A>): Promise<void>;
  dismissProblem(scanKey: string): Promise<void>;
}

/** A final refusal of the server (a 4xx other than 401, 408, 429). */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Whether a failed call with this HTTP status is final (else it is retried). */
export const isFinalStatus = (status: number) =>
  status >= 400 && status < 500 && ![401, 408, 429].includes(status);

/** One settled scan, as the screens hear of it. */
export type Settled<B extends ScanBodyBase, A> =
  | { kind: 'answered'; body: B; answer: A }
  | { kind: 'refused'; body: B; status: number; message: string };

export interface ScanQueueDeps<B extends ScanBodyBase, A> {
  store: ScanStore<B, A>;
  /** Sends one scan: resolves with the answer, throws Refused (final) or anything else (retry). */
  send: (body: B) => Promise<A>;
  /** Whether an answer is a conflict to keep (the scan is settled either way). */
  isConflict: (answer: A) => boolean;
  /** The conflict's words. */
  messageOf: (answer: A) => string;
  /** Called for every settled scan, in the order they were sent. */
  onSettled?: (settled: Settled<B, A>) => void;
  /** Called when a send got no answer (the scan waits in the queue for the next try). */
  onNoAnswer?: (scan: QueuedScan<B>) => void;
  /** Called whenever the number of queued scans or problems may have changed. */
  onChange?: () => void;
  /** Runs `task` alone among every tab (navigator.locks); default: alone within this queue. */
  exclusive?: (task: () => Promise<void>) => Promise<void>;
  now?: () => Date;
  /** The pause before the n-th retry (n from 1), in ms. */
  backoff?: (attempt: number) => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** 1 s, 2 s, 4 s … up to 30 s. */
export const defaultBackoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));

export const byScanOrder = <B extends ScanBodyBase>(a: QueuedScan<B>, b: QueuedScan<B>) =>
  a.seq - b.seq ||
  a.body.scannedAt.localeCompare(b.body.scannedAt) ||
  a.body.scanKey.localeCompare(b.body.scanKey);

export interface ScanQueue<B extends ScanBodyBase> {
  /** Queues a scan (stored before this resolves), then starts sending. */
  enqueue(body: B): Promise<QueuedScan<B>>;
  /** Sends what is queued now; resolves when the queue is empty or waits for a retry. */
  flush(): Promise<void>;
  /** Forgets the pause before the next retry and sends at once (the browser is back online). */
  retryNow(): Promise<void>;
  /** Resolves when the sending under way (if any) has stopped: sent all, or waiting to retry. */
  idle(): Promise<void>;
  /** How many scans wait to be sent (as last read from the store). */
  readonly size: number;
  /** Stops the retry timer (the screen is left). */
  stop(): void;
}

export function createScanQueue<B extends ScanBodyBase, A>(deps: ScanQueueDeps<B, A>): ScanQueue<B> {
  const now = deps.now ?? (() => new Date());
  const backoff = deps.backoff ?? defaultBackoff;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let chain: Promise<void> = Promise.resolve();
  const exclusive =
    deps.exclusive ??
    ((task: () => Promise<void>) => {
      const run = chain.then(task);
      chain = run.catch(() => undefined);
      return run;
    });
  let size = 0;
  let lastSeq = 0;
  let timer: unknown = null;
  let stopped = false;
  /** A flush is running or asked for: one more run after the current one is enough. */
  let running: Promise<void> | null = null;
  let again = false;

  const changed = () => deps.onChange?.();

  /** Sends one scan; false when it got no answer (then the queue waits for the next try). */
  async function sendOne(head: QueuedScan<B>): Promise<boolean> {
    let answer: A;
    try {
      answer = await deps.send(head.body);
    } catch (err) {
      if (!(err instanceof Refused)) {
        // No answer: keep it at the head (order matters) and try again later.
        const attempts = head.attempts + 1;
        await deps.store.put({ ...head, attempts });
        deps.onNoAnswer?.(head);
        schedule(backoff(attempts));
        return false;
      }
      await deps.store.settleWithProblem({
        scanKey: head.body.scanKey,
        body: head.body,
        status: err.status,
        message: err.message,
        settledAt: now().toISOString(),
      });
      deps.onSettled?.({ kind: 'refused', body: head.body, status: err.status, message: err.message });
      return true;
    }
    if (deps.isConflict(answer)) {
      await deps.store.settleWithProblem({
        scanKey: head.body.scanKey,
        body: head.body,
        answer,
        message: deps.messageOf(answer),
        settledAt: now().toISOString(),
      });
    } else {
      await deps.store.remove(head.body.scanKey);
    }
    deps.onSettled?.({ kind: 'answered', body: head.body, answer });
    return true;
  }

  /**
   * Sends the queue as read from the store, in order, then reads it again for scans queued
   * meanwhile (one read per batch, not per scan: a thousand scans queued offline go in one pass).
   */
  async function sendAll(): Promise<void> {
    for (;;) {
      const queued = (await deps.store.pending()).sort(byScanOrder);
      size = queued.length;
      changed();
      if (queued.length === 0) return;
      for (const head of queued) {
        if (stopped || !(await sendOne(head))) return;
        size -= 1;
        changed();
      }
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void flush();
    }, ms);
  }

  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          // Asked to send now: the pause before a retry is over.
          if (timer !== null) {
            clearTimer(timer);
            timer = null;
          }
          await exclusive(sendAll);
        } while (again && !stopped);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    async enqueue(body) {
      if (lastSeq === 0) {
        const queued = await deps.store.pending();
        lastSeq = queued.reduce((max, q) => Math.max(max, q.seq), 0);
      }
      // Time-based, so that scans of two tabs (or two sessions) interleave by when they were made.
      lastSeq = Math.max(lastSeq + 1, now().getTime());
      const scan: QueuedScan<B> = { seq: lastSeq, body, attempts: 0 };
      await deps.store.put(scan);
      size += 1;
      changed();
      void flush();
      return scan;
    },
    flush,
    retryNow() {
      if (timer !== null) {
        clearTimer(timer);
        timer = null;
      }
      return flush();
    },
    async idle() {
      while (running) await running;
    },
    get size() {
      return size;
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}

/** A store in memory: for tests, and where IndexedDB is not available. */
export function memoryScanStore<B extends ScanBodyBase, A>(): ScanStore<B, A> & {
  readonly queued: Map<string, QueuedScan<B>>;
} {
  const queued = new Map<string, QueuedScan<B>>();
  const problems = new Map<string, ScanProblem<B, A>>();
  return {
    queued,
    async pending() {
      return [...queued.values()].map((q) => ({ ...q }));
    },
    async put(scan) {
      queued.set(scan.body.scanKey, { ...scan });
    },
    async remove(scanKey) {
      queued.delete(scanKey);
    },
    async problems() {
      return [...problems.values()];
    },
    async settleWithProblem(problem) {
      problems.set(problem.scanKey, problem);
      queued.delete(problem.scanKey);
    },
    async dismissProblem(scanKey) {
      problems.delete(scanKey);
    },
  };
}
