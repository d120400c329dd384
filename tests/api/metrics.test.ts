import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeWorld, type World } from '../support/fixtures.ts';
import { freePort } from '../support/server-process.ts';
import { startMailServer, type TestMailServer } from '../support/smtp.ts';
import { call, createTestApp, INJECT_HOST, startListening, type TestApp } from '../support/test-app.ts';
import { createTestDb } from '../support/test-db.ts';

// GET /metrics: the Prometheus text format, parsed by a Prometheus text parser; its families move
// with the work they count; a token, or loopback only; nothing personal or secret in a label.

const TOKEN = 'metrics-token-0123456789abcdef';

const newDistrict = (tag: string) => ({
  districtName: `Metrics Test ${tag}`,
  adminName: 'Rosa Parks',
  adminEmail: `rosa-${tag}@metricstest.example`,
  serviceLevel: 'ascend',
});

/** The answer of GET /metrics, which must be 200 in the text format. */
async function scrapeText(t: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/**
 * The samples by series name. The parser folds a labelled histogram into one unlabelled sample
 * (it handles unlabelled ones only), so histograms are read as untyped: `_bucket`, `_sum` and
 * `_count` are then series of their own, each with its labels (interleaved, so the parser gives
 * a family per run of lines: they are gathered by name).
 */
function seriesOf(text: string): PrometheusFamily[] {
  const byName = new Map<string, PrometheusFamily>();
  for (const f of parsePrometheusTextFormat(
    text.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped'),
  )) {
    const known = byName.get(f.name);
    if (known) known.metrics.push(...f.metrics);
    else byName.set(f.name, { ...f, metrics: [...f.metrics] });
  }
  return [...byName.values()];
}

async function scrape(t: TestApp, headers: Record<string, string> = {}): Promise<PrometheusFamily[]> {
  return seriesOf(await scrapeText(t, headers));
}

const family = (families: PrometheusFamily[], name: string) => {
  const found = families.find((f) => f.name === name);
  if (!found) throw new Error(`no ${name} in the metrics`);
  return found;
};

/** The value of the first sample of a series with these labels (0 when there is none yet). */
function sampleValue(
  families: PrometheusFamily[],
  name: string,
  labels: Record<string, string> = {},
): number {
  const sample = families
    .find((f) => f.name === name)
    ?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return sample ? Number(sample.value) : 0;
}

const REQUESTS = 'portal_http_request_duration_seconds';

/** Requests counted for a route pattern, method and status class (the histogram's _count). */
const requestsOf = (families: PrometheusFamily[], method: string, route: string, statusClass: string) =>
  sampleValue(families, `${REQUESTS}_count`, { method, route, status_class: statusClass });

describe('GET /metrics on loopback (no METRICS_TOKEN)', () => {
  let t: TestApp;
  let w: World;
  let smtp: TestMailServer;
  beforeAll(async () => {
    smtp = await startMailServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
    w = await makeWorld(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('has every family, in the text format a Prometheus parser reads', async () => {
    const text = await scrapeText(t);
    const families = parsePrometheusTextFormat(text);
    const types = Object.fromEntries(families.map((f) => [f.name, f.type]));
    expect(types).toMatchObject({
      portal_http_request_duration_seconds: 'HISTOGRAM',
      portal_db_pool_connections: 'GAUGE',
      portal_db_pool_idle: 'GAUGE',
      portal_db_pool_waiting: 'GAUGE',
      portal_jobs: 'GAUGE',
      portal_jobs_failed_total: 'COUNTER',
      portal_mail_sent_total: 'COUNTER',
      portal_mail_failed_total: 'COUNTER',
      portal_websocket_connections: 'GAUGE',
      portal_event_bus_lag_seconds: 'HISTOGRAM',
      portal_event_bus_last_event_age_seconds: 'GAUGE',
      process_resident_memory_bytes: 'GAUGE',
      nodejs_heap_size_used_bytes: 'GAUGE',
      nodejs_eventloop_lag_p99_seconds: 'GAUGE',
    });
    // Both pools: the app's and pg-boss's.
    expect(
      family(families, 'portal_db_pool_connections')
        .metrics.map((m) => m.labels?.pool)
        .sort(),
    ).toEqual(['app', 'jobs']);
    expect(sampleValue(families, 'portal_db_pool_connections', { pool: 'app' })).toBeGreaterThan(0);
    // Every queue in every state, zeros included.
    const jobs = family(families, 'portal_jobs').metrics;
    expect(jobs.find((m) => m.labels?.queue === 'mail.send' && m.labels?.state === 'queued')).toBeDefined();
    expect(new Set(jobs.map((m) => m.labels?.state))).toEqual(new Set(['queued', 'active', 'failed']));
  });

  it('counts requests by route pattern (not the URL), method and status class, with their latency', async () => {
    const before = await scrape(t);
    const route = '/api/tickets/:id/details';
    const id = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 3; i++)
      expect(
        (await call(t.app, 'GET', `/api/tickets/${id}/details`, { cookie: w.cookies.adminA })).status,
      ).toBe(404);
    expect((await call(t.app, 'GET', `/api/districts`, { cookie: w.cookies.provider })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/districts')).status).toBe(401);
    const after = await scrape(t);
    expect(requestsOf(after, 'GET', route, '4xx') - requestsOf(before, 'GET', route, '4xx')).toBe(3);
    expect(
      requestsOf(after, 'GET', '/api/districts', '2xx') - requestsOf(before, 'GET', '/api/districts', '2xx'),
    ).toBe(1);
    expect(
      requestsOf(after, 'GET', '/api/districts', '4xx') - requestsOf(before, 'GET', '/api/districts', '4xx'),
    ).toBe(1);
    const labels = { method: 'GET', route, status_class: '4xx' };
    expect(sampleValue(after, `${REQUESTS}_sum`, labels)).toBeGreaterThan(0);
    expect(sampleValue(after, `${REQUESTS}_bucket`, { ...labels, le: '+Inf' })).toBe(
      requestsOf(after, 'GET', route, '4xx'),
    );
    // The raw URL never becomes a label; a path no route knows is one label.
    const routes = family(after, `${REQUESTS}_count`).metrics.map((m) => m.labels?.route);
    expect(routes.some((r) => r?.includes(id))).toBe(false);
    await call(t.app, 'GET', `/api/no-such-thing/${id}`);
    const unmatched = await scrape(t);
    expect(requestsOf(unmatched, 'GET', '(unmatched)', '4xx')).toBeGreaterThanOrEqual(1);
  });

  it('counts mail sent and hears the event bus', async () => {
    const before = await scrape(t);
    const created = await call(t.app, 'POST', '/api/districts', {
      cookie: w.cookies.provider,
      body: newDistrict('sent'),
    });
    expect(created.status).toBe(201);
    await smtp.waitFor('rosa-sent@metricstest.example');
    await expect
      .poll(async () => sampleValue(await scrape(t), 'portal_mail_sent_total'), { timeout: 10_000 })
      .toBe(sampleValue(before, 'portal_mail_sent_total') + 1);
    // The district's creation was published and heard back through NOTIFY.
    const after = await scrape(t);
    const lagCount = sampleValue(after, 'portal_event_bus_lag_seconds_count');
    expect(lagCount).toBeGreaterThan(0);
    expect(sampleValue(after, 'portal_event_bus_lag_seconds_sum')).toBeLessThan(lagCount * 5);
    expect(sampleValue(after, 'portal_event_bus_last_event_age_seconds')).toBeLessThan(60);
  });

  it('is refused to another machine, to a proxied request and to a name other than loopback', async () => {
    const far = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(far.statusCode).toBe(403);
    expect(far.body).not.toContain('portal_');
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
    // A DNS-rebinding page reaches loopback under its own name.
    const rebound = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { host: 'attacker.example:5000' },
    });
    expect(rebound.statusCode).toBe(403);
    const ipv6 = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '::1',
      headers: { host: '[::1]:5000' },
    });
    expect(ipv6.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: { host: INJECT_HOST } })).statusCode,
    ).toBe(200);
  });

  it('carries no secrets or personal data in its labels', async () => {
    await call(t.app, 'GET', `/api/auth/invite/${'x'.repeat(43)}`);
    await call(t.app, 'GET', '/api/districts?search=rosa-sent@metricstest.example');
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    const families = seriesOf(res.body);
    const values = families.flatMap((f) => f.metrics.flatMap((m) => Object.values(m.labels ?? {})));
    for (const v of values) {
      expect(v).not.toMatch(/@|[0-9a-f]{8}-[0-9a-f]{4}-|x{10}|\?|cookie|portal_session/i);
    }
    const labelNames = new Set(
      families.flatMap((f) => f.metrics.flatMap((m) => Object.keys(m.labels ?? {}))),
    );
    for (const name of labelNames) expect(name).not.toMatch(/user|email|district|token|ip|address|session/i);
    expect(res.body).not.toContain(w.people.provider.email);
    expect(res.body).not.toContain(w.districtA.id);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('answers the token from anywhere, and 401 without it or with another', async () => {
    const anywhere = { remoteAddress: '203.0.113.9' };
    const none = await t.app.inject({ method: 'GET', url: '/metrics', ...anywhere });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    // Loopback is no excuse once a token is set.
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
      ...anywhere,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('portal_');
    const ok = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      // A scraper addresses the server by its IP: the token is the check, not the name.
      headers: { authorization: `Bearer ${TOKEN}`, host: '10.0.0.5:5000' },
      ...anywhere,
    });
    expect(ok.statusCode).toBe(200);
    expect(parsePrometheusTextFormat(ok.body).some((f) => f.name === 'portal_jobs')).toBe(true);
  });

  it('refuses a token shorter than 16 characters at start', async () => {
    await expect(createTestApp({ METRICS_TOKEN: 'short' })).rejects.toThrow(
      /METRICS_TOKEN: must be at least 16/,
    );
  });
});

