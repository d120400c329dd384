import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, type Metric, Registry } from 'prom-client';

/** A pg pool's counts (pg.Pool's own fields). */
type PoolLike = Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;

/** Jobs of one queue in one state, as counted in pg-boss's table. */
export interface QueueCount {
  queue: string;
  state: 'queued' | 'active' | 'failed';
  count: number;
}

/** What the queue gauges read at scrape time (kept for QUEUE_CACHE_MS). */
export type QueueCounter = () => Promise<QueueCount[]>;

/** Queue counts are read at most this often, however often the scraper asks. */
const QUEUE_CACHE_MS = 5_000;

/** Request latency buckets (seconds): the API answers in milliseconds; exports and reports take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Event bus lag buckets (seconds): a NOTIFY normally arrives within a few milliseconds. */
const LAG_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The label of a route: its pattern (`/api/tickets/:id`), never the raw URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

interface RequestSeries {
  labels: { method: string; route: string; status_class: string };
  /** Observations per bucket (not cumulative), the last one past every bound (+Inf). */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * `portal_http_request_duration_seconds`, kept by hand: prom-client's Histogram validates and
 * hashes the labels on every observation (about 4 µs a request, measured); this finds the series
 * by one string key and a bucket by a scan of 11 bounds, and gives prom-client's registry the
 * same exposition (cumulative `_bucket` with `le`, `_sum`, `_count`) when scraped.
 */
class RequestHistogram {
  readonly name = 'portal_http_request_duration_seconds';
  readonly help = 'HTTP requests by route pattern, method and status class: latency, and count (_count).';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, RequestSeries>();

  constructor(registry: Registry) {
    registry.registerMetric(this as unknown as Metric);
  }

  observe(method: string, route: string, statusClass: string, seconds: number): void {
    const key = `${method} ${statusClass} ${route}`;
    let s = this.series.get(key);
    if (!s) {
      s = {
        labels: { method, route, status_class: statusClass },
        counts: new Array(LATENCY_BUCKETS.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      this.series.set(key, s);
    }
    let i = 0;
    while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]!) i++;
    s.counts[i]!++;
    s.sum += seconds;
    s.count++;
  }

  get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const s of this.series.values()) {
      let acc = 0;
      LATENCY_BUCKETS.forEach((le, i) => {
        acc += s.counts[i]!;
        values.push({ labels: { ...s.labels, le }, value: acc, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { ...s.labels, le: '+Inf' }, value: s.count, metricName: `${this.name}_bucket` });
      values.push({ labels: s.labels, value: s.sum, metricName: `${this.name}_sum` });
      values.push({ labels: s.labels, value: s.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    this.series.clear();
  }
}

/**
 * The process's Prometheus metrics, in a registry of its own (one per app: tests run several in a
 * process). Instruments are bumped by the code they measure through plain callbacks, so the
 * measured modules never import this one; gauges of pools, sockets and queues are read when
 * scraped.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new RequestHistogram(registry);

  const mailSent = new Counter({
    name: 'portal_mail_sent_total',
    help: 'Mails handed to the mail server by this process.',
    registers: [registry],
  });
  const mailFailed = new Counter({
    name: 'portal_mail_failed_total',
    help: 'Mail deliveries that failed in this process; final="false" is tried again, final="true" is given up.',
    labelNames: ['final'] as const,
    registers: [registry],
  });
  const jobsFailed = new Counter({
    name: 'portal_jobs_failed_total',
    help: 'Job runs that failed in this process (each try counts), by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const busLag = new Histogram({
    name: 'portal_event_bus_lag_seconds',
    help: 'Time from publishing an event (on any server, by its clock) to its NOTIFY reaching this server.',
    buckets: LAG_BUCKETS,
    registers: [registry],
  });

  const pools = new Map<string, PoolLike | (() => PoolLike | null)>();
  const poolGauge = (name: string, help: string, read: (p: PoolLike) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [label, source] of pools) {
          const pool = typeof source === 'function' ? source() : source;
          if (pool) this.set({ pool: label }, read(pool));
        }
      },
    });
  poolGauge('portal_db_pool_connections', 'Open connections of a database pool.', (p) => p.totalCount);
  poolGauge('portal_db_pool_idle', 'Idle connections of a database pool.', (p) => p.idleCount);
  poolGauge(
    'portal_db_pool_waiting',
    'Queries waiting for a connection of a database pool.',
    (p) => p.waitingCount,
  );

  let sockets: () => number = () => 0;
  new Gauge({
    name: 'portal_websocket_connections',
    help: 'Open live-update sockets (/ws) of this server.',
    registers: [registry],
    collect() {
      this.set(sockets());
    },
  });

  let lastEventAt: number | null = null;
  new Gauge({
    name: 'portal_event_bus_last_event_age_seconds',
    help: 'Seconds since this server last received an event from the bus (absent before the first).',
    registers: [registry],
    collect() {
      this.reset();
      if (lastEventAt !== null) this.set((Date.now() - lastEventAt) / 1000);
    },
  });

  let queueCounter: QueueCounter | null = null;
  let queueRead: { at: number; counts: Promise<QueueCount[]> } | null = null;
  const queueCounts = (): Promise<QueueCount[]> => {
    if (!queueCounter) return Promise.resolve([]);
    if (!queueRead || Date.now() - queueRead.at > QUEUE_CACHE_MS) {
      const counts = queueCounter().catch(() => queueRead?.counts ?? []);
      queueRead = { at: Date.now(), counts };
    }
    return queueRead.counts;
  };
  new Gauge({
    name: 'portal_jobs',
    help: 'Jobs per queue: queued (waiting or to retry), active, and failed (kept 14 days). Read at most every 5 s.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const counts = await queueCounts();
      this.reset();
      for (const c of counts) this.set({ queue: c.queue, state: c.state }, c.count);
    },
  });

  return {
    registry,
    contentType: registry.contentType,

    /** One answered HTTP request (`route` is the pattern, or UNMATCHED_ROUTE). */
    observeRequest(method: string, route: string, status: number, ms: number): void {
      const m = METHODS.has(method) ? method : 'OTHER';
      requests.observe(m, route, `${Math.floor(status / 100)}xx`, ms / 1000);
    },
    mailSent: () => mailSent.inc(),
    mailFailed: (final: boolean) => mailFailed.inc({ final: String(final) }),
    jobFailed: (queue: string) => jobsFailed.inc({ queue }),
    /** An event arrived from the bus, published at `publishedAt` (ms, the publisher's clock) if known. */
    eventReceived(publishedAt: number | undefined): void {
      const now = Date.now();
      lastEventAt = now;
      if (publishedAt !== undefined) busLag.observe(Math.max(0, now - publishedAt) / 1000);
    },
    /** Reports a pool's counts as `pool="<label>"` (a function: the pool may come and go). */
    watchPool(label: string, pool: PoolLike | (() => PoolLike | null)): void {
      pools.set(label, pool);
    },
    watchSockets(count: () => number): void {
      sockets = count;
    },
    watchQueues(counter: QueueCounter): void {
      queueCounter = counter;
      queueRead = null;
    },
    /** The exposition text (what GET /metrics answers). */
    render: () => registry.metrics(),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
