import { describe, expect, it } from 'vitest';
import { DISTRICT_NAV, linksFor } from './navigation.ts';

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
