import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckResult, Incident, Monitor, MonitorHistory } from '../../domain/monitors.ts';
import { MONITOR_MESSAGES } from '../../domain/monitors.ts';
import { REMOTE_URL_MESSAGES } from '../../domain/remote-calls.ts';
import {
  integrationConnections,
  monitorChecks,
  monitors,
  notifications,
} from '../../server/db/schema/index.ts';
import type { PortalEvent } from '../../server/realtime/event-bus.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import {
  makeTestPki,
  startDnsServer,
  startSite,
  type TestPki,
  type TestSite,
} from '../support/monitor-servers.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Service monitors against local HTTPS servers (their certificates signed by a test CA that the
// test-only MONITOR_TEST_CA trusts) and a local DNS server (MONITOR_DNS_SERVERS); loopback is
// reachable through INTEGRATIONS_ALLOW_INSECURE, as in the integrations' tests (issue 32).

const DAY = 86_400_000;
let t: TestApp;
let w: World;
let pki: TestPki;
let good: TestSite;
let expiring: TestSite;
let untrusted: TestSite;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
const events: PortalEvent[] = [];

beforeAll(async () => {
  pki = await makeTestPki();
  good = await startSite(await pki.leaf(new Date(Date.now() + 200 * DAY)));
  // Ten days and an hour: "expires in 10 days" however long the test takes.
  expiring = await startSite(await pki.leaf(new Date(Date.now() + 10 * DAY + 3600_000)));
  untrusted = await startSite(await pki.untrusted());
  dns = await startDnsServer({ 'www.lakeside.test': '203.0.113.10' });
  t = await createTestApp(
    {
      INTEGRATIONS_ALLOW_INSECURE: 'true',
      MONITOR_TEST_CA: pki.ca.cert,
      MONITOR_DNS_SERVERS: dns.server,
    },
    // No worker: the minute's scheduler would check monitors between a test's own checks.
    { work: false },
  );
  w = await makeWorld(t.app, t.db);
  t.bus.subscribe((e) => events.push(e));
}, 60_000);

afterAll(async () => {
  await t?.close();
  await Promise.all([good?.close(), expiring?.close(), untrusted?.close(), dns?.close()]);
});

async function add(body: Record<string, unknown>, cookie = w.cookies.adminA) {
  return call<Monitor & { message?: string; issues?: { path: string; message: string }[] }>(
    t.app,
    'POST',
    '/api/monitors',
    { cookie, body: { districtId: w.districtA.id, ...body } },
  );
}
const check = (id: string, cookie = w.cookies.adminA) =>
  call<CheckResult>(t.app, 'POST', `/api/monitors/${id}/check`, { cookie });
