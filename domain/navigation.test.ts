import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, DISTRICT_NAV, linksFor, menuFor, REQUESTER_NAV } from './navigation.ts';

const apex = DISTRICT_NAV.find((g) => g.tier === 'apex')!;
const labels = (role: Parameters<typeof linksFor>[1]) => linksFor(apex, role).map((l) => l.label);

describe('linksFor', () => {
  it('shows User Management to administrators only', () => {
    expect(labels('district_admin')).toContain('User Management');
    expect(labels('provider_admin')).toContain('User Management');
    expect(labels('technician')).not.toContain('User Management');
    expect(labels('viewer')).not.toContain('User Management');
  });
  it('keeps the links that name no area for everyone', () => {
    expect(labels('viewer')).toContain('Advanced Task Management');
  });
  it('shows Canned Responses to those who reply to tickets, not to viewers', () => {
    const ascend = DISTRICT_NAV.find((g) => g.tier === 'ascend')!;
    const shown = (role: Parameters<typeof linksFor>[1]) => linksFor(ascend, role).map((l) => l.label);
    for (const role of ['district_admin', 'technician', 'provider_admin'] as const)
      expect(shown(role)).toContain('Canned Responses');
    expect(shown('viewer')).not.toContain('Canned Responses');
    expect(shown('viewer')).toContain('Support');
  });
});

describe('the menu of a requester (Staff & Students)', () => {
  const requester = { role: 'requester', accountRole: 'requester', inDistrictView: false } as const;

  it('is the help portal alone', () => {
    const menu = menuFor(requester);
    expect(menu).toBe(REQUESTER_NAV);
    expect(menu.flatMap((g) => linksFor(g, 'requester')).map((l) => l.to)).toEqual([
      '/help',
      '/help/tickets',
      '/help/devices',
    ]);
  });

  it('would show no district link, even one that names no area', () => {
    for (const group of DISTRICT_NAV) expect(linksFor(group, 'requester'), group.title).toEqual([]);
  });

  it('leaves staff and Five Star their menus', () => {
    expect(menuFor({ role: 'technician', accountRole: 'technician', inDistrictView: false })).toBe(
      DISTRICT_NAV,
    );
    expect(menuFor({ role: 'provider_admin', accountRole: 'provider_admin', inDistrictView: false })).toBe(
      ADMIN_NAV,
    );
    expect(menuFor({ role: 'district_admin', accountRole: 'provider_admin', inDistrictView: true })).toBe(
      DISTRICT_NAV,
    );
  });
});