describe('metrics of a listening server', () => {
  it('counts open sockets and mail that failed', async () => {
    const port = await freePort(); // nobody listens: every delivery fails
    const database = await createTestDb();
    const t = await startListening(database, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const w = await makeWorld(t.app, t.db);
      const url = `${t.base}/metrics`;
      const read = async () => seriesOf(await (await fetch(url)).text());
      const socket = new WebSocket(`${t.base.replace(/^http/, 'ws')}/ws`, {
        headers: { cookie: w.cookies.adminA!, origin: 'http://localhost:5000', host: 'localhost:5000' },
      });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      await expect.poll(async () => sampleValue(await read(), 'portal_websocket_connections')).toBe(1);
      socket.close();
      await expect.poll(async () => sampleValue(await read(), 'portal_websocket_connections')).toBe(0);

      await call(t.app, 'POST', '/api/districts', {
        cookie: w.cookies.provider,
        body: newDistrict('failed'),
      });
      await expect
        .poll(async () => sampleValue(await read(), 'portal_mail_failed_total', { final: 'false' }), {
          timeout: 15_000,
        })
        .toBeGreaterThanOrEqual(1);
      const families = await read();
      expect(
        sampleValue(families, 'portal_jobs_failed_total', { queue: 'mail.send' }),
      ).toBeGreaterThanOrEqual(1);
    } finally {
      await t.close();
      await database.drop();
    }
  });
});
