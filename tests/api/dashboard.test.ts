import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardMetrics, DEFAULT_SYSTEM_HEALTH } from '../../domain/dashboard.ts';
import type { Ticket } from '../../domain/tickets.ts';
import {
  assets,
  districts,
  incidents,
  integrationConnections,
  monitors,
} from '../../server/db/schema/index.ts';
import { makeDistrict, makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
const ANALYTICS_URL = 'https://analytics.example.org/fivestar';

beforeAll(async () => {
  t = await createTestApp({ ANALYTICS_URL });
  w = await makeWorld(t.app, t.db, { tierA: 'ascend', tierB: 'apex' });
});
afterAll(() => t.close());

const metrics = (cookie: string | undefined, query = '') =>
  call<DashboardMetrics>(t.app, 'GET', `/api/dashboard/metrics${query}`, { cookie });
const create = (cookie: string | undefined, body: Record<string, unknown>) =>
  call<Ticket>(t.app, 'POST', '/api/tickets', { cookie, body });
/** Rows changed directly in the database: tell the servers, as the API would (cached answers). */
const changedBehindTheApi = () => t.bus.publish({ type: 'internal:districts_changed', districtId: null });

describe('GET /api/dashboard/metrics', () => {
  it('answers an empty district with zeros, the default health and no recent tickets', async () => {
    const res = await metrics(w.cookies.adminB);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      scope: 'district',
      districtId: w.districtB.id,
      districts: 1,
      tickets: { total: 0, open: 0, inProgress: 0, resolved: 0, closed: 0, critical: 0 },
      // Nothing resolved: no SLA figure (never 100 %), by Analytics' one definition.
      slaMetPercent: null,
      slaWindowDays: 30,
      assets: { total: 0 },
      alerts: {
        systemHealth: DEFAULT_SYSTEM_HEALTH,
        // Nothing monitored: the specification's 99.8, marked as not measured.
        health: { value: DEFAULT_SYSTEM_HEALTH, measured: false, why: ['No monitors yet'] },
        expiringLicenses: 0,
      },
      recentTickets: [],
      criticalTickets: [],
      analyticsUrl: ANALYTICS_URL,
    });
  });

  it('follows ticket changes for the caller’s district only', async () => {
    const made: Ticket[] = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        (
          await create(w.cookies.adminA, {
            title: `Ticket ${i}`,
            description: 'd',
            priority: i === 0 ? 'critical' : 'low',
          })
        ).body,
      );
    }
    await call(t.app, 'PATCH', `/api/tickets/${made[1]!.id}`, {
      cookie: w.cookies.adminA,
      body: { status: 'resolved' },
    });
    await create(w.cookies.adminB, { title: 'B ticket', description: 'd' });

    const res = await metrics(w.cookies.adminA);
    expect(res.body.tickets).toEqual({
      total: 7,
      open: 6,
      inProgress: 0,
      resolved: 1,
      closed: 0,
      critical: 1,
    });
    expect(res.body.recentTickets.map((x) => x.title)).toEqual([
      'Ticket 6',
      'Ticket 5',
      'Ticket 4',
      'Ticket 3',
      'Ticket 2',
    ]);
    expect(res.body.criticalTickets.map((x) => x.id)).toEqual([made[0]!.id]);
    // The low ticket resolved at once is within its 72 h target.
    expect(res.body.slaMetPercent).toBe(100);
    // System Health measures services, not tickets: a critical ticket no longer lowers it.
    expect(res.body.alerts.systemHealth).toBe(DEFAULT_SYSTEM_HEALTH);
    expect(res.body.alerts.items.map((a) => a.id)).toContain('critical-tickets');
    expect(res.body.recentActivity[0]).toMatchObject({
      action: 'ticket_status_changed',
      districtId: w.districtA.id,
    });

    // Viewers read the same numbers.
    const viewer = await metrics(w.cookies.viewerA);
    expect(viewer.body.tickets).toEqual(res.body.tickets);

    await call(t.app, 'PATCH', `/api/tickets/${made[0]!.id}`, {
      cookie: w.cookies.techA,
      body: { status: 'resolved' },
    });
    const after = await metrics(w.cookies.adminA);
    expect(after.body.tickets.critical).toBe(0);
    expect(after.body.alerts.systemHealth).toBe(DEFAULT_SYSTEM_HEALTH);
    expect(after.body.criticalTickets).toEqual([]);
  });

  it('sums every district for a provider admin, with the tier distribution and activity', async () => {
    const res = await metrics(w.cookies.provider);
    expect(res.status).toBe(200);
    expect(res.body.scope).toBe('all');
    expect(res.body.districtId).toBeNull();
    expect(res.body.districts).toBe(2);
    expect(res.body.tickets.total).toBe(8);
    expect(res.body.serviceLevels).toEqual([
      { serviceLevel: 'analysis', districts: 0 },
      { serviceLevel: 'ascend', districts: 1 },
      { serviceLevel: 'altitude', districts: 0 },
      { serviceLevel: 'apex', districts: 1 },
    ]);
    expect(res.body.recentTickets[0]?.title).toBe('B ticket');
    expect(res.body.recentTickets[0]?.districtName).toBe(w.districtB.name);
    expect(new Set(res.body.recentActivity.map((a) => a.districtId))).toEqual(
      new Set([w.districtA.id, w.districtB.id]),
    );
  });

  it('shows critical tickets across all districts to a provider admin', async () => {
    const a = await create(w.cookies.adminA, { title: 'Critical A', description: 'd', priority: 'critical' });
    const b = await create(w.cookies.adminB, { title: 'Critical B', description: 'd', priority: 'critical' });
    const res = await metrics(w.cookies.provider);
    expect(res.body.criticalTickets.map((x) => x.id)).toEqual([b.body.id, a.body.id]);
    expect(res.body.tickets.critical).toBe(2);
  });

  it('lets a provider admin look at one district, and 404s what a caller may not see', async () => {
    const one = await metrics(w.cookies.provider, `?districtId=${w.districtB.id}`);
    expect(one.body).toMatchObject({ scope: 'district', districtId: w.districtB.id, districts: 1 });
    expect(one.body.recentTickets.every((x) => x.districtId === w.districtB.id)).toBe(true);
    expect(
      (await metrics(w.cookies.provider, '?districtId=00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    expect((await metrics(w.cookies.adminB, `?districtId=${w.districtA.id}`)).status).toBe(404);
    expect((await metrics(w.cookies.adminB, '?districtId=nope')).status).toBe(400);
    expect((await metrics(w.cookies.waiting)).status).toBe(403);
    expect((await metrics(undefined)).status).toBe(401);
  });

  it('does not count inactive districts as active', async () => {
    const before = (await metrics(w.cookies.provider)).body.districts;
    const closed = await makeDistrict(t.db, { serviceLevel: 'analysis' });
    await changedBehindTheApi();
    await expect.poll(async () => (await metrics(w.cookies.provider)).body.districts).toBe(before + 1);
    await t.db.update(districts).set({ status: 'inactive' }).where(eq(districts.id, closed.id));
    await changedBehindTheApi();
    await expect.poll(async () => (await metrics(w.cookies.provider)).body.districts).toBe(before);
  });
});

describe('GET /api/integrations/status', () => {
  it('says never synced until a district syncs, then the real last sync; failures show as errors', async () => {
    const before = await call(t.app, 'GET', '/api/integrations/status', { cookie: w.cookies.viewerA });
    expect(before.status).toBe(200);
    expect(before.body.map((i: { name: string; state: string }) => [i.name, i.state])).toEqual([
      ['ConnectWise', 'never_synced'],
      ['IncidentIQ', 'never_synced'],
      ['BrightGauge', 'never_synced'],
      ['Google Workspace', 'never_synced'],
    ]);

    const at = new Date('2026-03-01T11:58:00Z');
    await t.db.insert(integrationConnections).values([
      { districtId: w.districtA.id, name: 'connectwise', enabled: true, lastSyncAt: at },
      {
        districtId: w.districtA.id,
        name: 'incidentiq',
        enabled: true,
        lastSyncAt: at,
        lastError: 'IncidentIQ refused the API token (401)',
        lastErrorAt: new Date(at.getTime() + 60_000),
      },
    ]);
    const res = await call(t.app, 'GET', '/api/integrations/status', { cookie: w.cookies.viewerA });
    expect(res.body[0]).toMatchObject({
      slug: 'connectwise',
      status: 'connected',
      state: 'connected',
      lastSync: at.toISOString(),
    });
    expect(res.body[1]).toMatchObject({ slug: 'incidentiq', state: 'error', status: 'disconnected' });
    // Another district's records are not this district's.
    const other = await call(t.app, 'GET', '/api/integrations/status', { cookie: w.cookies.adminB });
    expect(other.body[0]).toMatchObject({ state: 'never_synced', lastSync: null });
  });

  it('raises a failing or stale integration as a system alert', async () => {
    await changedBehindTheApi();
    const integrationAlerts = async () =>
      (await metrics(w.cookies.adminA)).body.alerts.items
        .filter((a) => a.id.startsWith('integration-'))
        .map((a) => a.title);
    await expect
      .poll(integrationAlerts)
      .toEqual(['ConnectWise sync is delayed', 'IncidentIQ sync is failing']);
    await t.db
      .update(integrationConnections)
      .set({ enabled: false })
      .where(eq(integrationConnections.districtId, w.districtA.id));
    await changedBehindTheApi();
    await expect.poll(integrationAlerts).toEqual([]);
  });
});

describe('System Health and alerts from monitors', () => {
  it('measures the district’s monitors (weighted, with why) and lists incidents, certificates, devices past support', async () => {
    const d = w.districtB.id;
    const soon = new Date(Date.now() + 5 * 86_400_000 + 3600_000);
    const [site, , down] = await t.db
      .insert(monitors)
      .values([
        {
          districtId: d,
          name: 'Website',
          kind: 'https',
          target: 'https://www.example.org/',
          state: 'degraded',
          lastMessage: 'The certificate expires in 5 days',
          certExpiresAt: soon,
        },
        { districtId: d, name: 'Website DNS', kind: 'dns', target: 'www.example.org', state: 'up' },
        {
          districtId: d,
          name: 'Student portal',
          kind: 'https',
          target: 'https://portal.example.org/',
          state: 'down',
          lastMessage: 'Answered 502, expected 200',
        },
        {
          districtId: d,
          name: 'Paused one',
          kind: 'dns',
          target: 'old.example.org',
          state: 'paused',
          enabled: false,
        },
      ])
      .returning();
    await t.db.insert(incidents).values({
      districtId: d,
      monitorId: down!.id,
      startedAt: new Date('2026-03-01T08:15:00Z'),
      lastMessage: 'Answered 502, expected 200',
    });
    await t.db.insert(assets).values([
      { districtId: d, assetTag: 'CB-1', name: 'Old Chromebook', supportEndsOn: '2024-06-01' },
      {
        districtId: d,
        assetTag: 'CB-2',
        name: 'Retired Chromebook',
        supportEndsOn: '2024-06-01',
        status: 'retired',
      },
      { districtId: d, assetTag: 'CB-3', name: 'New Chromebook', supportEndsOn: '2031-06-01' },
    ]);
    await changedBehindTheApi();
    await expect
      .poll(async () => (await metrics(w.cookies.adminB)).body.alerts.health)
      .toEqual({
        // up 1 + degraded 0.5 + down 0 over three (the paused one is not counted).
        value: 50,
        measured: true,
        why: [
          'Student portal is down: Answered 502, expected 200',
          'Website is degraded: The certificate expires in 5 days',
        ],
      });
    const res = await metrics(w.cookies.adminB);
    expect(res.body.alerts.systemHealth).toBe(50);
    const items = res.body.alerts.items.map((a) => [a.level, a.title]);
    expect(items).toEqual(
      expect.arrayContaining([
        ['critical', 'Student portal is down'],
        ['warning', 'Website: certificate expires in 5 days'],
        ['warning', '1 device past end of support'],
      ]),
    );
    expect(res.body.alerts.items.find((a) => a.id === `certificate-${site!.id}`)).toBeDefined();
    // Another district's monitors are not this district's health.
    expect((await metrics(w.cookies.adminA)).body.alerts.health.measured).toBe(false);
  });
});
