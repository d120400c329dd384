import { describe, expect, it } from 'vitest';
import { ACCESS } from './access.ts';
import { ACCESS_AREA_LABELS, accessLevelOf, accessTable } from './permissions.ts';

describe('accessLevelOf', () => {
  it('names the highest permission', () => {
    expect(accessLevelOf(['read', 'write', 'admin'])).toBe('full');
    expect(accessLevelOf(['read', 'write'])).toBe('change');
    expect(accessLevelOf(['read'])).toBe('read');
    expect(accessLevelOf([])).toBe('none');
  });
});

describe('accessTable', () => {
  const rows = accessTable();
  const row = (area: string) => rows.find((r) => r.area === area)!;

  it('is the access table the server enforces, not fixed words', () => {
    expect(row('tickets')).toMatchObject({
      tier: 'FS Ascend and up',
      toggle: 'tickets',
      levels: { district_admin: 'full', technician: 'change', viewer: 'read', requester: 'own' },
    });
    // Staff & Students reach only the help portal's own things, nothing of the back office.
    expect(row('assets').levels.requester).toBe('none');
    expect(row('users').levels).toMatchObject({ district_admin: 'full', technician: 'none', viewer: 'none' });
    expect(row('audit').levels).toMatchObject({ district_admin: 'read', technician: 'none', viewer: 'none' });
    expect(row('projects').tier).toBe('Every tier');
  });

  it('lists every area but Five Star’s own operations, each in words', () => {
    const areas = Object.keys(ACCESS).filter((a) => a !== 'admin');
    expect(rows.map((r) => r.area).sort()).toEqual(areas.sort());
    for (const area of areas)
      expect(ACCESS_AREA_LABELS[area as keyof typeof ACCESS_AREA_LABELS], area).toBeTruthy();
  });
});
