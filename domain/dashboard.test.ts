import { describe, expect, it } from 'vitest';
import { buildSystemAlerts, DEFAULT_SYSTEM_HEALTH, dashboardHealth } from './dashboard.ts';

describe('dashboardHealth', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('shows the 99.8 of the specification, not measured, when nothing is monitored', () => {
    expect(dashboardHealth({ monitors: [] })).toEqual({
      value: DEFAULT_SYSTEM_HEALTH,
      measured: false,
      why: ['No monitors yet'],
    });
    // Paused and pending monitors measure nothing either; nor do integrations never set up.
    expect(
      dashboardHealth({
        monitors: [
          { name: 'Site', state: 'paused' },
          { name: 'DNS', state: 'pending' },
        ],
        integrations: [
          {
            slug: 'incidentiq',
            name: 'IncidentIQ',
            status: 'degraded',
            state: 'never_synced',
            lastSync: null,
          },
        ],
        now,
      }).measured,
    ).toBe(false);
  });

  it('weighs monitors and the integrations no monitor watches, and says why', () => {
    const health = dashboardHealth({
      monitors: [
        { name: 'Website', state: 'up' },
        { name: 'SIS', state: 'degraded', lastMessage: 'The certificate expires in 9 days' },
        { name: 'ConnectWise sync', state: 'up', kind: 'integration', target: 'connectwise' },
      ],
      integrations: [
        // Watched by a monitor: counted once, as the monitor.
        { slug: 'connectwise', name: 'ConnectWise', status: 'disconnected', state: 'error', lastSync: null },
        { slug: 'incidentiq', name: 'IncidentIQ', status: 'disconnected', state: 'error', lastSync: null },
      ],
      now,
    });
    // up 1 + degraded 0.5 + up 1 + down 0 over 4.
    expect(health).toEqual({
      value: 62.5,
      measured: true,
      why: [
        'IncidentIQ sync is down: the last sync failed',
        'SIS is degraded: The certificate expires in 9 days',
      ],
    });
  });

  it('is 100 with every monitor up', () => {
    expect(dashboardHealth({ monitors: [{ name: 'Website', state: 'up' }] })).toEqual({
      value: 100,
      measured: true,
      why: ['The one monitor is up'],
    });
  });
});

describe('buildSystemAlerts', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const fresh = {
    name: 'ConnectWise',
    status: 'connected' as const,
    state: 'connected' as const,
    lastSync: '2026-03-01T11:55:00Z',
  };

  it('is empty when everything is fine', () => {
    expect(buildSystemAlerts({ criticalOpen: 0, expiringLicenses: 0, integrations: [fresh], now })).toEqual(
      [],
    );
  });

  it('raises critical tickets, expiring licences and lagging or failing integrations (never-synced ones stay quiet)', () => {
    const alerts = buildSystemAlerts({
      criticalOpen: 2,
      expiringLicenses: 1,
      integrations: [
        fresh,
        { name: 'IncidentIQ', status: 'connected', state: 'connected', lastSync: '2026-03-01T09:00:00Z' },
        { name: 'BrightGauge', status: 'disconnected', state: 'error', lastSync: null },
        { name: 'Other', status: 'degraded', state: 'never_synced', lastSync: null },
      ],
      now,
    });
    expect(alerts.map((a) => [a.level, a.title])).toEqual([
      ['critical', '2 critical tickets open'],
      ['warning', '1 license expiring soon'],
      ['info', 'IncidentIQ sync is delayed'],
      ['warning', 'BrightGauge sync is failing'],
    ]);
  });

  it('lists open incidents first, certificates within their warning, and devices past support', () => {
    const incidents = Array.from({ length: 7 }, (_, i) => ({
      id: `i${i}`,
      monitorName: `Service ${i}`,
      startedAt: '2026-03-01T11:40:00.000Z',
      lastMessage: 'Answered 500, expected 200',
    }));
    const alerts = buildSystemAlerts({
      criticalOpen: 0,
      expiringLicenses: 0,
      integrations: [],
      incidents,
      certificates: [
        { monitorId: 'm1', name: 'Website', certExpiresAt: '2026-03-11T12:00:00Z', certWarnDays: 14 },
        { monitorId: 'm2', name: 'Portal', certExpiresAt: '2026-06-01T12:00:00Z', certWarnDays: 14 },
        { monitorId: 'm3', name: 'Old', certExpiresAt: '2026-02-01T12:00:00Z', certWarnDays: 14 },
        { monitorId: 'm4', name: 'Unknown', certExpiresAt: null, certWarnDays: 14 },
      ],
      devicesPastSupport: 1,
      now,
    });
    expect(alerts.map((a) => [a.id, a.level, a.title])).toEqual([
      ['incident-i0', 'critical', 'Service 0 is down'],
      ['incident-i1', 'critical', 'Service 1 is down'],
      ['incident-i2', 'critical', 'Service 2 is down'],
      ['incident-i3', 'critical', 'Service 3 is down'],
      ['incident-i4', 'critical', 'Service 4 is down'],
      ['incidents-more', 'critical', '2 more incidents open'],
      ['certificate-m1', 'warning', 'Website: certificate expires in 10 days'],
      ['certificate-m3', 'critical', 'Old: certificate expired'],
      ['devices-past-support', 'warning', '1 device past end of support'],
    ]);
    expect(alerts[0]!.description).toBe('Since 2026-03-01 11:40 UTC: Answered 500, expected 200');
  });
});
