import { describe, expect, it } from 'vitest';
import { buildSystemAlerts, DEFAULT_SYSTEM_HEALTH, MIN_SYSTEM_HEALTH, systemHealth } from './dashboard.ts';

describe('systemHealth', () => {
  it('shows the default 99.8 with no unresolved critical tickets', () => {
    expect(systemHealth(0, 1)).toBe(DEFAULT_SYSTEM_HEALTH);
    expect(systemHealth(0, 0)).toBe(DEFAULT_SYSTEM_HEALTH);
  });

  it('drops 0.1 point per critical ticket per district, never below the floor', () => {
    expect(systemHealth(3, 1)).toBe(99.5);
    expect(systemHealth(30, 10)).toBe(99.5);
    expect(systemHealth(10_000, 1)).toBe(MIN_SYSTEM_HEALTH);
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
});