const one = async (id: string) =>
  (
    await call<Monitor[]>(t.app, 'GET', `/api/monitors?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    })
  ).body.find((m) => m.id === id)!;

describe('HTTPS monitors', () => {
  it('adds a monitor with the defaults, pending until its first check', async () => {
    const res = await add({ name: 'District website', kind: 'https', target: good.url });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'District website',
      kind: 'https',
      target: good.url,
      intervalMinutes: 5,
      expectStatus: 200,
      keyword: null,
      maxResponseMs: 5000,
      certWarnDays: 14,
      enabled: true,
      openTickets: true,
      state: 'pending',
      lastCheckedAt: null,
      uptime: { day: null, week: null, month: null },
    });
  });

  it('checks a healthy site: status, time and the certificate’s end read from the peer', async () => {
    const m = (await add({ name: 'Healthy', kind: 'https', target: good.url })).body;
    const res = await check(m.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, status: 'up' });
    expect(res.body.message).toMatch(/^Answered 200 in \d+ ms$/);
    const after = await one(m.id);
    expect(after.state).toBe('up');
    expect(after.lastMs).toBeGreaterThanOrEqual(0);
    const days = (new Date(after.certExpiresAt!).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(199);
    expect(after.uptime).toEqual({ day: 100, week: 100, month: 100 });
  });

  it('is degraded when the certificate expires within the warning (10 days here)', async () => {
    const m = (await add({ name: 'Expiring', kind: 'https', target: expiring.url })).body;
    const res = await check(m.id);
    expect(res.body).toMatchObject({
      ok: true,
      status: 'degraded',
      message: 'The certificate expires in 10 days',
    });
    // Within a warning of 7 days it is up.
    await call(t.app, 'PUT', `/api/monitors/${m.id}`, {
      cookie: w.cookies.adminA,
      body: {
        districtId: w.districtA.id,
        name: 'Expiring',
        kind: 'https',
        target: expiring.url,
        certWarnDays: 7,
      },
    });
    expect((await check(m.id)).body.status).toBe('up');
  });

  it('is down on a certificate nobody trusts, a wrong status, a missing keyword; degraded when slow', async () => {
    const bad = (await add({ name: 'Untrusted', kind: 'https', target: untrusted.url })).body;
    expect((await check(bad.id)).body).toMatchObject({
      ok: false,
      status: 'down',
      message: 'The certificate is not trusted (self-signed or an unknown authority)',
    });

    const kw = (
      await add({ name: 'Keyword', kind: 'https', target: good.url, keyword: 'Welcome to Lakeside' })
    ).body;
    expect((await check(kw.id)).body.status).toBe('up');
    const missing = (
      await add({ name: 'Missing keyword', kind: 'https', target: good.url, keyword: 'Closed today' })
    ).body;
    expect((await check(missing.id)).body).toMatchObject({
      status: 'down',
      message: 'The page does not contain "Closed today"',
    });

    const status = (await add({ name: 'Status', kind: 'https', target: good.url, expectStatus: 204 })).body;
    expect((await check(status.id)).body.message).toBe('Answered 200, expected 204');

    good.answer.delayMs = 250;
    try {
      const slow = (await add({ name: 'Slow', kind: 'https', target: good.url, maxResponseMs: 100 })).body;
      const res = (await check(slow.id)).body;
      expect(res.status).toBe('degraded');
      expect(res.message).toMatch(/^Slow: answered in \d+ ms \(limit 100 ms\)$/);
    } finally {
      good.answer.delayMs = 0;
    }
  });

  it('is down when nothing answers', async () => {
    const closed = await startSite(await pki.leaf(new Date(Date.now() + 100 * DAY)));
    const url = closed.url;
    await closed.close();
    const m = (await add({ name: 'Gone', kind: 'https', target: url })).body;
    expect((await check(m.id)).body).toMatchObject({
      status: 'down',
      message: 'localhost refused the connection',
    });
  });

  it('refuses a private address when it is saved (the integrations’ address rule)', async () => {
    const res = await add({ name: 'Intranet', kind: 'https', target: 'https://10.1.2.3/' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(REMOTE_URL_MESSAGES.urlPrivate);
    expect(res.body.issues).toEqual([{ path: 'target', message: REMOTE_URL_MESSAGES.urlPrivate }]);
  });
});

describe('DNS and integration monitors', () => {
  it('resolves a name through the configured server; a missing name is down', async () => {
    const m = (await add({ name: 'Website DNS', kind: 'dns', target: 'www.lakeside.test' })).body;
    const res = await check(m.id);
    expect(res.body).toMatchObject({ ok: true, status: 'up' });
    expect(res.body.message).toMatch(/^Resolved to 203\.0\.113\.10 in \d+ ms$/);
    const gone = (await add({ name: 'Old DNS', kind: 'dns', target: 'old.lakeside.test' })).body;
    expect((await check(gone.id)).body).toMatchObject({
      status: 'down',
      message: 'old.lakeside.test does not exist (NXDOMAIN)',
    });
  });

  it('reads the integration’s last sync and the Google sync’s', async () => {
    const cw = (await add({ name: 'ConnectWise sync', kind: 'integration', target: 'connectwise' })).body;
    expect((await check(cw.id)).body).toMatchObject({
      status: 'down',
      message: 'ConnectWise is not set up for this district',
    });
    await t.db.insert(integrationConnections).values({
      districtId: w.districtA.id,
      name: 'connectwise',
      enabled: true,
      lastSyncAt: new Date(Date.now() - 5 * 60_000),
      lastErrorAt: new Date(),
      lastError: 'ConnectWise refused the credentials (401).',
    });
    expect((await check(cw.id)).body).toMatchObject({
      status: 'down',
      message: 'The last ConnectWise sync failed: ConnectWise refused the credentials (401).',
    });
    await t.db.insert(integrationConnections).values({
      districtId: w.districtA.id,
      name: 'google',
      enabled: true,
      options: { schedule: 'nightly' },
      lastSyncAt: new Date(Date.now() - 30 * 3600_000),
    });
    const google = (await add({ name: 'Google sync', kind: 'integration', target: 'google' })).body;
    expect((await check(google.id)).body).toMatchObject({
      status: 'degraded',
      message: 'Google Workspace last synced 30 hours ago',
    });
  });
});

describe('incidents', () => {
  let flappy: TestSite;
  beforeAll(async () => {
    flappy = await startSite(await pki.leaf(new Date(Date.now() + 100 * DAY)));
  });
  afterAll(() => flappy.close());

  it('two failures open an incident, notices and a ticket; a flap keeps it; two successes resolve it and the ticket', async () => {
    const m = (await add({ name: 'Student portal', kind: 'https', target: flappy.url })).body;
    const incidents = async () =>
      (
        await call<Incident[]>(t.app, 'GET', `/api/incidents?districtId=${w.districtA.id}`, {
          cookie: w.cookies.viewerA,
        })
      ).body.filter((i) => i.monitorId === m.id);
    const states: string[] = [];
    const step = async (status: number) => {
      flappy.answer.status = status;
      states.push((await check(m.id)).body.status);
    };

    await step(200);
    await step(500);
    expect(await incidents()).toEqual([]); // one failure is not an outage
    events.length = 0;
    await step(500);
    const [open] = await incidents();
    expect(open).toMatchObject({
      monitorName: 'Student portal',
      state: 'open',
      resolvedAt: null,
      downtimeSeconds: null,
      lastMessage: 'Answered 500, expected 200',
    });
    expect(open!.ticketId).not.toBeNull();
    expect(open!.ticketNumber).toMatch(/\d/);
    // Events travel through PostgreSQL's NOTIFY: they arrive a moment after the answer.
    await expect
      .poll(() => events.map((e) => e.type))
      .toEqual(expect.arrayContaining(['monitor_changed', 'incident_changed', 'ticket_created']));
    expect(events.find((e) => e.type === 'incident_changed')).toMatchObject({
      districtId: w.districtA.id,
      data: { districtId: w.districtA.id },
    });

    // The district's administrators and Five Star are told (not its technicians or another district).
    const told = await t.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(
        and(eq(notifications.kind, 'service_incident'), eq(notifications.title, 'Student portal is down')),
      );
    expect(told.map((n) => n.userId).sort()).toEqual([w.people.adminA.id, w.people.provider.id].sort());

    const ticket = await call(t.app, 'GET', `/api/tickets/${open!.ticketId}/details`, {
      cookie: w.cookies.adminA,
    });
    expect(ticket.body.ticket).toMatchObject({
      title: 'Outage: Student portal is down',
      priority: 'high',
      category: 'network',
      status: 'open',
    });

    // Flapping: one good check between failures keeps the one incident.
    await step(200);
    await step(500);
    await step(200);
    expect(await incidents()).toHaveLength(1);
    expect((await incidents())[0]!.state).toBe('open');
    await step(200);
    expect(states).toEqual(['up', 'down', 'down', 'up', 'down', 'up', 'up']);

    const [resolved] = await incidents();
    expect(resolved!.state).toBe('resolved');
    expect(resolved!.downtimeSeconds).toBeGreaterThanOrEqual(0);
    expect(resolved!.id).toBe(open!.id);

    const after = await call(t.app, 'GET', `/api/tickets/${open!.ticketId}/details`, {
      cookie: w.cookies.adminA,
    });
    expect(after.body.ticket.status).toBe('resolved');
    const note = after.body.activity.find(
      (a: { kind: string; body: string | null }) =>
        a.kind === 'comment' && a.body?.startsWith('Service recovered'),
    );
    expect(note.body).toMatch(
      /^Service recovered: Student portal was down for \d+ s \(from .* UTC\)\. Answered 200 in \d+ ms\.$/,
    );
    expect(note.visibility).toBe('internal');

    const back = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.kind, 'service_incident'), eq(notifications.userId, w.people.adminA.id)));
    expect(back.map((n) => n.title)).toEqual(expect.arrayContaining(['Student portal is back']));

    const resolvedList = await call<Incident[]>(
      t.app,
      'GET',
      `/api/incidents?districtId=${w.districtA.id}&state=resolved`,
      { cookie: w.cookies.techA },
    );
    expect(resolvedList.body.map((i) => i.id)).toContain(open!.id);

    const history = await call<MonitorHistory>(t.app, 'GET', `/api/monitors/${m.id}/history?range=24h`, {
      cookie: w.cookies.viewerA,
    });
    expect(history.status).toBe(200);
    expect(history.body.range).toBe('24h');
    // 4 up of 7 counted checks.
    expect(history.body.uptime).toBe(57.1);
    // The seven checks fall in one bucket of 15 minutes (two at a boundary): the worst state shows.
    expect(history.body.points.length).toBeLessThanOrEqual(2);
    expect(history.body.points.map((p) => p.state)).toContain('down');
  });

  it('a monitor set not to open tickets opens the incident without one; paused monitors open nothing', async () => {
    flappy.answer.status = 503;
    const quiet = (await add({ name: 'No ticket', kind: 'https', target: flappy.url, openTickets: false }))
      .body;
    await check(quiet.id);
    await check(quiet.id);
    await check(quiet.id);
    const list = await call<Incident[]>(
      t.app,
      'GET',
      `/api/incidents?districtId=${w.districtA.id}&state=open`,
      {
        cookie: w.cookies.adminA,
      },
    );
    const mine = list.body.filter((i) => i.monitorId === quiet.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.ticketId).toBeNull();

    // Pausing it closes its incident: a paused monitor will never see the recovery.
    events.length = 0;
    const pause = await call(t.app, 'PUT', `/api/monitors/${quiet.id}`, {
      cookie: w.cookies.adminA,
      body: {
        districtId: w.districtA.id,
        name: 'No ticket',
        kind: 'https',
        target: flappy.url,
        enabled: false,
      },
    });
    expect(pause.status).toBe(200);
    const closed = await call<Incident[]>(t.app, 'GET', `/api/incidents?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    });
    expect(closed.body.filter((i) => i.monitorId === quiet.id)).toEqual([
      expect.objectContaining({
        state: 'resolved',
        lastMessage: 'Monitor paused: the incident was closed without a recovery check',
      }),
    ]);
    expect(events.map((e) => e.type)).toContain('incident_changed');

    const paused = (await add({ name: 'Paused', kind: 'https', target: flappy.url, enabled: false })).body;
    expect(paused.state).toBe('paused');
    await check(paused.id);
    await check(paused.id);
    const after = await one(paused.id);
    expect(after.state).toBe('paused');
    expect(after.lastMessage).toBe('Answered 503, expected 200');
    const none = await call<Incident[]>(t.app, 'GET', `/api/incidents?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    });
    expect(none.body.filter((i) => i.monitorId === paused.id)).toEqual([]);
    flappy.answer.status = 200;
  });
});

describe('status, suggestions, scheduling', () => {
  it('answers a district’s status, and every district’s to Five Star only', async () => {
    const mine = await call(t.app, 'GET', `/api/status?districtId=${w.districtA.id}`, {
      cookie: w.cookies.viewerA,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.districts).toHaveLength(1);
    const [a] = mine.body.districts;
    expect(a.districtId).toBe(w.districtA.id);
    expect(a.health).toBeGreaterThan(0);
    expect(a.health).toBeLessThan(100);
    expect(a.monitors.length).toBeGreaterThan(5);
    expect(a.openIncidents.every((i: Incident) => i.state === 'open')).toBe(true);

    const all = await call(t.app, 'GET', '/api/status?all=true', { cookie: w.cookies.provider });
    expect(all.status).toBe(200);
    expect(all.body.districts.map((d: { districtId: string }) => d.districtId)).toEqual(
      expect.arrayContaining([w.districtA.id, w.districtB.id]),
    );
    const b = all.body.districts.find((d: { districtId: string }) => d.districtId === w.districtB.id);
    expect(b).toMatchObject({ health: null, monitors: [], openIncidents: [] });

    const refused = await call(t.app, 'GET', '/api/status?all=true', { cookie: w.cookies.adminA });
    expect([refused.status, refused.body.message]).toEqual([403, MONITOR_MESSAGES.allProviderOnly]);
  });

  it('suggests the website from the district’s mail domain and its configured integrations', async () => {
    await t.db.execute(sql`insert into district_settings (district_id, timezone, school_day_start, school_day_end, sla_targets, email_domains)
      values (${w.districtB.id}, 'America/Chicago', '07:30', '15:30', '{}'::jsonb, '{riverside.test}')
      on conflict (district_id) do update set email_domains = '{riverside.test}'`);
    await t.db
      .insert(integrationConnections)
      .values({ districtId: w.districtB.id, name: 'incidentiq', enabled: true });
    const res = await call(t.app, 'GET', `/api/monitors/suggestions?districtId=${w.districtB.id}`, {
      cookie: w.cookies.adminB,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { name: 'District website', kind: 'https', target: 'https://www.riverside.test/' },
      { name: 'Website DNS', kind: 'dns', target: 'www.riverside.test' },
      { name: 'IncidentIQ sync', kind: 'integration', target: 'incidentiq' },
    ]);
    // District A monitors the ConnectWise and Google syncs already: neither is suggested again.
    const a = await call(t.app, 'GET', `/api/monitors/suggestions?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    });
    expect(a.body).toEqual([]);
  });

  it('the minute’s scheduler claims each due monitor once, however many servers tick', async () => {
    const m = (
      await add({ name: 'Scheduled', kind: 'integration', target: 'incidentiq', intervalMinutes: 15 })
    ).body;
    const { monitorRunnerOf } = await import('../../server/features/monitors/monitor-jobs.ts');
    const { loadConfig } = await import('../../server/config.ts');
    const runner = monitorRunnerOf({
      config: loadConfig({ NODE_ENV: 'test', VAULT_KEY: 'x' }),
      database: t.database,
      bus: t.bus,
      queue: t.background.queue,
      notifier: t.background.notifier,
      ticketHooks: t.background.ticketHooks,
      logger: { warn() {}, error() {}, info() {} } as never,
    });
    // Paused monitors are never due; everything else added in this file is, once.
    await t.db
      .update(monitors)
      .set({ nextCheckAt: sql`now() - interval '1 second'` })
      .where(eq(monitors.enabled, true));
    const counts = await Promise.all([runner.queueDue(), runner.queueDue(), runner.queueDue()]);
    const enabled = (await t.db.select().from(monitors).where(eq(monitors.enabled, true))).length;
    expect(counts.reduce((a, b) => a + b, 0)).toBe(enabled);
    expect(await runner.queueDue()).toBe(0);
    const [row] = await t.db.select().from(monitors).where(eq(monitors.id, m.id));
    const minutes = (row!.nextCheckAt!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'monitors.check' and data->>'monitorId' = ${m.id}`,
    );
    expect(rows[0]!.n).toBe(1);

    // Checks older than 31 days are pruned.
    await t.db.insert(monitorChecks).values({
      districtId: w.districtA.id,
      monitorId: m.id,
      checkedAt: new Date(Date.now() - 32 * DAY),
      state: 'down',
      message: 'old',
    });
    expect(await runner.prune()).toBe(1);
  });
});

describe('validation and access', () => {
  const base = { name: 'Website', kind: 'https', target: 'https://www.example.org/' };
  it.each([
    [{ name: '' }, MONITOR_MESSAGES.nameRequired],
    [{ kind: 'ping' }, MONITOR_MESSAGES.kindInvalid],
    [{ target: '' }, MONITOR_MESSAGES.targetRequired],
    [{ target: 'http://www.example.org/' }, MONITOR_MESSAGES.httpsTarget],
    [{ kind: 'dns', target: 'https://www.example.org/' }, MONITOR_MESSAGES.dnsTarget],
    [{ kind: 'integration', target: 'slack' }, MONITOR_MESSAGES.integrationTarget],
    [{ intervalMinutes: 20 }, MONITOR_MESSAGES.intervalRange],
    [{ intervalMinutes: 2.5 }, MONITOR_MESSAGES.intervalRange],
    [{ expectStatus: 600 }, MONITOR_MESSAGES.expectStatusRange],
    [{ maxResponseMs: 60001 }, MONITOR_MESSAGES.maxResponseRange],
    [{ certWarnDays: 0 }, MONITOR_MESSAGES.certWarnRange],
    [{ keyword: 'k'.repeat(201) }, MONITOR_MESSAGES.keywordTooLong],
  ])('refuses %j: %s', async (change, message) => {
    const res = await add({ ...base, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a bad range, a bad state, a bad id', async () => {
    const m = (await add({ name: 'R', kind: 'integration', target: 'google' })).body;
    const range = await call(t.app, 'GET', `/api/monitors/${m.id}/history?range=1y`, {
      cookie: w.cookies.adminA,
    });
    expect([range.status, range.body.message]).toEqual([400, MONITOR_MESSAGES.rangeInvalid]);
    const state = await call(t.app, 'GET', '/api/incidents?state=closed', { cookie: w.cookies.adminA });
    expect([state.status, state.body.message]).toEqual([400, MONITOR_MESSAGES.stateInvalid]);
    const id = await call(t.app, 'POST', '/api/monitors/nope/check', { cookie: w.cookies.adminA });
    expect(id.status).toBe(400);
  });

  it('keeps each district to its own monitors (404), deletes with 204', async () => {
    const m = (await add({ name: 'Mine', kind: 'integration', target: 'google' })).body;
    for (const [method, url] of [
      ['GET', `/api/monitors/${m.id}/history`],
      ['POST', `/api/monitors/${m.id}/check`],
      ['DELETE', `/api/monitors/${m.id}`],
    ] as const) {
      const res = await call(t.app, method, url, { cookie: w.cookies.adminB });
      expect([res.status, res.body.message]).toEqual([404, MONITOR_MESSAGES.notFound]);
    }
    const moved = await call(t.app, 'PUT', `/api/monitors/${m.id}`, {
      cookie: w.cookies.provider,
      body: { ...base, districtId: w.districtB.id },
    });
    expect(moved.status).toBe(404);
    const list = await call(t.app, 'GET', `/api/monitors?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminB,
    });
    expect(list.status).toBe(404);
    const gone = await call(t.app, 'DELETE', `/api/monitors/${m.id}`, { cookie: w.cookies.provider });
    expect(gone.status).toBe(204);
    expect(gone.body).toBeNull();
    expect((await check(m.id)).status).toBe(404);
  });

  it('a technician reads but cannot add; a requester sees nothing', async () => {
    expect((await add(base, w.cookies.techA)).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/monitors', { cookie: w.cookies.techA })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/monitors', { cookie: w.cookies.requesterA })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/status', { cookie: w.cookies.requesterA })).status).toBe(403);
  });
});
