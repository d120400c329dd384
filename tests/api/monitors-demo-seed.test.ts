import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardMetrics } from '../../domain/dashboard.ts';
import type { DistrictStatus, MonitorHistory } from '../../domain/monitors.ts';
import { DEMO_DISTRICT_PASSWORD, demoAdminEmail } from '../../server/seed/demo-accounts.ts';
import { seedFirstStart } from '../../server/seed/first-start.ts';
import { signIn } from '../support/fixtures.ts';
import { call, createTestApp, TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';

// Lakeside's demo System Status: history to show, one resolved and one open incident, and no
// monitor that would reach the internet (the HTTPS and DNS ones are paused).

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: '1' }, { work: false });
  await seedFirstStart(t.db, TEST_MASTER_KEY);
  cookie = await signIn(t.app, demoAdminEmail('LAKESIDE'), DEMO_DISTRICT_PASSWORD);
}, 120_000);
afterAll(() => t.close());

describe('the demo monitors', () => {
  it('show Lakeside’s status: paused network monitors with history, running integration ones, incidents', async () => {
    const res = await call<{ districts: DistrictStatus[] }>(t.app, 'GET', '/api/status', { cookie });
    expect(res.status).toBe(200);
    const [lakeside] = res.body.districts;
    const byName = new Map(lakeside!.monitors.map((m) => [m.name, m]));
    expect([...byName.keys()].sort()).toEqual([
      'BrightGauge dashboard',
      'District website',
      'IncidentIQ sync',
      'Student information system',
      'Website DNS',
    ]);
    for (const m of lakeside!.monitors)
      if (m.kind !== 'integration') expect([m.name, m.enabled, m.state]).toEqual([m.name, false, 'paused']);
    const site = byName.get('District website')!;
    expect(site.uptime.month).toBeGreaterThan(99);
    expect(site.uptime.month).toBeLessThan(100);
    expect(lakeside!.health).toBe(50);
    expect(lakeside!.openIncidents.map((i) => i.monitorName)).toEqual(['IncidentIQ sync']);

    const resolved = await call(t.app, 'GET', '/api/incidents?state=resolved', { cookie });
    expect(resolved.body).toHaveLength(1);
    expect(resolved.body[0]).toMatchObject({ monitorName: 'District website', downtimeSeconds: 45 * 60 });

    const history = await call<MonitorHistory>(t.app, 'GET', `/api/monitors/${site.id}/history?range=7d`, {
      cookie,
    });
    expect(history.body.points.length).toBeGreaterThan(100);
    expect(history.body.points.some((p) => p.state === 'down')).toBe(true);
  });

  it('a check of the running integration monitor keeps its one incident (no new notice)', async () => {
    const list = await call(t.app, 'GET', '/api/monitors', { cookie });
    const iiq = list.body.find((m: { name: string }) => m.name === 'IncidentIQ sync');
    const res = await call(t.app, 'POST', `/api/monitors/${iiq.id}/check`, { cookie });
    expect(res.body).toMatchObject({
      status: 'down',
      message: 'The last IncidentIQ sync failed: IncidentIQ refused the API token (401)',
    });
    const open = await call(t.app, 'GET', '/api/incidents?state=open', { cookie });
    expect(open.body).toHaveLength(1);
  });

  it('feed the dashboard’s System Health and Alerts', async () => {
    const res = await call<DashboardMetrics>(t.app, 'GET', '/api/dashboard/metrics', { cookie });
    expect(res.body.alerts.health).toMatchObject({ value: 50, measured: true });
    expect(res.body.alerts.items.map((a) => a.title)).toEqual(
      expect.arrayContaining(['IncidentIQ sync is down', 'IncidentIQ sync is failing']),
    );
  });
});
