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
});
