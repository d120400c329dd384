import { describe, expect, it } from 'vitest';
import {
  ACCESS,
  ACCESS_MESSAGES,
  type Accessor,
  accessDenied,
  DEFAULT_FEATURES,
  featuresOf,
} from './access.ts';
import { ROLES } from './roles.ts';

const who = (over: Partial<Accessor> = {}): Accessor => ({
  role: 'district_admin',
  providerWide: false,
  serviceLevel: 'apex',
  features: DEFAULT_FEATURES,
  ...over,
});

describe('the access table', () => {
  it('lets viewers read and never change district work', () => {
    for (const area of ['projects', 'meetings', 'tasks', 'assets', 'tickets'] as const) {
      expect(accessDenied(area, 'read', who({ role: 'viewer' }))).toBeNull();
      expect(accessDenied(area, 'write', who({ role: 'viewer' }))).toBe(ACCESS_MESSAGES.role);
    }
  });

  it('gates an area below its tier, naming the tier', () => {
    expect(accessDenied('tickets', 'read', who({ serviceLevel: 'analysis' }))).toBe(
      'This feature needs the FS Ascend service level or higher.',
    );
    expect(accessDenied('tickets', 'read', who({ serviceLevel: 'ascend' }))).toBeNull();
    expect(accessDenied('integrations', 'read', who({ serviceLevel: 'ascend' }))).toContain('FS Altitude');
  });

  it('gates an area whose toggle is off, with the reason', () => {
    const off = featuresOf({ tickets: false });
    expect(accessDenied('tickets', 'read', who({ features: off }))).toBe(
      'Support tickets are turned off for this district',
    );
    expect(accessDenied('assets', 'read', who({ features: off }))).toBeNull();
  });

  it('does not bind a provider admin outside a district view by tier or toggle, but by role', () => {
    const provider = who({
      role: 'provider_admin',
      providerWide: true,
      serviceLevel: 'analysis',
      features: featuresOf({ tickets: false }),
    });
    expect(accessDenied('tickets', 'write', provider)).toBeNull();
    expect(accessDenied('districts', 'admin', provider)).toBeNull();
    expect(accessDenied('districts', 'admin', who())).toBe(ACCESS_MESSAGES.role);
  });

  it('keeps the District profile open to every tier’s administrators, never to technicians', () => {
    for (const serviceLevel of ['analysis', 'ascend', 'altitude', 'apex'] as const) {
      expect(accessDenied('profile', 'admin', who({ serviceLevel }))).toBeNull();
      expect(accessDenied('sites', 'admin', who({ serviceLevel }))).toBeNull();
    }
    expect(accessDenied('profile', 'read', who({ role: 'technician' }))).toBe(ACCESS_MESSAGES.role);
  });

  it('lets Five Star manage users and settings of any tier, in a district view too, but not sell features', () => {
    const inView = who({ provider: true, serviceLevel: 'altitude' });
    expect(accessDenied('users', 'admin', inView)).toBeNull();
    expect(accessDenied('settings', 'admin', inView)).toBeNull();
    expect(accessDenied('tickets', 'read', who({ provider: true, serviceLevel: 'analysis' }))).toContain(
      'FS Ascend',
    );
    expect(accessDenied('users', 'admin', who({ serviceLevel: 'altitude' }))).toContain('FS Apex');
  });

  it('checks the role before the tier and the toggle', () => {
    const low = who({ role: 'viewer', serviceLevel: 'analysis', features: featuresOf({ tickets: false }) });
    expect(accessDenied('tickets', 'write', low)).toBe(ACCESS_MESSAGES.role);
  });

  it('reads stored toggles with missing ones on', () => {
    expect(featuresOf(null)).toEqual(DEFAULT_FEATURES);
    expect(featuresOf({ sparky: false, unknown: false }).sparky).toBe(false);
  });

  it('says what every role may do in every area', () => {
    for (const rule of Object.values(ACCESS))
      expect(Object.keys(rule.roles).sort()).toEqual([...ROLES].sort());
  });
});
